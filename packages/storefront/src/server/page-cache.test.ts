import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_DECISION_HEADER, type ProxyBridge, type ProxyDecision } from '../routing/proxy-bridge.ts';
import { createPageCache } from './page-cache.ts';
import { keepCookiesPrivate, PRIVATE_PAGE_CACHE_CONTROL } from './security-headers.ts';

const SHARED = 's-maxage=300, stale-while-revalidate=31535700';

/**
 * A channel server in miniature: a proxy bridge that rewrites by the `variant` cookie (a new visitor without one gets
 * `b` and a cookie), and a "Next" that renders the rewrite target it is handed, counting its renders.
 */
function setUp(options: { cacheControl?: string; status?: number; freshMs?: number; clock?: { now: number }; pageCookie?: string } = {}) {
  const decisions = new Map<string, ProxyDecision & { target: string }>();
  const released: string[] = [];
  let counter = 0;
  const bridge: ProxyBridge = {
    async decide({ url, headers }) {
      const variant = /variant=(\w+)/.exec(String(headers.cookie ?? ''))?.[1];
      const path = new URL(url).pathname;
      const id = `decision-${++counter}`;
      const target = `http://127.0.0.1:1/de-DE/web/${variant ?? 'b'}${path}`;
      const decision = { id, target, rewrite: path.startsWith('/redirect') ? undefined : target, setCookies: variant ? [] : ['variant=b; Path=/'] };
      decisions.set(id, decision);
      return decision;
    },
    release(id) {
      released.push(id);
    },
  };
  const renders: string[] = [];
  const clock = options.clock ?? { now: 1_000_000 };
  const pages = createPageCache({ bridge: () => bridge, now: () => clock.now, freshMs: options.freshMs ?? 1_000, staleMs: 5_000 });
  const next = (req: IncomingMessage, res: ServerResponse) => {
    const decision = decisions.get(String(req.headers[PROXY_DECISION_HEADER]));
    const target = decision?.target ?? 'undecided';
    renders.push(target);
    res.setHeader('cache-control', options.cacheControl ?? SHARED);
    for (const cookie of decision?.setCookies ?? []) res.appendHeader('set-cookie', cookie);
    if (options.pageCookie) res.appendHeader('set-cookie', options.pageCookie);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', 'MISS');
    res.statusCode = req.url === '/missing' ? 404 : req.url === '/api/revalidate' ? Number(req.headers['x-status'] ?? 200) : (options.status ?? 200);
    res.write('<html>');
    res.end(`${target}</html>`);
  };
  const server: Server = createServer((req, res) => {
    keepCookiesPrivate(res);
    void pages.handle(req, res, `http://127.0.0.1:1${req.url ?? '/'}`, () => next(req, res));
  });
  return { server, pages, renders, released, clock };
}

let running: Server | undefined;
afterEach(async () => {
  running?.closeAllConnections();
  await new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve()));
  running = undefined;
});

async function start(stand: ReturnType<typeof setUp>) {
  running = stand.server;
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  const { port } = stand.server.address() as AddressInfo;
  return async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
    return { status: response.status, body: await response.text(), headers: response.headers };
  };
}

const returning = (variant: string) => ({ headers: { cookie: `variant=${variant}` } });

