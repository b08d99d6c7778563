import { createServer, request as httpRequest, type Server } from 'node:http';

export type FaultMode = 'pass' | 'slow' | '429' | '500' | 'down';

/**
 * A loopback stand-in in front of a backend: passes requests through, or answers them slowly (10 s), with 429 or 500,
 * or drops the connection. Counts what it saw, so a test can tell whether the apps reached it at all.
 */
export async function startFaultServer(options: { port: number; upstreamPort: number; slowMs?: number }) {
  let mode: FaultMode = 'pass';
  let hits = 0;
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    hits++;
    const pass = () => {
      const upstream = httpRequest({ host: '127.0.0.1', port: options.upstreamPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":{"code":"bad_gateway","message":"upstream down"}}'));
      req.pipe(upstream);
    };
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
