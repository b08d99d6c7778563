import { expect, test } from '@playwright/test';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { channelOf, channelPorts } from './stack.ts';

/** A raw GET to the shop on loopback: the bytes as sent, before any decoding. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

test('the build’s scripts reach a brotli client in the best compression after their first request, the same code as gzip sends', async () => {
  const port = channelPorts[channelOf(test.info().project.name)];
  const page = await rawGet(port, '/', { 'accept-encoding': 'identity' });
  const scripts = [...page.body.toString('utf8').matchAll(/<script src="(\/_next\/static\/chunks\/[\w-]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(3);
  // The largest of the page's scripts (the framework's): small files go uncompressed.
  const answers = await Promise.all(scripts.map(async (path) => ({ path, ...(await rawGet(port, path, { 'accept-encoding': 'gzip' })) })));
  const gzip = answers.reduce((largest, answer) => (answer.body.length > largest.body.length ? answer : largest));
  const script = gzip.path;
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const code = gunzipSync(gzip.body);
  // The first brotli request may be answered on the fly; the file is compressed at the best level behind it.
  await expect
    .poll(async () => (await rawGet(port, script, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-length'], { timeout: 10_000 })
    .toBeDefined();
  const best = await rawGet(port, script, { 'accept-encoding': 'gzip, deflate, br' });
  expect(best.status).toBe(200);
  expect(best.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });
  expect(brotliDecompressSync(best.body).equals(code)).toBe(true);
  expect(best.body.length).toBeLessThan(gzip.body.length);
});
