import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on a random loopback port that records every request, for pacing and header tests. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://localhost'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, response)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status and optional status text and headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  options: { statusText?: string; headers?: Record<string, string> } = {},
): void {
  response.writeHead(status, options.statusText ?? '', {
    'content-type': 'application/json',
    ...options.headers,
  });
  response.end(JSON.stringify(body));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
