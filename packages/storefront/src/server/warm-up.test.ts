import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { mapShell } from '@shop/api-client/content/shell';
import { homeLocale } from '@shop/config/channel-settings';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { loadWarmUpPaths, selectWarmUpPaths, warmUp, WARM_UP_USER_AGENT } from './warm-up.ts';

const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));
const navigationOf = (channel: string) =>
  new Map([['navigation', JSON.parse(readFileSync(`${contentDir}${channel}/de/global/navigation.json`, 'utf8')).published as Record<string, unknown>]]);

describe('selectWarmUpPaths', () => {
  it('the start page first, then each same-site main navigation path once, in order, without query or hash', () => {
    const items = [{ url: '/karten/' }, { url: '/fotobuch/?ref=nav' }, { url: 'https://example.com/blog' }, { url: '//cdn.example.com/x' }, { url: '/karten/#top' }, { url: '/' }];
    expect(selectWarmUpPaths(items)).toEqual(['/', '/karten/', '/fotobuch/']);
  });

  it('stops at the most pages given', () => {
    expect(selectWarmUpPaths([{ url: '/a' }, { url: '/b' }, { url: '/c' }], 3)).toEqual(['/', '/a', '/b']);
  });

  it.each([
    { settings: kartenliebe, expected: ['/', '/karten/', '/fotobuch/', '/fotokalender/', '/collage/', '/themes/', '/merkzettel/', '/ideen-und-angebote/'] },
    { settings: wallart, expected: ['/', '/wandbilder', '/leinwanddruck', '/bilderbox', '/fotoabzuege', '/fotokalender', '/fotobuch', '/collage', '/themes', '/ideen-und-angebote'] },
  ])('$settings.id: the seeded navigation story of the home locale', ({ settings, expected }) => {
    expect(homeLocale(settings)).toBe('de-DE');
    const shell = mapShell(navigationOf(settings.id), { settings, locale: homeLocale(settings), platform: 'web' }, 'http://127.0.0.1:4000');
    expect(selectWarmUpPaths(shell.mainNavigationItems)).toEqual(expected);
  });
});

describe('loadWarmUpPaths', () => {
  const env = { shopApiUrl: 'http://127.0.0.1:9' };

  it('tries again while the shop API is still starting, then gives the paths', async () => {
    let calls = 0;
    const loadNavigation = async () => {
      calls++;
      if (calls < 3) throw new Error('connect ECONNREFUSED 127.0.0.1:9');
      return [{ url: '/karten/' }];
    };
    expect(await loadWarmUpPaths(kartenliebe, env, { loadNavigation, retryMs: 10, waitMs: 1_000 })).toEqual(['/', '/karten/']);
    expect(calls).toBe(3);
  });

  it('gives up after the wait with the last error', async () => {
    let calls = 0;
    const loadNavigation = async () => {
      calls++;
      throw new Error(`attempt ${calls}`);
    };
    const started = Date.now();
    await expect(loadWarmUpPaths(kartenliebe, env, { loadNavigation, retryMs: 20, waitMs: 100 })).rejects.toThrow(/^attempt \d+$/);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it('reads the navigation from the shop API it is given: nothing answers on port 9, so it fails', async () => {
    await expect(loadWarmUpPaths(kartenliebe, env, { retryMs: 10, waitMs: 0 })).rejects.toThrow();
  });
});

describe('warmUp', () => {
  it('requests each path through the listener, one after another, with the visitors\' host, and reports status and time', async () => {
    const seen: { url?: string; host?: string; agent?: string; encoding?: string }[] = [];
    let open = 0;
    let mostOpen = 0;
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      seen.push({ url: req.url, host: req.headers.host, agent: req.headers['user-agent'], encoding: req.headers['accept-encoding'] });
      mostOpen = Math.max(mostOpen, ++open);
      setTimeout(() => {
        open--;
        res.writeHead(req.url === '/gone' ? 404 : 200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>x</title>');
      }, 5);
    };
    const results = await warmUp({ listener, host: '127.0.0.1:3000', paths: ['/', '/karten/', '/gone'] });
    expect(results.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/', status: 200 },
      { path: '/karten/', status: 200 },
      { path: '/gone', status: 404 },
    ]);
    expect(results.every((result) => result.ms >= 4)).toBe(true);
    expect(seen).toEqual(['/', '/karten/', '/gone'].map((url) => ({ url, host: '127.0.0.1:3000', agent: WARM_UP_USER_AGENT, encoding: 'br, gzip' })));
    expect(mostOpen).toBe(1);
  });

  it('a page that does not answer in time is reported and the next one is still rendered', async () => {
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/stuck') return; // never answers
      res.writeHead(200).end('ok');
    };
    const results = await warmUp({ listener, host: 'localhost:3000', paths: ['/stuck', '/'], timeoutMs: 100 });
    expect(results.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/stuck', status: 'timed out after 100 ms' },
      { path: '/', status: 200 },
    ]);
  });

  it('stops at the deadline: the pages left are not requested', async () => {
    const requested: string[] = [];
    // /a answers well within the deadline, /b never does: the deadline, not /b's own 10 s, ends it, and nothing follows.
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      requested.push(req.url ?? '');
      if (req.url === '/a') setTimeout(() => res.writeHead(200).end('ok'), 50);
    };
    const results = await warmUp({ listener, host: 'localhost:3000', paths: ['/a', '/b', '/c', '/d'], deadlineMs: 1_000 });
    expect(requested).toEqual(['/a', '/b']);
    expect(results.map(({ path }) => path)).toEqual(['/a', '/b']);
    expect(results[1]?.status).toMatch(/^timed out after \d+ ms$/);
  });
});
