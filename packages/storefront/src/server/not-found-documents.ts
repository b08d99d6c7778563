import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { NOT_FOUND_RENDER_HEADER, NOT_FOUND_STATUS_HEADER } from '../routing/not-found-headers.ts';

/** What Next sends with its own 404s: a missing page is not cached anywhere. */
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
/** Request headers the 404 document depends on (country by host, language, visit cookies, flags). */
const forwardedHeaders = ['host', 'cookie', 'user-agent', 'accept', 'accept-language', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for'];
/** Headers of Next's discarded 404 that describe its body, not the document sent instead. */
const bodyHeaders = ['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'];

export interface NotFoundDocumentsOptions {
  /** Where the channel server listens, seen from itself: `http://127.0.0.1:3000`. */
  origin: string;
  /** Marks the server's own requests; random per process unless a test sets it. */
  token?: string;
}

/** Loads the server-rendered 404 document of a request's locale, platform and variant through the channel server. */
function loadNotFoundDocument(origin: string, req: IncomingMessage, token: string): Promise<{ headers: IncomingMessage['headers']; body: Buffer }> {
  const headers: OutgoingHttpHeaders = { [NOT_FOUND_RENDER_HEADER]: token };
  for (const name of forwardedHeaders) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(req.url ?? '/', origin), { method: 'GET', headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode === 404 && String(response.headers['content-type']).includes('text/html')) resolve({ headers: response.headers, body: Buffer.concat(chunks) });
        else reject(new Error(`404 document answered ${response.statusCode}`));
      });
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('404 document timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function headerValue(res: ServerResponse, args: unknown[], name: string): unknown {
  const headers = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  return res.getHeader(name) ?? headers?.[name];
}

/**
 * Every 404 a visitor's browser loads is the server-rendered 404 page (spec point 2: shell, navigation, error story),
 * also without JavaScript. Next renders `notFound()` under this app's dynamic root layout as an empty
 * `__next_error__` document (vercel/next.js#95613); so when Next answers a document request with 404, its body is
 * held back and the 404 page of the same URL (the proxy rewrites the server's marked request to it) is sent instead.
 * Rewrites the proxy marked with `x-shop-status: 404` get their status here. Client-side navigations (RSC requests)
 * keep Next's answer: the router renders the not-found view itself.
 *
 * Installed before Next handles the response: Next's compression captures `write` and `end` when it starts, so the
 * wrappers have to be in place already to hold its (compressed) body back.
 */
export function createNotFoundDocuments(options: NotFoundDocumentsOptions) {
  const token = options.token ?? randomUUID();
  return function handleNotFound(req: IncomingMessage, res: ServerResponse): void {
    const isOwnRequest = req.headers[NOT_FOUND_RENDER_HEADER] === token;
    // Only the server itself may ask for the 404 page this way.
    if (!isOwnRequest) delete req.headers[NOT_FOUND_RENDER_HEADER];
    const isDocumentRequest = !isOwnRequest && (req.method === 'GET' || req.method === 'HEAD') && req.headers.rsc === undefined;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    let holding = false;
    const held: Buffer[] = [];
    // Made when a 404 is held back, not for every answer: the bench times this work per request.
    let nextEnded: () => void = () => {};
    let nextDone: Promise<void> = Promise.resolve();
    const hold = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

    res.write = ((...args: unknown[]) => {
      if (!holding) return write(...args);
      hold(args[0], args[1]);
      callbackOf(args.slice(1))?.();
      return true;
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      if (!holding) return end(...args);
      hold(args[0], args[1]);
      callbackOf(args)?.();
      nextEnded();
      return res;
    }) as ServerResponse['end'];
    res.writeHead = ((statusCode: number, ...args: unknown[]) => {
      if (holding) return res;
      // Only the proxy's 404 mark is ours; other statuses on the same header are applyShopStatus's (shop-status.ts).
      const marked = String(headerValue(res, args, NOT_FOUND_STATUS_HEADER)) === '404';
      if (marked) {
        res.removeHeader(NOT_FOUND_STATUS_HEADER);
        for (const arg of args) if (typeof arg === 'object' && arg !== null && !Array.isArray(arg)) delete (arg as Record<string, unknown>)[NOT_FOUND_STATUS_HEADER];
        res.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL);
        return writeHead(404, ...args);
      }
      if (statusCode !== 404 || !isDocumentRequest || !String(headerValue(res, args, 'content-type') ?? '').includes('text/html')) return writeHead(statusCode, ...args);
      holding = true;
      nextDone = new Promise<void>((resolve) => (nextEnded = resolve));
      const send = (headers: Record<string, string | string[] | undefined>, body: Buffer) => {
        for (const [name, value] of Object.entries(headers)) if (value === undefined) res.removeHeader(name);
        else res.setHeader(name, value);
        res.setHeader('content-length', body.length);
        res.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL);
        writeHead(404);
        end(req.method === 'HEAD' ? undefined : body);
      };
      void Promise.all([loadNotFoundDocument(options.origin, req, token), nextDone]).then(
        ([document]) => {
          const headers: Record<string, string | string[] | undefined> = Object.fromEntries(bodyHeaders.map((name) => [name, undefined]));
          send({ ...headers, 'content-type': document.headers['content-type'], vary: document.headers.vary }, document.body);
        },
        // The 404 page could not be loaded: Next's own 404 goes out as it was.
        () => void nextDone.then(() => send({}, Buffer.concat(held))),
      );
      return res;
    }) as ServerResponse['writeHead'];
  };
}
