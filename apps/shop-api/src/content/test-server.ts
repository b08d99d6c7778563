import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** Serves a Hono app on a random loopback port for a test file. */
export async function startTestServer(app: Hono): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A fetch that records every URL it was asked for, for asserting how a client pages and batches. */
export function recordingFetch(): { fetch: typeof fetch; urls: URL[] } {
  const urls: URL[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
      return fetch(input, init);
    },
  };
}

/** What a test reads from a JSON answer: checked field by field by the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are asserted field by field
export type AnyJson = any;
