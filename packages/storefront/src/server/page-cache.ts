import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { REVALIDATE_PATH } from '../app/revalidate-path.ts';
import { NOT_FOUND_RENDER_HEADER } from '../routing/not-found-headers.ts';
import { findProxyBridge, PROXY_DECISION_HEADER, type ProxyBridge } from '../routing/proxy-bridge.ts';
import { isPreviewRequest } from './security-headers.ts';

/**
 * How long an answer of Next's full-route cache is sent again without asking Next. A second at most: the shop's pages are
 * cached for minutes anyway; this only spares Next's per-request work (routing, the proxy, reading and hashing the page)
 * while a page is in demand. Next still sees the page's first request of every second and revalidates as before.
 */
export const PAGE_CACHE_FRESH_MS = 1_000;
/** While one request refreshes an expired answer, the others get the expired one for at most this long. */
export const PAGE_CACHE_STALE_MS = 5_000;
/** Memory bound of the stored answers (bodies), oldest dropped first. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Requests whose answer is not the plain document: Next's client router (flight data, prefetches), server actions. */
const routerHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Conditional and partial requests go to Next, which answers them with 304 or the whole page. */
const conditionalHeaders = ['if-none-match', 'if-modified-since', 'range', 'if-range'];
/** Headers of a stored answer that belong to one response only. */
const perResponseHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie']);

interface Entry {
  status: number;
  headers: [string, number | string | string[]][];
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  refreshing: boolean;
}

/** True for a request a stored answer may serve: a plain document request a browser or crawler sends. */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (url.startsWith('/_next/') || isPreviewRequest(url)) return false;
  if (req.headers[NOT_FOUND_RENDER_HEADER] !== undefined) return false;
  return !routerHeaders.some((name) => req.headers[name] !== undefined) && !conditionalHeaders.some((name) => req.headers[name] !== undefined);
}

/** True for an answer every visitor of the same rewrite target may get: a 200 that shared caches may keep, without cookies. */
export function isShareableAnswer(status: number, headers: OutgoingHttpHeaders): boolean {
  const cacheControl = String(headers['cache-control'] ?? '');
  return status === 200 && headers['set-cookie'] === undefined && /s-maxage/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl);
}

/**
 * The channel server's short-lived copy of answers from Next's full-route cache, in front of Next. The key is the
 * proxy's rewrite target (locale, platform, flag variant and path: everything a cached page depends on) plus the
 * request's Accept-Encoding (the stored body is Next's compressed one), so a visitor gets exactly the page Next would
 * send for the same decision. Cookies are never stored: a new visitor's key is added to a stored page per request, and
 * the answer turns private as Next's would (security-headers.ts keepCookiesPrivate). A revalidation drops everything.
 */
export function createPageCache(options: { freshMs?: number; staleMs?: number; maxBytes?: number; now?: () => number; bridge?: () => ProxyBridge | undefined } = {}) {
  const { freshMs = PAGE_CACHE_FRESH_MS, staleMs = PAGE_CACHE_STALE_MS, maxBytes = PAGE_CACHE_MAX_BYTES, now = Date.now, bridge: findBridge = findProxyBridge } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  function store(key: string, entry: Entry) {
    drop(key);
    if (entry.body.length > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, setCookies: string[]) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    for (const cookie of setCookies) res.appendHeader('set-cookie', cookie);
    res.setHeader('content-length', entry.body.length);
    res.writeHead(entry.status);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /**
   * Keeps what Next writes below this point (after its compression) and stores it once the answer is complete and
   * shareable. The head is read as Next wrote it, before the server's own wrappers below (a new visitor's answer turns
   * private there): an answer whose only cookies are the ones the proxy set for this visitor is the shared page plus those
   * cookies, and is stored without them.
   */
  function capture(res: ServerResponse, key: string, visitorCookies: readonly string[], onDone: () => void) {
    const chunks: Buffer[] = [];
    let head: { status: number; headers: OutgoingHttpHeaders } | undefined;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.writeHead = ((statusCode: number, ...args: unknown[]) => {
      const given = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      head = { status: statusCode, headers: { ...res.getHeaders(), ...given } };
      return writeHead(statusCode, ...args);
    }) as ServerResponse['writeHead'];
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      if (typeof args[0] !== 'function') keep(args[0], args[1]);
      return end(...args);
    }) as ServerResponse['end'];
    res.once('close', () => {
      onDone();
      if (!head || !res.writableFinished) return;
      const { 'set-cookie': cookies, ...headers } = head.headers;
      if ([cookies ?? []].flat().some((cookie) => !visitorCookies.includes(String(cookie)))) return;
      if (!isShareableAnswer(head.status, headers)) return;
      const at = now();
      // Every later answer of this copy is a cache hit, also when Next rendered the page for this one.
      const kept = Object.entries(headers)
        .filter((entry): entry is [string, number | string | string[]] => entry[1] !== undefined && !perResponseHeaders.has(entry[0]))
        .map(([name, value]): [string, number | string | string[]] => [name, name === 'x-nextjs-cache' ? 'HIT' : value]);
      store(key, { status: head.status, headers: kept, body: Buffer.concat(chunks), storedAt: at, freshUntil: at + freshMs, refreshing: false });
    });
  }

  return {
    /**
     * Answers `req` from a stored page, or hands it to `next` (Next's handler) with the proxy's decision attached, storing
     * Next's answer when it is shareable. `url` is the request's absolute URL as Next builds it for its proxy.
     */
    async handle(req: IncomingMessage, res: ServerResponse, url: string, next: () => void): Promise<void> {
      delete req.headers[PROXY_DECISION_HEADER];
      if (req.method === 'POST' && (req.url ?? '').split('?')[0] === REVALIDATE_PATH) {
        res.once('finish', () => {
          if (res.statusCode >= 200 && res.statusCode < 300) this.clear();
        });
      }
      const bridge = isCacheableRequest(req) ? findBridge() : undefined;
      if (!bridge) return next();
      let decision;
      try {
        decision = await bridge.decide({ url, method: req.method ?? 'GET', headers: req.headers });
      } catch {
        return next(); // Next's own proxy call decides (and reports) it
      }
      const { id, rewrite, setCookies } = decision;
      if (rewrite === undefined) {
        req.headers[PROXY_DECISION_HEADER] = id;
        res.once('close', () => bridge.release(id));
        return next();
      }
      const key = `${rewrite}\n${String(req.headers['accept-encoding'] ?? '')}`;
      const entry = entries.get(key);
      const at = now();
      const servable = entry && (at < entry.freshUntil || (entry.refreshing && at < entry.freshUntil + staleMs));
      if (entry && servable) {
        bridge.release(id);
        send(req, res, entry, setCookies);
        return;
      }
      req.headers[PROXY_DECISION_HEADER] = id;
      res.once('close', () => bridge.release(id));
      // A HEAD has no body to keep.
      if (req.method === 'GET') {
        if (entry) entry.refreshing = true;
        capture(res, key, setCookies, () => {
          if (entry) entry.refreshing = false;
        });
      }
      next();
    },
    /** Drops every stored page (content was revalidated). */
    clear() {
      entries.clear();
      bytes = 0;
    },
    /** Stored pages and their bytes (tests, diagnostics). */
    size() {
      return { entries: entries.size, bytes };
    },
  };
}
