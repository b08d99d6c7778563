import { request } from 'node:http';

export interface AddressedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/**
 * One HTTP request sent from a chosen loopback address (127.0.0.2, 127.0.0.3 …): how the suites play several shoppers
 * on one machine, each with an address of its own that the shop passes on to the shop API.
 */
export function requestFrom(options: {
  from: string;
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}): Promise<AddressedResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port,
        localAddress: options.from,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { connection: 'close', ...options.headers },
        timeout: options.timeoutMs ?? 60_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${options.path}`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A JSON POST through a shop's `/shop-api` forward, as a browser on `from` sends it. */
export function postViaShop(options: { from: string; port: number; path: string; json: unknown; headers?: Record<string, string> }): Promise<AddressedResponse> {
  return requestFrom({
    from: options.from,
    port: options.port,
    path: `/shop-api${options.path}`,
    method: 'POST',
    headers: { host: `localhost:${options.port}`, origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE', ...options.headers },
    body: JSON.stringify(options.json),
  });
}
