import fc from 'fast-check';
import { ownHostNames, type Channel } from './pages.ts';
import { rawGet, runPool } from './raw-http.ts';

/** Fixed corpus: each entry a class of hostile request targets the routing must survive. */
export const hostileCorpus: readonly string[] = [
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example',
  '//evil.example',
  '//evil.example/%2e%2e',
  '///evil.example//',
  '/\\evil.example',
  '/\\\\evil.example/',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  '/..',
  '/../..',
  '/../../etc/passwd',
  '/./././',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/fr/../../evil',
  '/d/../../',
  '/de/%2e',
  `/${'a'.repeat(2_000)}`,
  `/${'a'.repeat(8_000)}/`,
  `/${'%C3%BC'.repeat(1_000)}`,
  '/日本/😀/ß',
  '/%E6%97%A5%E6%9C%AC',
  '/%F0%9F%98%80',
  '/%00',
  '/a%00b/',
  '/%00/../',
  '/%',
  '/%%',
  '/%ZZ',
  '/%E0%A4%A',
  '/%C0%AE%C0%AE/',
  '/%FF%FE',
  '/%0d%0aSet-Cookie:%20evil=1',
  '/%0D%0ALocation:%20http://evil.example',
  '/a%0d%0a%0d%0a<script>alert(1)</script>',
  '/<script>alert(1)</script>',
  '/"><img src=x onerror=alert(1)>',
  "/'onmouseover='alert(1)",
  '/javascript:alert(1)',
  '/@evil.example',
  '/%40evil.example',
  '/http://evil.example',
  '/https:%2F%2Fevil.example',
  '/;jsessionid=1',
  '/?',
  '/?&&&',
  '/?=',
  '/?%',
  '/?a=%ZZ',
  '/?redirect=//evil.example',
  '/?next=https://evil.example',
  '/?locale=../../etc',
  '/?tracking=0&tracking=1&logging=%00',
  '/?__proto__[x]=1&constructor[prototype][x]=1',
  `/?q=${'x'.repeat(4_000)}`,
  `/?q=${'x'.repeat(15_000)}`,
  `/?q=${'x'.repeat(20_000)}`,
  `/?${Array.from({ length: 2_000 }, (_, i) => `k${i}=v`).join('&')}`,
  '/configurator-card?locale=xx',
  '/configurator-card/?locale=%00',
  '/d',
  '/d/',
  '/d//',
  '/fr',
  '/fr//',
  '/XX/',
  '/fr/fr/fr/',
  '/_next/static/../../../../etc/passwd',
  '/_next/static/%2e%2e/%2e%2e/server/app',
  '/_next/image?url=//evil.example/a.png&w=64&q=75',
  '/_next/image?url=http://169.254.169.254/&w=64&q=75',
  '/_next/data/x/y.json',
  '/api/flags?key=%00',
  '/api/flags/../../',
  '/api/burger?locale=%00&platform=web',
  '/api/burger?locale=de-DE&platform=desktop&platform=web',
  '/api/burger/../flags',
  '/.env',
  '/.git/config',
  '/index.php',
  '/wp-admin/',
];

const segmentPieces = ['..', '.', '%2e%2e', '%2e', '%2F', '%2f', '%5C', '%5c', '\\', '%00', '%0d%0a', '%0A', '%E0%A4%A', '%', '%%', '%ZZ', '%C0%AF', '~', 'ß', 'ü', '日本', '😀', '<script>', '"', "'", '`', '//evil.example', '@evil.example', '%40evil.example', 'd', 'fr', 'de', 'XX', ';', ':', '*', '|', '{}', '$', 'desktop-startseite', 'datenschutz', 'fotobuch', 'karten', 'wandbilder'];
const queryKeys = ['locale', 'tracking', 'logging', 'redirect', 'next', 'url', 'split', 'sku', 'q', '__proto__', 'a[b]', '', '%', '%00'];

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...segmentPieces) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 4_000 }).map((length) => 'a'.repeat(length)) },
);

const queryValue = fc.oneof(
  fc.constantFrom('0', '1', '', '%', '%ZZ', '%00', '<script>', '//evil.example', 'https://evil.example', '../', 'de-DE', 'xx-XX'),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 1_000, max: 30_000 }).map((length) => 'q'.repeat(length)),
);

