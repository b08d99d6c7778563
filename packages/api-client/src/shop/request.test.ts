import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { customerResponseSchema, loggedOutCustomer, loginRequestSchema } from '@shop/contract/customer';
import { sendJson, sleep, startLocalServer, type LocalServer } from '../../test/local-server.ts';
import { ShopApiError, ShopNetworkError, ShopRequestError, ShopResponseError } from './errors.ts';
import { createShopClient, shopRequest } from './request.ts';

const customer = loggedOutCustomer;
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer(async (request, response) => {
    switch (request.url.pathname) {
      case '/ok':
        return sendJson(response, 200, { customer });
      case '/bad-request':
        return sendJson(response, 400, {
          error: {
            code: 'validation_failed',
            message: 'email: Enter a valid email address',
            field: 'email',
            fields: { email: 'Enter a valid email address' },
          },
        });
      case '/busy':
        return sendJson(
          response,
          503,
          { error: { code: 'database_unavailable', message: 'retry shortly' } },
          { headers: { 'retry-after': '5' } },
        );
      case '/html-error':
        response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
        return void response.end('<h1>Bad Gateway</h1>');
      case '/wrong-shape':
        return sendJson(response, 200, { customer: { firstName: 42 } });
      case '/not-json':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return void response.end('hello');
      case '/slow':
        await sleep(1500);
        return sendJson(response, 200, { customer });
      case '/file':
        response.writeHead(200, {
          'content-type': 'image/webp',
          'content-disposition': 'attachment; filename="a.webp"',
        });
        return void response.end(Buffer.from([1, 2, 3]));
      default:
        return sendJson(response, 404, { error: { code: 'not_found', message: 'nope' } });
    }
  });
});
afterAll(() => server.close());

const client = (overrides: Partial<Parameters<typeof createShopClient>[0]> = {}) =>
  createShopClient({ baseUrl: server.url, channel: 'wallart', country: 'CH', locale: 'fr-CH', ...overrides });
const last = () => server.requests.at(-1)!;

describe('shopRequest headers and serialisation', () => {
  it('sends X-Channel (channel plus country) and X-Locale on every call, and the query as name[] / name[key]', async () => {
    await shopRequest(client(), {
      path: '/ok',
      query: { ids: [1, 2], options: { cover: 'soft' }, empty: '' },
      response: customerResponseSchema,
    });
    expect(last().headers['x-channel']).toBe('wallart-CH');
    expect(last().headers['x-locale']).toBe('fr-CH');
    expect(last().url.search).toBe('?ids%5B%5D=1&ids%5B%5D=2&options%5Bcover%5D=soft');
  });

  it('sends the referrer and includes credentials only where asked', async () => {
    const spy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    await shopRequest(client({ fetch: spy }), {
      path: '/ok',
      referrer: 'https://wallart.ch/fr/wall-art?x=1',
      credentials: true,
      response: customerResponseSchema,
    });
    expect(last().headers.referer).toBe('https://wallart.ch/fr/wall-art?x=1');
    expect(spy.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'include',
      referrer: 'https://wallart.ch/fr/wall-art?x=1',
    });
    await shopRequest(client({ fetch: spy }), { path: '/ok', response: customerResponseSchema });
    expect(spy.mock.calls[1]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(last().headers.referer).toBeUndefined();
  });

  it('sends the validated, normalised body as JSON', async () => {
    await shopRequest(client(), {
      method: 'POST',
      path: '/ok',
      body: { email: '  Anna@Example.COM ', password: 'x' },
      bodySchema: loginRequestSchema,
      response: customerResponseSchema,
    });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body)).toEqual({ email: 'anna@example.com', password: 'x' });
  });

  it('refuses an invalid body before sending anything', async () => {
    const before = server.requests.length;
    const error = await shopRequest(client(), {
      method: 'POST',
      path: '/ok',
      body: { email: 'nope', password: '' },
      bodySchema: loginRequestSchema,
      response: customerResponseSchema,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopRequestError);
    expect(error).toMatchObject({
      code: 'invalid_request',
      fields: { email: 'Enter a valid email address', password: 'Required' },
    });
    expect(server.requests.length).toBe(before);
  });

  it('refuses a malformed channel or locale when the client is created', () => {
    expect(() => createShopClient({ channel: 'Wallart', country: 'CH', locale: 'fr-CH' })).toThrow(/channel/);
    expect(() => createShopClient({ channel: 'wallart', country: 'CH', locale: 'french' })).toThrow(/locale/);
  });
});

describe('shopRequest error mapping', () => {
  const run = (path: string, timeoutMs?: number) =>
    shopRequest(client(), { path, timeoutMs, response: customerResponseSchema }).catch(
      (caught: unknown) => caught,
    );

  it.each([
    [
      '400 with the error body',
      '/bad-request',
      ShopApiError,
      {
        code: 'validation_failed',
        status: 400,
        field: 'email',
        fields: { email: 'Enter a valid email address' },
      },
    ],
    [
      '503 with Retry-After',
      '/busy',
      ShopApiError,
      { code: 'database_unavailable', status: 503, retryAfterSeconds: 5 },
    ],
    [
      'an error body the schema does not know',
      '/html-error',
      ShopResponseError,
      { code: 'unexpected_status', status: 502, message: 'HTTP 502 Bad Gateway' },
    ],
    [
      'a 200 of the wrong shape',
      '/wrong-shape',
      ShopResponseError,
      { code: 'invalid_response', status: 200 },
    ],
    ['a 200 that is not JSON', '/not-json', ShopResponseError, { code: 'invalid_response', status: 200 }],
  ])('%s', async (_name, path, type, expected) => {
    const error = await run(path);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject(expected);
  });

  it('names the failing fields of an unknown response shape', async () => {
    const error = (await run('/wrong-shape')) as ShopResponseError;
    expect(error.issues.some((issue) => issue.startsWith('customer.firstName'))).toBe(true);
  });

  it('times out a slow answer through AbortSignal', async () => {
    const started = performance.now();
    const error = await run('/slow', 300);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ShopNetworkError);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1200);
  });

  it('tells a caller abort from a timeout', async () => {
    const controller = new AbortController();
    const pending = shopRequest(client(), {
      path: '/slow',
      signal: controller.signal,
      response: customerResponseSchema,
    }).catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ code: 'aborted' });
  });

  it('maps a refused connection to network_error', async () => {
    const error = await shopRequest(
      createShopClient({
        baseUrl: 'http://127.0.0.1:1',
        channel: 'kartenliebe',
        country: 'DE',
        locale: 'de-DE',
      }),
      { path: '/ok', response: customerResponseSchema },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopNetworkError);
    expect(error).toMatchObject({ code: 'network_error' });
  });

  it('downloads files as blobs with their name', async () => {
    const file = await shopRequest(client(), { path: '/file', response: 'binary' });
    expect(file.contentType).toBe('image/webp');
    expect(file.fileName).toBe('a.webp');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('infers the response type from the schema', async () => {
    const value = await shopRequest(client(), {
      path: '/ok',
      response: z.object({ customer: z.object({ isLoggedIn: z.boolean() }) }),
    });
    expect(value.customer.isLoggedIn).toBe(false);
  });
});
