import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/** Memory bound of the compressed files kept (a build's scripts and stylesheets are ~0.5 MB compressed). */
export const STATIC_BROTLI_MAX_BYTES = 32 * 1024 * 1024;

/** Files waiting for their compression at most. */
const MAX_QUEUED = 64;
const compress = promisify(brotliCompress);
const types: Readonly<Record<string, string>> = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/** Requests Next answers itself: ranges and revalidations (304). */
const passedOnHeaders = ['range', 'if-range', 'if-none-match', 'if-modified-since'];

interface Compressed {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/** True when the client takes brotli (`br` listed without `q=0`). */
function acceptsBrotli(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((entry) => {
      const [coding, ...params] = entry.trim().split(';');
      return coding?.trim().toLowerCase() === 'br' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
}

/**
 * The build's scripts and stylesheets in brotli's best compression. The middleware compresses every answer on the fly
 * at a level cheap enough for pages (brotli 4, about gzip's size); the build's files never change, so each is
 * compressed once at the best level (11), 13 % smaller for the first load's scripts, in the background (zlib's thread
 * pool, one file at a time) after its first request, and served from memory from then on. Until then, and for clients
 * without brotli, ranges and revalidations, Next answers as before.
 */
export function createStaticBrotli(options: { staticDir: string; maxBytes?: number }) {
  const { staticDir, maxBytes = STATIC_BROTLI_MAX_BYTES } = options;
  const compressed = new Map<string, Compressed>();
  const queued = new Set<string>();
  let bytes = 0;
  let queue = Promise.resolve();

  function fileOf(pathname: string): string | undefined {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice('/_next/static/'.length));
    } catch {
      return undefined;
    }
    const file = path.join(staticDir, relative);
    return file.startsWith(staticDir + path.sep) && types[path.extname(file)] !== undefined ? file : undefined;
  }

  async function compressFile(file: string): Promise<void> {
    try {
      const [content, info] = await Promise.all([readFile(file), stat(file)]);
      const body = await compress(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
      if (bytes + body.length > maxBytes) return;
      bytes += body.length;
      // The validators Next's static serving sends for the same file, so a revalidation matches either answer.
      compressed.set(file, { body, etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`, lastModified: info.mtime.toUTCString() });
    } catch {
      // Not a file of this build (Next answers 404), or unreadable: Next keeps answering it.
    } finally {
      queued.delete(file);
    }
  }

  /** Answers `req` with the stored brotli file and returns true, or returns false for Next to answer it. */
  function serveStaticBrotli(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith('/_next/static/') || url.includes('?')) return false;
    const file = fileOf(url);
    if (file === undefined) return false;
    if (passedOnHeaders.some((name) => req.headers[name] !== undefined) || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    const entry = compressed.get(file);
    if (!entry) {
      // Bounded: a flood of made-up chunk names cannot grow the queue (each such file fails to read and is dropped).
      if (!queued.has(file) && queued.size < MAX_QUEUED) {
        queued.add(file);
        queue = queue.then(() => compressFile(file));
      }
      return false;
    }
    res.writeHead(200, {
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': types[path.extname(file)],
      'content-encoding': 'br',
      'content-length': entry.body.length,
      etag: entry.etag,
      'last-modified': entry.lastModified,
      vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /** Settles when the files queued so far are compressed (tests). */
  const idle = () => queue;
  return Object.assign(serveStaticBrotli, { idle });
}
