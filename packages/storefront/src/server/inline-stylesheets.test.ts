import compression from 'compression';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStylesheetInliner } from './inline-stylesheets.ts';
import { rewriteDocument } from './rewrite-document.ts';

const RULES = ':root{--color-text:#222}body{margin:0;font-family:system-ui}';
const LINK = '<link rel="stylesheet" href="/_next/static/chunks/shop.css" data-precedence="next"/>';
const INLINED = `<style data-stylesheet="/_next/static/chunks/shop.css">${RULES}</style><link rel="stylesheet" href="/_next/static/chunks/shop.css" data-precedence="next" disabled=""/>`;

let staticDir: string;
let server: Server | undefined;

beforeEach(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'inline-stylesheets-'));
  mkdirSync(path.join(staticDir, 'chunks'));
  writeFileSync(path.join(staticDir, 'chunks', 'shop.css'), RULES);
  writeFileSync(path.join(staticDir, 'chunks', 'closing.css'), 'a::after{content:"</style><script>alert(1)</script>"}');
});

afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
  rmSync(staticDir, { recursive: true, force: true });
});

/** A channel server in miniature: compression, then the inliner, then a "Next" that writes the given chunks. */
async function serve(answer: (req: IncomingMessage, res: ServerResponse) => void, options: { maxBytes?: number } = {}) {
  const compress = compression();
  const inlineHead = createStylesheetInliner({ staticDir, ...options });
  server = createServer((req, res) => compress(req as never, res as never, () => {
    rewriteDocument(res, () => ({ head: inlineHead }));
    answer(req, res);
  }));
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** The answer as a browser without compression reads it, with the chunks in the order they arrived. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; chunks: string[]; body: string }>((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, chunks, body: chunks.join('') }));
    })
      .on('error', fail)
      .end();
  });
}

const page = (head: string, body = '<main>Karten</main>') => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('createStylesheetInliner', () => {
  it('puts the rules of a linked stylesheet into the head and keeps the link disabled, for React to find', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(page(LINK)));
      res.end(page(LINK));
    });
    const { status, headers, body } = await get(url);
    expect(status).toBe(200);
    expect(body).toBe(page(INLINED));
    // The length Next computed belonged to the page before; the answer is sent chunked instead.
    expect(headers['content-length']).toBeUndefined();
  });

  it('holds a streamed page only until its head is through, then passes the rest on as it comes', async () => {
    let release: () => void = () => {};
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write('<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chun');
      res.write('ks/shop.css" data-precedence="next"/></head><body><main>Kar');
      // The rest of the stream waits for the client to have the first part: nothing is held back beyond the head.
      release = () => res.end('ten</main></body></html>');
    });
    const answer = new Promise<Awaited<ReturnType<typeof get>>>((done, fail) => {
      request(url, (res) => {
        const chunks: string[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          chunks.push(chunk);
          if (chunks.length === 1) release();
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, chunks, body: chunks.join('') }));
      })
        .on('error', fail)
        .end();
    });
    const { body, chunks } = await answer;
    expect(chunks[0]).toBe(`<!DOCTYPE html><html><head><meta charSet="utf-8"/>${INLINED}</head><body><main>Kar`);
    expect(body).toBe(page(INLINED, '<main>Karten</main>'));
  });

  it('inlines into the compressed answer a browser gets', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page(LINK, `<main>${'Karten für jeden Anlass. '.repeat(100)}</main>`));
    });
    const compressed = await new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', fail)
        .end();
    });
    expect(compressed.encoding).toBe('gzip');
    expect(gunzipSync(compressed.body).toString('utf8')).toBe(page(INLINED, `<main>${'Karten für jeden Anlass. '.repeat(100)}</main>`));
  });

  it('leaves answers that are not HTML untouched, length included', async () => {
    const json = JSON.stringify({ link: LINK, end: '</head>' });
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', Buffer.byteLength(json));
      res.end(json);
    });
    const { headers, body } = await get(url);
    expect(body).toBe(json);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(json)));
  });

  it('keeps the link of a file that is not in the build, that leaves the static folder, or whose rules would close the style element', async () => {
    const links = [
      '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/../../etc/shop.css" data-precedence="next"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/closing.css" data-precedence="next"/>',
    ].join('');
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page(links + LINK));
    });
    expect((await get(url)).body).toBe(page(links + INLINED));
  });

  it('keeps the links when the stylesheets would make the document too large', async () => {
    const url = await serve(
      (_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.end(page(LINK));
      },
      { maxBytes: RULES.length - 1 },
    );
    expect((await get(url)).body).toBe(page(LINK));
  });

  it('sends a page without a head, an empty answer and a HEAD request as they are', async () => {
    const url = await serve((req, res) => {
      res.setHeader('content-type', 'text/html');
      if (req.url === '/fragment') res.end('<p>Nur ein Teil</p>');
      else if (req.url === '/empty') res.writeHead(304).end();
      else res.end(page(LINK));
    });
    expect((await get(`${url}/fragment`)).body).toBe('<p>Nur ein Teil</p>');
    expect((await get(`${url}/empty`)).status).toBe(304);
    const head = await new Promise<number>((done, fail) => {
      request(url, { method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      })
        .on('error', fail)
        .end();
    });
    expect(head).toBe(200);
  });
});
