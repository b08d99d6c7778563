import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon with 50 connections for a fixed duration; each request has a 10 s timeout, the run a hard stop. */
export async function load(options: { port: number; path: string; host: string; durationSeconds: number; connections?: number; headers?: Record<string, string> }): Promise<LoadResult> {
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

/** Fetches a page's HTML as a first-time visitor gets it, with its status and the time to the last byte. */
export async function fetchPage(options: { port: number; path: string; host: string; headers?: Record<string, string> }): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${options.port}${options.path}`, { headers: { ...options.headers, host: options.host }, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, ms: performance.now() - started };
}
