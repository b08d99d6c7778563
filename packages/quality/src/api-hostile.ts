import fc from 'fast-check';
import path from 'node:path';
// The shop API's own app factory, imported by path as packages/api-client does: only to list its routes.
import { createApp } from '../../../apps/shop-api/src/app.ts';
import { parseEnv } from '../../../apps/shop-api/src/env.ts';
import { createFormLimits } from '../../../apps/shop-api/src/services/limits.ts';
import { createLoginThrottle } from '../../../apps/shop-api/src/services/throttle.ts';
import { verificationToken, waitForMail } from '../../../apps/shop-api/test/outbox.ts';
import { hostileApiDataDir } from './ports.ts';

export interface ApiRoute {
  method: string;
  path: string;
}

/** Every route the shop API serves, from its own router (middleware entries left out). */
export function listShopApiRoutes(): ApiRoute[] {
  // No database, so the limiters count in memory: the database store's clean-up (every five minutes) would call into
  // the empty stand-in and log a failure each time.
  const app = createApp({
    db: {} as never,
    env: parseEnv({ DATA_DIR: '/nonexistent-quality-route-listing' }),
    throttle: createLoginThrottle(),
    formLimits: createFormLimits(),
  });
  const seen = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

export const allowedOrigin = 'http://localhost:3000';

const pathParamValues = ['abc', '-1', '0', '1.5', '99999999999999999999999', '%00', "1'%20OR%20'1'='1", `${'9'.repeat(400)}`, '%ZZ', '..%2F..%2Fetc%2Fpasswd', '%3Cscript%3E'];
const wildcardValues = ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/package.json', 'a'.repeat(3_000), '%00', '%ZZ', 'kartenliebe/%3Cscript%3Ealert(1)%3C%2Fscript%3E', "kartenliebe/home'%20OR%201=1--", '日本/😀', '.env', '../../apps/shop-api/src/env.ts'];

/** Fixed hostile query strings, sent to every GET route. */
export const hostileQueries: readonly string[] = [
  '?unknownField=1',
  "?id=abc&quantity=-1&format=%00&sku=%27%20OR%201%3D1--&locale=xx-XX&page=NaN&per_page=-5",
  '?quantity=1e309&amount=Infinity&width=-0&height=0x10&designId=%7B%7D',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1&a[b][c][d]=1',
  '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&name=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  `?x=${'x'.repeat(12_000)}`,
  '?format=1x1&format=2x2&format=3x3&locale=de-DE&locale=fr-FR',
  '?%ZZ=%&%=%%&=',
  "?token=%27%20OR%20%271%27%3D%271&version=draft&from_release=1%3B%20DROP%20TABLE%20x",
  '?email=a%40b.c%27%3B%20DROP%20TABLE%20customers%3B--&key=%00',
  '?starts_with=../../&by_slugs=*&resolve_relations=__proto__.x&sort_by=1;DROP&w=999999&h=-1&dpr=7&q=1000&fit=%00',
  '?names=%00,%0d%0a,<x>&path=//evil.example&release=-1',
];

export interface BodyCase {
  name: string;
  contentType: string;
  body: string | Uint8Array;
  /** Only in the full run: big uploads. */
  fullOnly?: boolean;
}

const wrongTypes = { email: 123, password: [], firstName: {}, lastName: null, token: 42, enabled: 'yes', locale: 7, story: 'x', quantity: 'many', credential: false, sku: [1], payload: 1 };
const injections = {
  email: "' OR 1=1--@example.com",
  password: '<script>alert(1)</script>',
  firstName: '${7*7}{{7*7}}',
  lastName: 'a\u0000b',
  token: '../../etc/passwd',
  enabled: 'true; DROP TABLE orders',
  locale: 'de-DE\r\nX-Injected: 1',
  story: { content: { component: '<img src=x onerror=alert(1)>' } },
  credential: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  sku: "1' UNION SELECT * FROM customers--",
};

/** Fixed malformed bodies, sent to every route that takes one. */
export const hostileBodies: readonly BodyCase[] = [
  { name: 'broken JSON', contentType: 'application/json', body: '{"email": "a@b.c", ' },
  { name: 'JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'JSON number', contentType: 'application/json', body: '42' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'JSON string', contentType: 'application/json', body: '"x"' },
  { name: 'empty body', contentType: 'application/json', body: '' },
  { name: 'empty object', contentType: 'application/json', body: '{}' },
  { name: 'unknown fields only', contentType: 'application/json', body: '{"unknownField":1,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' },
  { name: 'wrong types', contentType: 'application/json', body: JSON.stringify(wrongTypes) },
  { name: 'injection strings', contentType: 'application/json', body: JSON.stringify(injections) },
  { name: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(30_000)}${']'.repeat(30_000)}` },
  { name: 'huge JSON (100 KiB)', contentType: 'application/json', body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100 * 1024) }) },
  { name: 'text/plain form', contentType: 'text/plain', body: 'email=a@b.c&password=x' },
  { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&password[]=x' },
  { name: 'broken multipart', contentType: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\nnot a png\r\n--zz' },
  { name: 'binary garbage', contentType: 'application/octet-stream', body: Uint8Array.from({ length: 4096 }, (_, i) => (i * 131) % 256) },
  { name: 'huge upload (16 MiB)', contentType: 'application/octet-stream', body: new Uint8Array(16 * 1024 * 1024), fullOnly: true },
];

/** Generated hostile query strings (fixed seed) on top of the fixed ones, for the full run. */
export function generatedQueries(count: number, seed = 9): string[] {
  const key = fc.constantFrom('id', 'sku', 'format', 'quantity', 'locale', 'page', 'per_page', 'token', 'version', 'language', 'designId', 'names', 'w', 'h', 'key', 'path', 'email', 'x');
  const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer().map(String), fc.double().map(String), fc.constantFrom("' OR 1=1--", '<script>', '../../', '%00', '\u0000', '{}', '[]', 'null', 'true'));
  const query = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`);
  return fc.sample(query, { numRuns: count, seed });
}

/** Concrete request paths for a route: parameters and wildcards replaced with hostile values. */
export function hostilePaths(route: ApiRoute): string[] {
  if (route.path.includes('*')) return wildcardValues.map((value) => route.path.replace('*', value));
  if (route.path.includes('/:')) return pathParamValues.map((value) => route.path.replace(/:[A-Za-z]+/g, value));
  return [route.path];
}

export interface ApiCase {
  route: ApiRoute;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  label: string;
}

/** Every hostile request for every route (`full` adds generated queries and the big uploads). */
export function buildApiCases(routes: readonly ApiRoute[], options: { full: boolean }): ApiCase[] {
  const cases: ApiCase[] = [];
  const base = { origin: allowedOrigin, 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE' };
  const queries = options.full ? [...hostileQueries, ...generatedQueries(20)] : hostileQueries;
  for (const route of routes) {
    for (const path of hostilePaths(route)) {
      if (route.method === 'GET') {
        for (const query of queries) cases.push({ route, method: 'GET', path: `${path}${query}`, headers: base, label: `query ${query.slice(0, 60)}` });
      } else {
        for (const bodyCase of hostileBodies) {
          if (bodyCase.fullOnly && !options.full) continue;
          cases.push({ route, method: route.method, path, headers: { ...base, 'content-type': bodyCase.contentType }, body: bodyCase.body, label: bodyCase.name });
        }
      }
      // Garbage context headers on every route.
      cases.push({ route, method: route.method, path, headers: { ...base, 'x-channel': "kartenliebe-DE' OR 1=1--", 'x-locale': '../../etc' }, label: 'garbage X-Channel / X-Locale' });
    }
  }
  return cases;
}

/** A dozen bad inputs for the fast run inside `npm test`. */
export function fastApiCases(routes: readonly ApiRoute[]): ApiCase[] {
  const find = (method: string, path: string) => {
    const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
    if (!route) throw new Error(`shop API has no route ${method} ${path} any more: update the fast cases`);
    return route;
  };
  const base = { origin: allowedOrigin, 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE', 'content-type': 'application/json' };
  const body = (name: string) => hostileBodies.find((entry) => entry.name === name)?.body ?? '';
  const post = (path: string, bodyName: string): ApiCase => ({ route: find('POST', path), method: 'POST', path, headers: base, body: body(bodyName), label: bodyName });
  const get = (path: string, query: string): ApiCase => ({ route: find('GET', path), method: 'GET', path: `${path}${query}`, headers: base, label: `query ${query.slice(0, 60)}` });
  return [
    post('/web-api/customer-login', 'broken JSON'),
    post('/web-api/customer-login', 'wrong types'),
    post('/web-api/customer-signup', 'injection strings'),
    post('/web-api/customer-signup', 'huge JSON (100 KiB)'),
    post('/web-api/newsletter-subscribe', 'unknown fields only'),
    post('/web-api/customer-password-reset/confirm', 'JSON array'),
    post('/frontend-api/mp/storyblok/transform', 'deep nesting'),
    get('/web-api/calendar-price', hostileQueries[1] ?? ''),
    get('/web-api/photobook-price', hostileQueries[2] ?? ''),
    get('/v2/cdn/stories', hostileQueries[10] ?? ''),
    { route: find('GET', '/v2/cdn/stories/*'), method: 'GET', path: `/v2/cdn/stories/${wildcardValues[0]}`, headers: base, label: 'path traversal' },
    { route: find('GET', '/web-api/photobook-design-group-set/:designGroupSetId'), method: 'GET', path: '/web-api/photobook-design-group-set/99999999999999999999999', headers: base, label: 'huge id' },
    { route: find('GET', '/web-api/themes'), method: 'GET', path: '/web-api/themes', headers: { ...base, 'x-channel': "kartenliebe-DE' OR 1=1--" }, label: 'garbage X-Channel' },
  ];
}

export interface ApiFinding {
  request: string;
  problem: string;
}

/** Sends one case and checks the answer: below 500, and every error a JSON body with error.code and error.message. */
export async function checkApiCase(baseUrl: string, apiCase: ApiCase, cookie: string | undefined): Promise<{ status: number; finding?: ApiFinding }> {
  const request = `${apiCase.method} ${apiCase.path.slice(0, 120)} [${apiCase.label}]`;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${apiCase.path}`, {
      method: apiCase.method,
      headers: { ...apiCase.headers, ...(cookie ? { cookie } : {}) },
      body: apiCase.body === undefined ? undefined : typeof apiCase.body === 'string' ? apiCase.body : Buffer.from(apiCase.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return { status: 0, finding: { request, problem: `no answer: ${(error as Error).message}` } };
  }
  const text = await response.text();
  const status = response.status;
  if (status >= 500) return { status, finding: { request, problem: `${status} ${text.slice(0, 200)}` } };
  if (status < 400) return { status };
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return { status, finding: { request, problem: `${status} is not JSON: ${response.headers.get('content-type')} ${text.slice(0, 120)}` } };
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code !== 'string' || body.error.code === '' || typeof body.error.message !== 'string' || body.error.message === '') {
      return { status, finding: { request, problem: `${status} error body names no problem: ${text.slice(0, 200)}` } };
    }
  } catch {
    return { status, finding: { request, problem: `${status} body does not parse: ${text.slice(0, 120)}` } };
  }
  return { status };
}

/** Where the suite's shop API (playwright.config.ts, DATA_DIR) writes its mails: the stand-in for SMTP. */
export const qualityOutboxDir = path.resolve(import.meta.dirname, '../../../apps/shop-api', hostileApiDataDir, 'outbox');

/**
 * Follows the newest sign-up verification mail to an address as its owner would (the token of its link, verified with
 * the shop API): the answer is logged in and carries the session cookie. `headers` go along (e.g. a public host).
 */
export async function followVerificationMail(baseUrl: string, email: string, headers: Record<string, string> = {}): Promise<Response> {
  const mail = await waitForMail(qualityOutboxDir, { to: email, timeoutMs: 30_000, match: (entry) => verificationToken(entry) !== undefined });
  return fetch(`${baseUrl}/web-api/customer-signup/verify`, {
    method: 'POST',
    headers: { origin: allowedOrigin, 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE', ...headers },
    body: JSON.stringify({ token: verificationToken(mail) }),
  });
}

/** Signs up a customer (`quality-password-1`), follows the mailed link and returns its session cookie. */
export async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/web-api/customer-signup`, {
    method: 'POST',
    headers: { origin: allowedOrigin, 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE' },
    body: JSON.stringify({ email, password: 'quality-password-1', firstName: 'Quality', lastName: 'Check' }),
  });
  if (response.status !== 202) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const verified = await followVerificationMail(baseUrl, email);
  if (verified.status !== 200) throw new Error(`sign-up link of ${email}: ${verified.status} ${await verified.text()}`);
  return verified.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/**
 * What the API shows of its data: every GET route without parameters that answers 200, read with a customer's
 * session, minus answers that differ between two reads in a row (clocks, latencies).
 */
export async function snapshotApi(baseUrl: string, routes: readonly ApiRoute[], cookie: string): Promise<Map<string, string>> {
  const read = async () => {
    const result = new Map<string, string>();
    for (const route of routes) {
      if (route.method !== 'GET' || route.path.includes(':') || route.path.includes('*')) continue;
      const response = await fetch(`${baseUrl}${route.path}`, { headers: { cookie, 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE' }, signal: AbortSignal.timeout(30_000) });
      // The health check times its database round trip: a measurement, not data (two equal reads prove nothing).
      const body = (await response.text()).replace(/"latencyMs":\d+/g, '"latencyMs":0');
      if (response.status === 200) result.set(route.path, body);
    }
    // Content as the shops read it: the story list (ids, versions) and the cache version.
    for (const extra of ['/v2/cdn/stories?token=quality&per_page=100&language=de', '/v2/cdn/spaces/me?token=quality']) {
      const response = await fetch(`${baseUrl}${extra}`, { signal: AbortSignal.timeout(30_000) });
      result.set(extra, `${response.status} ${await response.text()}`);
    }
    return result;
  };
  const first = await read();
  const second = await read();
  for (const [key, value] of first) if (second.get(key) !== value) first.delete(key);
  return first;
}
