import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in the route cache naming the build whose server wrote it, and the env it rendered with. */
const MARKER = '.build-id';

/**
 * Empties Next's full-route cache when a server of an earlier build, or of this build with another env, filled it, and
 * returns whether it did.
 *
 * Next 16 writes the pages it renders at run time to `.next/server/route-cache`. `next build` starts from an empty
 * `.next/server`, but a build turbo replays from its cache restores its files over the old folder and leaves the route
 * cache of whatever ran there last: the server would send those pages (`x-nextjs-cache: HIT`) until they are revalidated,
 * and their HTML names another build's chunks, so they would not hydrate. The same holds for the env a page was rendered
 * with: a server started against another shop API would send pictures and links of the old one. The cache remembers both
 * in a marker file; `renderedWith` is a digest of the env (`envDigest`), not the env itself, which holds secrets.
 */
export function dropEarlierBuildsPages(dir: string, renderedWith = ''): boolean {
  const distDir = path.join(dir, '.next');
  const cacheDir = path.join(distDir, 'server', 'route-cache');
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const stamp = renderedWith ? `${buildId} ${renderedWith}` : buildId;
  const marker = path.join(cacheDir, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return false;
  const dropped = existsSync(cacheDir);
  // Another server of the same build may be writing a page into the folder meanwhile (the e2e suite starts a second
  // shop with another env beside the first): the removal then meets a file it did not list (ENOTEMPTY) and is retried.
  rmSync(cacheDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, stamp);
  return dropped;
}

/** A digest of everything a server renders pages with (`AppEnv`): the same env gives the same digest. */
export function envDigest(env: unknown): string {
  return createHash('sha256').update(JSON.stringify(env)).digest('hex').slice(0, 16);
}
