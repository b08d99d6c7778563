import { readFileSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/contract/error';
import { createApp } from '../src/app.ts';
import { openDatabase, openPostgres } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import { createLogger } from '../src/services/logger.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('server skeleton', () => {
  it('answers /health from the database', async () => {
    const response = await server.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports its version (the package.json that `pnpm changeset version` bumps) on /health', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(await (await server.request('/health')).json()).toMatchObject({ version });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await server.request('/web-api/nothing-here');
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('not_found');
  });

  it.each([
    [
      'malformed JSON',
      { body: '{"email": ', headers: { 'content-type': 'application/json' } },
      400,
      'invalid_json',
    ],
    [
      'wrong content type',
      { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'unsupported_media_type',
    ],
    [
      'huge body',
      {
        body: JSON.stringify({ email: 'a'.repeat(200_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'body_too_large',
    ],
    ['JSON array', { body: '[]', headers: { 'content-type': 'application/json' } }, 400, 'validation_failed'],
    [
      'JSON null',
      { body: 'null', headers: { 'content-type': 'application/json' } },
      400,
      'validation_failed',
    ],
  ])('rejects %s with a 4xx JSON error', async (_name, init, status, code) => {
    const response = await server.request('/web-api/customer-login', { method: 'POST', ...init });
    expect(response.status).toBe(status);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe(code);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    ['https://evil.example', 403],
    ['null', 403],
    ['http://localhost:4444', 403],
    ['http://localhost:3000.evil.com', 403],
    ['http://localhost:3000', 400],
    ['http://ch.localhost:3001', 400],
    ['https://www.wallart.de', 400],
    ['https://kartenliebe.co.uk', 400],
  ])('checks Origin %s on POST', async (origin, status) => {
    const response = await server.request('/web-api/customer-login', {
      method: 'POST',
      json: {},
      headers: { origin },
    });
    expect(response.status).toBe(status);
  });

  it.each([
    ['kartenliebe', 'de-DE', 'invalid_channel'],
    ['shoe-DE', 'de-DE', 'unknown_channel'],
    ['kartenliebe-XX', 'de-DE', 'unknown_country'],
    ['kartenliebe-DE', 'fr-CH', 'locale_not_in_country'],
    ['kartenliebe-DE', 'de_DE', 'unknown_locale'],
    ['kartenliebe-DE', 'xx-DE', 'unknown_locale'],
  ])('rejects X-Channel %s with X-Locale %s', async (channel, locale, code) => {
    const response = await server.request('/web-api/customer-data', {
      headers: { 'x-channel': channel, 'x-locale': locale },
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe(code);
  });

  it('answers CORS preflights for allowed origins only, with credentials', async () => {
    const preflight = (origin: string) =>
      server.request('/web-api/customer-login', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-channel,x-locale',
        },
      });
    const allowed = await preflight('http://ch.localhost:3001');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://ch.localhost:3001');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-channel');
    const denied = await preflight('https://evil.example');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const get = await server.request('/web-api/customer-data', { headers: { origin: 'https://wallart.de' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://wallart.de');
  });

  it('sends security headers', async () => {
    const response = await server.request('/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('logs', () => {
  it('writes one JSON access line per request with time, level and the request id (echoed, or accepted from X-Request-Id), and no secrets', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
    const app = createApp({ db: server.database.db, env: parseEnv({ DATA_DIR: server.dataDir }), logger });
    const given = await app.request('/health', { headers: { 'x-request-id': 'shop-abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('shop-abc-123');
    const login = await app.request('/web-api/customer-login?token=query-secret', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'shop_session=cookie-secret', 'x-request-id': 'not ok <script>' },
      body: JSON.stringify({ email: 'anna@example.com', password: 'password-secret' }),
    });
    const generated = login.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    const access = lines.filter((line) => line.event === 'request');
    expect(access).toEqual([
      expect.objectContaining({ level: 'info', requestId: 'shop-abc-123', method: 'GET', path: '/health', status: 200 }),
      expect.objectContaining({ level: 'info', requestId: generated, method: 'POST', path: '/web-api/customer-login', status: login.status }),
    ]);
    for (const line of access) {
      expect(new Date(String(line.time)).toISOString()).toBe(line.time);
      expect(line.durationMs).toEqual(expect.any(Number));
    }
    expect(JSON.stringify(lines)).not.toMatch(/secret|anna@example/);
  });
});

describe('database unavailable, restart', () => {
  it('answers 503 with Retry-After when the database is gone, and a restart keeps the data', async () => {
    const dir = `${server.dataDir}/reopen`;
    const first = await openDatabase({ dataDir: dir });
    const app = createApp({ db: first.db, env: parseEnv({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }) });
    expect((await app.request('/health')).status).toBe(200);
    await first.db.execute(
      `insert into newsletter_subscriptions (email, channel, locale, token_hash) values ('keep@example.com', 'kartenliebe', 'de-DE', 'x')`,
    );
    await first.close();

    const response = await app.request('/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = await response.text();
    expect(apiErrorSchema.parse(JSON.parse(body)).error.code).toBe('database_unavailable');
    expect(body).not.toMatch(/\.ts:\d+/);

    // Migrations and seed run again on the reopened database: idempotent, nothing lost, nothing doubled.
    const second = await openDatabase({ dataDir: dir });
    const kept = await second.db.execute(
      `select count(*)::int as n from newsletter_subscriptions where email = 'keep@example.com'`,
    );
    const customers = await second.db.execute(`select count(*)::int as n from customers`);
    await second.close();
    expect(JSON.stringify(kept)).toContain('"n":1');
    expect(JSON.stringify(customers)).toContain('"n":4');
    // Two cold starts of an on-disk PGlite: more than the usual 30 s when the machine is busy.
  }, 90_000);
});

describe('postgres briefly unavailable', () => {
  it('answers 503 while the server refuses connections and recovers on its own', async () => {
    // A TCP switch in front of the database: down = nothing listens (connection refused), up = forwards to DATABASE_URL.
    const target = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      if (!target) return client.destroy();
      const upstream = createConnection(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => (client.destroy(), upstream.destroy());
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    const listen = (port: number) => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    const stop = () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      return new Promise((resolve) => proxy.close(resolve));
    };
    await listen(0);
    const port = (proxy.address() as AddressInfo).port;
    await stop();
    const url = new URL(target?.toString() ?? 'postgres://shop@127.0.0.1/postgres');
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const database = openPostgres(url.toString());
    const app = createApp({ db: database.db, env: parseEnv({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }) });
    try {
      const down = await app.request('/health');
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      if (target) {
        await listen(port);
        expect((await app.request('/health')).status).toBe(200);
        await stop();
        expect((await app.request('/health')).status).toBe(503);
        await listen(port);
        expect((await app.request('/health')).status).toBe(200);
      }
    } finally {
      await database.close();
      if (proxy.listening) await stop();
    }
  });
});

describe('request timeout', () => {
  it('answers 503 when the database accepts connections but never answers', async () => {
    const blackHole = createServer(() => {});
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const database = openPostgres(
      `postgres://shop@127.0.0.1:${(blackHole.address() as AddressInfo).port}/postgres`,
    );
    const app = createApp({
      db: database.db,
      env: parseEnv({ DATA_DIR: server.dataDir, REQUEST_TIMEOUT_MS: '300', LOG_LEVEL: 'silent' }),
    });
    try {
      const response = await app.request('/health');
      expect(response.status).toBe(503);
      expect(apiErrorSchema.parse(await response.json()).error.code).toBe('timeout');
    } finally {
      void database.close();
      blackHole.close();
    }
  });
});
