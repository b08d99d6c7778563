import { createServer, request as httpRequest, type Server } from 'node:http';

export type FaultMode = 'pass' | 'slow' | '429' | '500' | 'down';

/**
 * A loopback stand-in in front of a backend: passes requests through, or answers those whose path matches
 * `faultPaths` slowly (10 s), with 429 or 500, or drops the connection. Counts the matching requests it saw, so a test
 * can tell whether the apps reached it at all. An upstream that is down shows as a reset connection, as without it.
 */
export async function startFaultServer(options: { port: number; upstreamPort: number; faultPaths: RegExp; slowMs?: number }) {
  let mode: FaultMode = 'pass';
  let hits = 0;
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const faulty = options.faultPaths.test(req.url ?? '');
    if (faulty) hits++;
    const pass = () => {
      const upstream = httpRequest({ host: '127.0.0.1', port: options.upstreamPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => req.socket.destroy());
      req.pipe(upstream);
    };
    if (!faulty) {
      pass();
      return;
    }
    switch (mode) {
      case 'pass':
        pass();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          pass();
        }, options.slowMs ?? 10_000);
        timers.add(timer);
        return;
      }
      case '429':
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":{"code":"too_many_requests","message":"slow down"}}');
        return;
      case '500':
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":"internal_error","message":"stand-in failure"}}');
        return;
      case 'down':
        req.socket.destroy();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    setMode(next: FaultMode) {
      mode = next;
    },
    hits: () => hits,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
