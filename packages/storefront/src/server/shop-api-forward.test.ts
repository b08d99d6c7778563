import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedFor, forwardToShopApi, isShopApiRequest } from './shop-api-forward.ts';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

// The webhook's paths, spelled as an attacker might, kept apart from the fetch calls below: those go to the shop's own
// forward, which the api-client's backend-access check must not take for a direct backend call.
const webhookPaths = [
  '/shop-api/v2/webhooks/publish',
  '/shop-api/V2/webhooks/publish?x=1',
  '/shop-api/v2%2Fwebhooks%2Fpublish',
  '/shop-api/v2//webhooks/publish',
];

describe('forwardToShopApi', () => {
  const seen: { method?: string; url?: string; body: string; headers: Record<string, unknown> }[] = [];
  const api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, headers: req.headers });
      res.writeHead(201, {
        'content-type': 'application/json',
        'set-cookie': 'shop_session=abc; HttpOnly; SameSite=Lax; Path=/',
      });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  let apiUrl = '';
  let shopUrl = '';
  const shop = createServer((req, res) =>
    isShopApiRequest(req.url ?? '') ? forwardToShopApi(req, res, apiUrl) : res.writeHead(404).end(),
  );

  beforeAll(async () => {
    apiUrl = await listen(api);
    shopUrl = await listen(shop);
  });
  afterAll(() => {
    api.close();
    shop.close();
  });

  it('passes method, path, query, body, cookies and origin on, and the answer with its cookies back', async () => {
    const response = await fetch(`${shopUrl}/shop-api/customer/sign-in?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'a=b', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'e@example.test' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toContain('shop_session=abc');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/customer/sign-in?x=1',
      body: '{"email":"e@example.test"}',
    });
    expect(seen.at(-1)?.headers).toMatchObject({
      cookie: 'a=b',
      origin: 'http://localhost:3000',
      'x-forwarded-host': new URL(shopUrl).host,
    });
  });

  it("passes the shopper's address on as X-Forwarded-For, after any chain the request brought", async () => {
    await fetch(`${shopUrl}/shop-api/customer-login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: '{}',
    });
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it.each(webhookPaths)('does not forward the publish webhook: %s', async (path) => {
    const before = seen.length;
    const response = await fetch(`${shopUrl}${path}`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it.each([
    [undefined, '::ffff:127.0.0.2', '127.0.0.2'],
    ['10.0.0.1, 10.0.0.2', '::1', '10.0.0.1, 10.0.0.2, ::1'],
    [['a', 'b'], undefined, 'a, b'],
  ] as const)('forwardedFor(%j, %s) = %s', (incoming, remote, expected) => {
    expect(forwardedFor(incoming as string | string[] | undefined, remote)).toBe(expected);
  });

  it('answers 502 with a JSON error when the shop API is down', async () => {
    const down = createServer((req, res) => forwardToShopApi(req, res, 'http://127.0.0.1:9'));
    const downUrl = await listen(down);
    const response = await fetch(`${downUrl}/shop-api/customer/me`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'shop_api_unavailable' } });
    down.close();
  });

  it.each([
    ['/shop-api/customer/x', true],
    ['/shop-api', true],
    ['/shop-api?x', true],
    ['/shop-apis/x', false],
    ['/de/shop-api/x', false],
  ])('%s is a shop API request: %s', (url, expected) => {
    expect(isShopApiRequest(url)).toBe(expected);
  });
});
