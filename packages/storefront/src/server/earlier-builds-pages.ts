import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in the route cache naming the build whose server wrote it. */
const MARKER = '.build-id';

/**
 * Empties Next's full-route cache when an earlier build's server filled it, and returns whether it did.
 *
 * Next 16 writes the pages it renders at run time to `.next/server/route-cache`. `next build` starts from an empty
 * `.next/server`, but a build turbo replays from its cache restores its files over the old folder and leaves the route
 * cache of whatever ran there last: the server would send those pages (`x-nextjs-cache: HIT`) until they are revalidated,
 * and their HTML names another build's chunks, so they would not hydrate. The cache remembers its build in a marker file.
 */
export function dropEarlierBuildsPages(dir: string): boolean {
  const distDir = path.join(dir, '.next');
  const cacheDir = path.join(distDir, 'server', 'route-cache');
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const marker = path.join(cacheDir, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === buildId) return false;
  const dropped = existsSync(cacheDir);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, buildId);
  return dropped;
}
