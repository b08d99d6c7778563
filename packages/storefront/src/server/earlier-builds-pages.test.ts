import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlierBuildsPages, envDigest } from './earlier-builds-pages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function builtApp(buildId: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'earlier-builds-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.next/server'), { recursive: true });
  writeFileSync(path.join(dir, '.next/BUILD_ID'), buildId);
  return dir;
}

/** A page the server of some build rendered into the route cache. */
function renderedPage(dir: string): string {
  const file = path.join(dir, '.next/server/route-cache/APP_PAGE/abc/$/de-DE/web/v0000000/karten.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '<html>');
  return file;
}

describe('dropEarlierBuildsPages', () => {
  it('keeps the pages its own build rendered across restarts', () => {
    const dir = builtApp('build-a');
    expect(dropEarlierBuildsPages(dir)).toBe(false);
    const page = renderedPage(dir);
    expect(dropEarlierBuildsPages(dir)).toBe(false);
    expect(existsSync(page)).toBe(true);
  });

  it('empties the cache another build filled, and marks it as this build', () => {
    const dir = builtApp('build-a');
    dropEarlierBuildsPages(dir);
    const page = renderedPage(dir);
    writeFileSync(path.join(dir, '.next/BUILD_ID'), 'build-b\n');

    expect(dropEarlierBuildsPages(dir)).toBe(true);
    expect(existsSync(page)).toBe(false);
    expect(readFileSync(path.join(dir, '.next/server/route-cache/.build-id'), 'utf8')).toBe('build-b');
  });

  it('empties a cache without a marker (written before the server kept one)', () => {
    const dir = builtApp('build-a');
    const page = renderedPage(dir);
    expect(dropEarlierBuildsPages(dir)).toBe(true);
    expect(existsSync(page)).toBe(false);
  });

  it('keeps the pages across restarts with the same env, and empties them when the server starts with another', () => {
    const dir = builtApp('build-a');
    const lead = envDigest({ port: 3000, shopApiUrl: 'http://localhost:4000' });
    expect(envDigest({ port: 3000, shopApiUrl: 'http://localhost:4000' })).toBe(lead);
    dropEarlierBuildsPages(dir, lead);
    const page = renderedPage(dir);
    expect(dropEarlierBuildsPages(dir, lead)).toBe(false);
    expect(existsSync(page)).toBe(true);

    // The same build against another shop API: its pages would name the old API's pictures.
    expect(dropEarlierBuildsPages(dir, envDigest({ port: 3000, shopApiUrl: 'http://localhost:4100' }))).toBe(true);
    expect(existsSync(page)).toBe(false);
  });
});
