import type { ServerResponse } from 'node:http';

/** Headers a response may carry once only: a repeated Location is read as `/a, /a` by proxies and crawlers. */
const singleValueHeaders = new Set(['location', 'x-nextjs-stale-time']);

/**
 * Next 16 replays a cached page's headers with `appendHeader` on top of the ones its render already set, so a
 * redirect story answers with two `Location` headers on its first (cache-filling) request (vercel/next.js#82117).
 * This keeps the first value of each single-value header and drops an identical second one.
 */
export function keepSingleValueHeadersSingle(res: ServerResponse): void {
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => {
    if (singleValueHeaders.has(name.toLowerCase()) && res.hasHeader(name)) {
      const present = [res.getHeader(name)].flat().map(String);
      const added = [value].flat().map(String);
      if (added.every((entry) => present.includes(entry))) return res;
    }
    return appendHeader(name, value);
  };
}
