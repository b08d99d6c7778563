import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * CPU time the server's processes spent per request (user + system, from /proc): unlike requests per second it
   * hardly moves with what else the shared machine runs. Absent without a pid or /proc.
   */
  cpuMsPerRequest?: number;
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU milliseconds (user + system) of a process and all its descendants so far, or undefined without /proc. */
export function processTreeCpuMs(root: number): number | undefined {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, …, utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  if (!cpu.has(root)) return undefined;
  let total = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += cpu.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * autocannon with 50 connections for a fixed duration; each request has a 10 s timeout, the run a hard stop. With the
 * server's `pid` the result also says how much CPU time the server spent per request.
 */
export async function load(options: { port: number; path: string; host: string; durationSeconds: number; connections?: number; headers?: Record<string, string>; pid?: number }): Promise<LoadResult> {
  const cpuBefore = options.pid === undefined ? undefined : processTreeCpuMs(options.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}${options.path}`,
    headers: { ...options.headers, host: options.host },
    connections: options.connections ?? 50,
    duration: options.durationSeconds,
    timeout: 10,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(cpuBefore !== undefined && options.pid !== undefined && result.requests.total > 0
      ? { cpuMsPerRequest: ((processTreeCpuMs(options.pid) ?? cpuBefore) - cpuBefore) / result.requests.total }
      : {}),
  };
}

/** The physical limit: a plain node:http server answering each registered path with fixed bytes. */
export async function startStaticServer(port: number) {
  const bodies = new Map<string, { body: Buffer; status: number }>();
  const server: Server = createServer((req, res) => {
    const entry = bodies.get(req.url ?? '');
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(entry.status, { 'content-type': 'text/html; charset=utf-8', 'content-length': entry.body.length }).end(entry.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    register(path: string, body: Buffer, status: number) {
      bodies.set(path, { body, status });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Fetches a page's HTML as a first-time visitor gets it, with its status and the time to the last byte. The request
 * carries `host` as its Host header, which picks the page's market (`ch.localhost:<port>` is Switzerland): over
 * `node:http`, because `fetch` replaces a Host header with the URL's own without a word.
 */
export function fetchPage(options: { port: number; path: string; host: string; headers?: Record<string, string> }): Promise<{ status: number; body: Buffer; ms: number; nextCache?: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { host: '127.0.0.1', port: options.port, path: options.path, headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers, host: options.host }, signal: AbortSignal.timeout(30_000) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
            // Next's full-route cache: MISS for a page rendered for this request, HIT or STALE for one sent from the cache.
            const nextCache = response.headers['x-nextjs-cache'];
            resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started, nextCache: typeof nextCache === 'string' ? nextCache : undefined });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
  });
}
