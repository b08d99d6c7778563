/**
 * Load test: 200 concurrent clients sign up, follow the mailed link (the token from the outbox) and log in for 30 s
 * against a freshly started shop API on loopback, then every created account is looked up in the database. Prints
 * errors, throughput and latency percentiles, and how long the verification mails took: a sign-up's password is hashed
 * after the answer, behind the log-ins (two OWASP-cost hashes at a time), so under this flood a mail waits for the
 * backlog of sign-ups before it, while log-ins stay fast. On two cores the flood is some 230 sign-ups and as many
 * log-ins, about three hashes a second: the last mails come two to two and a half minutes after their sign-up's answer.
 * A mail is waited for up to `BENCH_MAIL_WAIT_SECONDS` (300 s); one that does not come is an error, a late one is not
 * (the mail line counts those later than two minutes).
 * Each client is its own shopper (`X-Forwarded-For`, which the API believes from loopback, its trusted proxy): the
 * per-client form limits count each one, not the bench as a whole.
 *
 *   pnpm --filter @shop/shop-api bench            (PGlite in a temp folder)
 *   DATABASE_URL=postgres://... pnpm ... bench     (the given Postgres)
 *   BENCH_CONCURRENCY=50 BENCH_SECONDS=10 ...      (smaller runs)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { customers } from '../src/db/schema.ts';
import { verificationToken, watchOutbox } from '../test/outbox.ts';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const mailWaitMs = Number(process.env.BENCH_MAIL_WAIT_SECONDS ?? 300) * 1000;
/** A mail later than this is counted in the report, not as an error. */
const lateMailMs = 120_000;
const databaseUrl = process.env.DATABASE_URL;
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-bench-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['src/main.ts'], {
  cwd: appRoot,
  env: {
    ...process.env,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('server did not start within 120 s')), 120_000);
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('listening')) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
console.log(
  `server up on ${baseUrl} (${databaseUrl ? 'postgres' : 'pglite'}); ${concurrency} clients for ${seconds} s`,
);

const headers = {
  'content-type': 'application/json',
  origin: 'http://localhost:3000',
  'x-channel': 'kartenliebe-DE',
  'x-locale': 'de-DE',
};
type Kind = 'signup' | 'mail' | 'verify' | 'login';
const latencies: Record<Kind, number[]> = { signup: [], mail: [], verify: [], login: [] };
const outbox = watchOutbox(path.join(dataDir, 'outbox'));
const errors = new Map<string, number>();
const created: string[] = [];
const runId = Date.now().toString(36);
const deadline = Date.now() + seconds * 1000;

async function timed(
  kind: Kind,
  url: string,
  body: unknown,
  expected: number,
  shopper: string,
): Promise<boolean> {
  const started = performance.now();
  try {
    const response = await fetch(url, { method: 'POST', headers: { ...headers, 'x-forwarded-for': shopper }, body: JSON.stringify(body) });
    await response.arrayBuffer();
    latencies[kind].push(performance.now() - started);
    if (response.status !== expected) {
      errors.set(`${kind} ${response.status}`, (errors.get(`${kind} ${response.status}`) ?? 0) + 1);
      return false;
    }
    return true;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const key = `${kind} ${error instanceof Error ? error.message : 'error'}${cause}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
    return false;
  }
}

async function client(id: number) {
  const shopper = `10.0.${id >> 8}.${(id & 255) + 1}`;
  for (let n = 0; Date.now() < deadline; n += 1) {
    const email = `bench-${runId}-${id}-${n}@example.com`;
    const password = `bench-password-${id}-${n}`;
    if (
      !(await timed(
        'signup',
        `${baseUrl}/web-api/customer-signup`,
        { email, password, firstName: 'Bench', lastName: `Client ${id}` },
        202,
        shopper,
      ))
    )
      continue;
    const answered = performance.now();
    const token = await outbox.next(email, mailWaitMs).then(verificationToken, () => undefined);
    if (!token) {
      errors.set('verification mail missing', (errors.get('verification mail missing') ?? 0) + 1);
      continue;
    }
    latencies.mail.push(performance.now() - answered);
    if (!(await timed('verify', `${baseUrl}/web-api/customer-signup/verify`, { token }, 200, shopper))) continue;
    created.push(email);
    await timed('login', `${baseUrl}/web-api/customer-login`, { email, password }, 200, shopper);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, (_, id) => client(id)));
const elapsed = (performance.now() - started) / 1000;
outbox.close();

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
let found = 0;
for (let index = 0; index < created.length; index += 1000) {
  const rows = await database.db
    .select({ email: customers.email })
    .from(customers)
    .where(inArray(customers.email, created.slice(index, index + 1000)));
  found += rows.length;
}
await database.close();
await rm(dataDir, { recursive: true, force: true });

const report = (kind: Kind) => {
  const sorted = [...latencies[kind]].sort((a, b) => a - b);
  const late = kind === 'mail' ? `, ${sorted.filter((ms) => ms > lateMailMs).length} later than ${lateMailMs / 1000} s` : '';
  return `${kind}: ${sorted.length} ${kind === 'mail' ? 'mails' : 'requests'}, ${(sorted.length / elapsed).toFixed(1)}/s, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms${late}`;
};
const errorCount = [...errors.values()].reduce((sum, value) => sum + value, 0);
console.log(report('signup'));
console.log(report('mail'));
console.log(report('verify'));
console.log(report('login'));
console.log(
  `errors: ${errorCount}${errorCount ? ` (${[...errors].map(([key, value]) => `${key}: ${value}`).join(', ')})` : ''}`,
);
console.log(`accounts in the database: ${found} of ${created.length} created`);
process.exitCode = errorCount === 0 && found === created.length ? 0 : 1;
