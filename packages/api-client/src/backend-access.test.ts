import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The apps reach the shop API and the content service only through this package (issue 5): a `fetch(` to a backend
// URL in apps/* or packages/storefront is a bypass of the headers, schemas, errors and rate limits built here.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scanned = ['apps', 'packages/storefront'];
/** The backend itself serves these routes; its own tests call it directly. */
const exempt = ['apps/shop-api'];
const skippedDirs = new Set([
  'node_modules',
  '.next',
  '.turbo',
  'dist',
  'coverage',
  'storybook-static',
  '.data',
  'test-results',
  'playwright-report',
]);
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
const testFile = /\.(?:test|spec|stories)\.[cm]?[jt]sx?$/;

/** What marks a backend URL: its route prefixes, its port, its env names, the content service. */
const backendMarker =
  /\/(?:web-api|price-api|frontend-api|cdn)\/|\/api\/get-location|\/gift-voucher|\/whitelabel\/|\/accessory\b|\/v2\/|localhost:4000|:\$\{?(?:API_PORT|apiPort)|SHOP_API_URL|CONTENT_API_URL|shopApiUrl|contentApiUrl|storyblok\.com/i;
const fetchCall = /(?<![\w.$])(?:globalThis\.|window\.|self\.)?fetch\s*\(/g;

interface StrayFetch {
  file: string;
  line: number;
  snippet: string;
}

/** Finds `fetch(` calls that go to a backend: a backend URL in the call, or (outside tests) anywhere in a file that fetches. */
function findStrayFetches(file: string, source: string): StrayFetch[] {
  const found: StrayFetch[] = [];
  const fileMentionsBackend = !testFile.test(file) && backendMarker.test(source);
  for (const match of source.matchAll(fetchCall)) {
    const start = match.index;
    const call = source.slice(start, start + 300);
    if (backendMarker.test(call) || fileMentionsBackend) {
      found.push({
        file,
        line: source.slice(0, start).split('\n').length,
        snippet: call.split('\n')[0] ?? '',
      });
    }
  }
  return found;
}

function listSources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (skippedDirs.has(entry)) return [];
    const full = path.join(dir, entry);
    const relative = path.relative(repoRoot, full);
    if (exempt.some((prefix) => relative === prefix || relative.startsWith(`${prefix}${path.sep}`)))
      return [];
    const stats = statSync(full);
    if (stats.isDirectory()) return listSources(full);
    return sourceFile.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

describe('backend access only through @shop/api-client', () => {
  it.each([
    ['a literal shop route', "const r = await fetch('/web-api/customer-data')", 1],
    ['the local shop API', 'await fetch(`http://localhost:4000/price-api/frame`)', 1],
    ['the configured URL', 'fetch(`${env.shopApiUrl}/web-api/themes`, { cache: "no-store" })', 1],
    [
      'a URL built elsewhere in the file',
      "const url = SHOP_API_URL + '/web-api/x';\nconst res = await fetch(url);",
      1,
    ],
    ['the content service', "globalThis.fetch('https://api.storyblok.com/v2/cdn/stories')", 1],
    ['a same-app route is fine', "await fetch('/api/revalidate', { method: 'POST' })", 0],
    ['a method named fetch is not a call to fetch', 'client.fetch(url); prefetch(url);', 0],
  ])('detects %s', (_name, source, count) => {
    expect(findStrayFetches('apps/x/src/data.ts', source)).toHaveLength(count);
  });

  it('finds none in apps/ and packages/storefront', () => {
    const files = scanned.flatMap((folder) => listSources(path.join(repoRoot, folder)));
    expect(files.length).toBeGreaterThan(10);
    const stray = files.flatMap((file) =>
      findStrayFetches(path.relative(repoRoot, file), readFileSync(file, 'utf8')),
    );
    expect(stray).toEqual([]);
  });
});