const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.array(fc.tuple(fc.constantFrom(...queryKeys), queryValue), { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`) },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&', '?=&=', '?%', '?a=%') },
);

/** A hostile request target: segments joined by `/`, `//` or `\`, optional trailing slash, optional hostile query. */
export const hostileTarget = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.constantFrom('/', '/', '/', '//', '\\'), fc.boolean(), query)
  .map(([segments, joiner, trailing, search]) => `/${segments.join(joiner)}${trailing ? '/' : ''}${search}`);

/** The corpus, then generated targets (fixed seed) up to `count`. */
export function hostileTargets(count: number, seed = 20_261_121): string[] {
  const corpus = hostileCorpus.slice(0, count);
  return [...corpus, ...fc.sample(hostileTarget, { numRuns: Math.max(0, count - corpus.length), seed })];
}

const hosts = [...ownHostNames];

export interface PathFinding {
  target: string;
  host: string;
  problem: string;
}

export interface PathRunSummary {
  channel: Channel;
  requests: number;
  statuses: Record<string, number>;
  findings: PathFinding[];
  timedOut: boolean;
  seconds: number;
}

/** Targets in findings are cut: some are 30 KB long. */
const short = (target: string) => (target.length > 160 ? `${target.slice(0, 160)}… (${target.length} chars)` : target);

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

/**
 * Sends every target to a channel app (on a rotating own host) and checks: no 5xx, redirects only to our own host
 * and port, and a redirect's target does not redirect again.
 */
export async function runHostilePaths(options: { channel: Channel; port: number; targets: readonly string[]; concurrency?: number; timeBudgetMs: number }): Promise<PathRunSummary> {
  const started = Date.now();
  const statuses: Record<string, number> = {};
  const findings: PathFinding[] = [];
  const { port } = options;
  const result = await runPool(options.targets, { concurrency: options.concurrency ?? 6, deadline: started + options.timeBudgetMs }, async (target, index) => {
    const host = `${hosts[index % hosts.length]}:${port}`;
    let response;
    try {
      response = await rawGet({ port, target, host });
    } catch (error) {
      // Node's HTTP parser refuses a request head over its 16 KiB limit and may reset the socket while we still write.
      if (Buffer.byteLength(target) > 16 * 1024 && /ECONNRESET|EPIPE/.test((error as Error).message)) {
        statuses.reset = (statuses.reset ?? 0) + 1;
        return;
      }
      findings.push({ target: short(target), host, problem: `no answer: ${(error as Error).message.slice(0, 200)}` });
      return;
    }
    statuses[String(response.status)] = (statuses[String(response.status)] ?? 0) + 1;
    if (response.status >= 500) findings.push({ target: short(target), host, problem: `status ${response.status}` });
    if (!isRedirect(response.status)) return;
    const location = response.headers.location;
    if (!location) {
      findings.push({ target: short(target), host, problem: `redirect ${response.status} without Location` });
      return;
    }
    let next: URL;
    try {
      next = new URL(location, `http://${host}/`);
    } catch {
      findings.push({ target: short(target), host, problem: `unparsable Location ${location}` });
      return;
    }
    if (!ownHostNames.has(next.hostname) || next.port !== String(port) || (next.protocol !== 'http:' && next.protocol !== 'https:')) {
      findings.push({ target: short(target), host, problem: `redirect to a foreign host: ${location}` });
      return;
    }
    try {
      const second = await rawGet({ port, target: `${next.pathname}${next.search}`, host: next.host });
      if (isRedirect(second.status)) findings.push({ target: short(target), host, problem: `redirect chain: ${location} → ${second.status} ${second.headers.location ?? ''}` });
      if (second.status >= 500) findings.push({ target: short(target), host, problem: `redirect target ${location} answers ${second.status}` });
    } catch (error) {
      findings.push({ target: short(target), host, problem: `redirect target ${location}: ${(error as Error).message}` });
    }
  });
  return { channel: options.channel, requests: result.done, statuses, findings, timedOut: result.timedOut, seconds: (Date.now() - started) / 1000 };
}
