import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticBrotli } from './static-brotli.ts';

const SCRIPT = `(globalThis.TURBOPACK||=[]).push(["chunks/app.js",${JSON.stringify('function render(){return "Karten für jeden Anlass"}'.repeat(200))}]);`;
const STYLES = ':root{--color-text:#222}.header{display:flex}'.repeat(100);

let staticDir: string;
let server: Server | undefined;

beforeEach(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  mkdirSync(path.join(staticDir, 'chunks'));
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(staticDir, 'chunks', 'shop.css'), STYLES);
  writeFileSync(path.join(staticDir, 'chunks', 'font.woff2'), 'not text');
});

afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  rmSync(staticDir, { recursive: true, force: true });
});

/** The channel server in miniature: the stored file when there is one, else "Next" (answers `next` with the path). */
async function serve(options: { maxBytes?: number } = {}) {
  const serveStaticBrotli = createStaticBrotli({ staticDir, ...options });
  server = createServer((req, res) => {
    if (serveStaticBrotli(req, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain', 'x-answered-by': 'next' }).end(req.url);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, idle: serveStaticBrotli.idle };
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const brotli = { 'accept-encoding': 'gzip, deflate, br' };

describe('createStaticBrotli', () => {
  it('lets Next answer a file’s first request, then serves it compressed at the best level, the same bytes once decoded', async () => {
    const { base, idle } = await serve();
    const first = await get(`${base}/_next/static/chunks/app.js`, brotli);
    expect(first.headers['x-answered-by']).toBe('next');
    await idle();
    const second = await get(`${base}/_next/static/chunks/app.js`, brotli);
    expect(second.status).toBe(200);
    expect(second.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(second.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(brotliDecompressSync(second.body).toString('utf8')).toBe(SCRIPT);
    expect(second.body.length).toBeLessThan(SCRIPT.length / 10);

    await get(`${base}/_next/static/chunks/shop.css`, brotli);
    await idle();
    const styles = await get(`${base}/_next/static/chunks/shop.css`, { 'accept-encoding': 'br' });
    expect(styles.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(styles.body).toString('utf8')).toBe(STYLES);

    const head = await get(`${base}/_next/static/chunks/app.js`, brotli, 'HEAD');
    expect(head.headers['content-length']).toBe(second.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next: clients without brotli, ranges, revalidations, queries, other files, other methods and paths outside the build', async () => {
    const { base, idle } = await serve();
    await get(`${base}/_next/static/chunks/app.js`, brotli);
    await idle();
    const passedOn = [
      get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip' }),
      get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip, br;q=0' }),
      get(`${base}/_next/static/chunks/app.js`, { ...brotli, range: 'bytes=0-10' }),
      get(`${base}/_next/static/chunks/app.js`, { ...brotli, 'if-none-match': 'W/"1-1"' }),
      get(`${base}/_next/static/chunks/app.js?dpl=1`, brotli),
      get(`${base}/_next/static/chunks/font.woff2`, brotli),
      get(`${base}/_next/static/chunks/gone.js`, brotli),
      get(`${base}/_next/static/%2e%2e/%2e%2e/etc/app.js`, brotli),
      get(`${base}/_next/static/%E0%A4%A.js`, brotli),
      get(`${base}/_next/static/chunks/app.js`, brotli, 'POST'),
    ];
    for (const answer of await Promise.all(passedOn)) expect(answer.headers['x-answered-by']).toBe('next');
    // A file that was not there stays Next's (404 in production) after its compression failed.
    await idle();
    expect((await get(`${base}/_next/static/chunks/gone.js`, brotli)).headers['x-answered-by']).toBe('next');
  });

  it('keeps at most `maxBytes` of compressed files; the rest stay Next’s', async () => {
    const { base, idle } = await serve({ maxBytes: 1 });
    await get(`${base}/_next/static/chunks/app.js`, brotli);
    await idle();
    expect((await get(`${base}/_next/static/chunks/app.js`, brotli)).headers['x-answered-by']).toBe('next');
  });
});