describe('createPageCache', () => {
  it('sends a shareable page again without Next, and only to visitors with the same decision', async () => {
    const stand = setUp();
    const get = await start(stand);
    const first = await get('/karten/', returning('a'));
    const again = await get('/karten/', returning('a'));
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers.get('cache-control')).toBe(SHARED);
    expect([first.headers.get('x-nextjs-cache'), again.headers.get('x-nextjs-cache')]).toEqual(['MISS', 'HIT']);
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)));
    expect(stand.renders).toEqual(['http://127.0.0.1:1/de-DE/web/a/karten/']);
    // Another variant is another page: Next renders it.
    const other = await get('/karten/', returning('c'));
    expect(other.body).toContain('/web/c/karten/');
    expect(stand.renders).toHaveLength(2);
    // The decisions the server took were handed on or released, none kept.
    expect(stand.released).toEqual(['decision-1', 'decision-2', 'decision-3']);
  });

  it('adds a new visitor’s cookie to a stored page per request and makes that answer private; stores no cookie', async () => {
    const stand = setUp();
    const get = await start(stand);
    // A first visit's answer is the shared page plus its visitor's cookie: stored without the cookie.
    const firstVisit = await get('/karten/');
    expect(firstVisit.headers.get('set-cookie')).toBe('variant=b; Path=/');
    expect(firstVisit.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    const returningVisit = await get('/karten/', returning('b'));
    expect(stand.renders).toHaveLength(1);
    expect(returningVisit.headers.get('set-cookie')).toBeNull();
    expect(returningVisit.headers.get('cache-control')).toBe(SHARED);
    expect(returningVisit.body).toBe(firstVisit.body);
    const secondFirstVisit = await get('/karten/');
    expect(stand.renders).toHaveLength(1);
    expect(secondFirstVisit.body).toBe(firstVisit.body);
    expect(secondFirstVisit.headers.get('set-cookie')).toBe('variant=b; Path=/');
    expect(secondFirstVisit.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it('keeps no answer with a cookie the proxy did not set for the visitor', async () => {
    const stand = setUp({ pageCookie: 'session=s1; Path=/; HttpOnly' });
    const get = await start(stand);
    await get('/karten/', returning('a'));
    await get('/karten/');
    expect(stand.renders).toHaveLength(2);
    expect(stand.pages.size().entries).toBe(0);
  });

  it('keeps no private, uncacheable or failed answer', async () => {
    for (const options of [{ cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }, { status: 500 }]) {
      const stand = setUp(options);
      const get = await start(stand);
      await get('/konto/', returning('a'));
      await get('/konto/', returning('a'));
      expect(stand.renders).toHaveLength(2);
      expect(stand.pages.size().entries).toBe(0);
      running?.closeAllConnections();
      await new Promise<void>((resolve) => stand.server.close(() => resolve()));
      running = undefined;
    }
    const stand = setUp();
    const get = await start(stand);
    expect((await get('/missing', returning('a'))).status).toBe(404);
    expect((await get('/missing', returning('a'))).status).toBe(404);
    expect(stand.renders).toHaveLength(2);
  });

  it('leaves client-router, conditional, non-GET and non-rewrite requests to Next', async () => {
    const stand = setUp();
    const get = await start(stand);
    await get('/karten/', returning('a'));
    for (const headers of [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'if-none-match': '"x"' }, { range: 'bytes=0-1' }] as Record<string, string>[]) await get('/karten/', { headers: { ...returning('a').headers, ...headers } });
    await get('/karten/', { ...returning('a'), method: 'POST', body: 'x' });
    await get('/redirect', returning('a'));
    await get('/redirect', returning('a'));
    expect(stand.renders).toHaveLength(8);
  });

  it('asks Next again once the stored page is a second old, and stores its new answer', async () => {
    const stand = setUp();
    const get = await start(stand);
    await get('/karten/', returning('a'));
    stand.clock.now += 1_001;
    // Expired: this request refreshes through Next and stores the new answer.
    await get('/karten/', returning('a'));
    expect(stand.renders).toHaveLength(2);
    await get('/karten/', returning('a'));
    expect(stand.renders).toHaveLength(2);
  });

  it('drops every stored page when a revalidation succeeds, not when it is refused', async () => {
    const stand = setUp();
    const get = await start(stand);
    await get('/karten/', returning('a'));
    expect(stand.pages.size().entries).toBe(1);
    await get('/api/revalidate', { method: 'POST', body: '{}', headers: { 'x-status': '401' } });
    expect(stand.pages.size().entries).toBe(1);
    await get('/karten/', returning('a'));
    expect(stand.renders).toHaveLength(2);
    await get('/api/revalidate', { method: 'POST', body: '{}' });
    expect(stand.pages.size().entries).toBe(0);
    await get('/karten/', returning('a'));
    expect(stand.renders).toHaveLength(4);
  });

  it('drops a client’s own decision header: only the server hands decisions to Next', async () => {
    const stand = setUp();
    const get = await start(stand);
    await get('/api/flags', { headers: { [PROXY_DECISION_HEADER]: 'decision-forged' }, method: 'POST', body: '' });
    expect(stand.renders).toEqual(['undecided']);
  });
});
