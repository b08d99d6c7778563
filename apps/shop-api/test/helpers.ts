import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import postgres from 'postgres';
import { createApp } from '../src/app.ts';
import { createBackgroundTasks } from '../src/services/background.ts';
import { createLogger } from '../src/services/logger.ts';
import { readOutbox as readMailFolder, verificationToken, type OutboxMail } from './outbox.ts';
import { migrateAndSeed, openDatabase, type Database } from '../src/db/client.ts';
import { forgetPriceCatalogue } from '../src/pricing/price-catalogue.ts';
import { parseEnv, type EnvInput } from '../src/env.ts';
import type { Clock } from '../src/http/context.ts';

export interface TestServer {
  url: string;
  database: Database;
  dataDir: string;
  clock: MutableClock;
  /** The server's log lines at warn and error (pino JSON, parsed). */
  logs: Record<string, unknown>[];
  /** fetch against the server with the shop headers and a local Origin on unsafe methods. */
  request(pathname: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  readOutbox(): Promise<string[]>;
  /** The outbox's mails parsed (after the background queue has settled), oldest first. */
  readMails(): Promise<OutboxMail[]>;
  /**
   * Signs up (202), follows the verification mail's token (`/web-api/customer-signup/verify`) and answers the verify
   * response: logged in, with the session cookie. `headers` go on both calls (shop and language of the mail), `cookie`
   * (a visitor's cart) on the verification, as the browser that follows the link sends it.
   */
  signUpVerified(
    json: { email: string; password: string; firstName: string; lastName: string },
    init?: { headers?: Record<string, string>; cookie?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface MutableClock extends Clock {
  set(date: Date | string): void;
}

/** A clock tests can move; starts at real time unless given a date. */
export function createClock(start?: string): MutableClock {
  let fixed: Date | undefined = start ? new Date(start) : undefined;
  return { now: () => (fixed ? new Date(fixed) : new Date()), set: (date) => (fixed = new Date(date)) };
}

// Booting PGlite (WASM) costs seconds on a busy machine, resetting its schema well under one: the API test files run
// with `isolate: false`, so each worker keeps one in-memory PGlite and every file starts from a freshly seeded schema.
let sharedPglite: Database | undefined;

async function resetPglite(): Promise<Database> {
  if (!sharedPglite) {
    sharedPglite = await openDatabase({});
    return sharedPglite;
  }
  await sharedPglite.db.execute('drop schema if exists drizzle cascade');
  await sharedPglite.db.execute('drop schema public cascade');
  await sharedPglite.db.execute('create schema public');
  await migrateAndSeed(sharedPglite);
  // The price routes keep the tables they price from in memory (src/pricing/price-catalogue.ts): read the new seed.
  forgetPriceCatalogue(sharedPglite.db);
  return sharedPglite;
}

/** A freshly seeded database: the worker's PGlite reset, or a new throwaway database on the server of DATABASE_URL. */
async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  shared: boolean;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await resetPglite(), drop: async () => {}, shared: true };
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    shared: false,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function startTestServer(
  options: { clock?: MutableClock; env?: EnvInput } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-test-'));
  const { database, drop, shared } = await openTestDatabase();
  const clock = options.clock ?? createClock();
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(options.env as Record<string, string | undefined>) });
  const background = createBackgroundTasks((name, error) => console.error(name, error));
  // Warnings and errors are kept for the tests to read (the access log at info is not).
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) } });
  const app = createApp({ db: database.db, env, clock, background, logger });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const outboxDir = path.join(dataDir, 'outbox');
  const request: TestServer['request'] = (pathname, init = {}) => {
    const { json, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has('x-channel') && !headers.has('x-no-shop-headers'))
      headers.set('x-channel', 'kartenliebe-DE');
    if (!headers.has('x-locale') && !headers.has('x-no-shop-headers')) headers.set('x-locale', 'de-DE');
    headers.delete('x-no-shop-headers');
    const method = rest.method ?? (json === undefined ? 'GET' : 'POST');
    if (method !== 'GET' && !headers.has('origin')) headers.set('origin', 'http://localhost:3000');
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (cookie) headers.set('cookie', cookie);
    return fetch(url + pathname, {
      ...rest,
      method,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  };
  return {
    url,
    database,
    dataDir,
    clock,
    logs,
    request,
    readOutbox: async () => {
      await background.settled();
      const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
      return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    readMails: async () => {
      await background.settled();
      return readMailFolder(outboxDir);
    },
    signUpVerified: async (json, { headers = {}, cookie } = {}) => {
      const signup = await request('/web-api/customer-signup', { json, headers });
      if (signup.status !== 202) throw new Error(`sign-up ${json.email}: ${signup.status} ${await signup.text()}`);
      await background.settled();
      const mail = (await readMailFolder(outboxDir)).findLast((entry) => entry.to === json.email.toLowerCase() && verificationToken(entry));
      const token = mail && verificationToken(mail);
      if (!token) throw new Error(`no verification mail to ${json.email}`);
      return request('/web-api/customer-signup/verify', { json: { token }, headers, ...(cookie ? { cookie } : {}) });
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!shared) await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of a Set-Cookie header, for sending back. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_session='));
  if (!header) throw new Error('no session cookie');
  return header.split(';')[0] ?? '';
}

/** Loosely typed JSON for probing payloads in tests; the shared zod schemas assert the shapes where it matters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only escape hatch, see above
export type Loose = any;
