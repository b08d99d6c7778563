import 'server-only';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { SHOP_API_BROWSER_PATH } from '../routing/shop-api-path.ts';

/** Hop-by-hop headers (RFC 9110 §7.6.1) end at this hop. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);

/** True for requests the app server forwards to the shop API instead of rendering. */
export function isShopApiRequest(url: string): boolean {
  return url === SHOP_API_BROWSER_PATH || url.startsWith(`${SHOP_API_BROWSER_PATH}/`) || url.startsWith(`${SHOP_API_BROWSER_PATH}?`);
}

/** Server-to-server routes of the shop API a browser never calls: the content publish webhook is Storyblok's, not a shopper's. */
const NOT_FORWARDED = /^\/v2\/webhooks(\/|\?|$)/i;

/** The address chain the shop API reads the shopper's address from: the incoming chain plus the address this server saw. */
export function forwardedFor(incoming: string | string[] | undefined, remoteAddress: string | undefined): string {
  const chain = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (remoteAddress) chain.push(remoteAddress.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1'));
  return chain.join(', ');
}

/** Forwards one browser request to the shop API and streams its answer back; a shop API that does not answer is a 502. */
export function forwardToShopApi(req: IncomingMessage, res: ServerResponse, shopApiUrl: string): void {
  const target = new URL(shopApiUrl);
  const path = (req.url ?? '/').slice(SHOP_API_BROWSER_PATH.length) || '/';
  let decodedPath = path;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // A malformed escape is the shop API's to refuse.
  }
  if (NOT_FORWARDED.test(path) || NOT_FORWARDED.test(decodedPath.replace(/\/{2,}/g, '/'))) {
    res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }));
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  // The shop API counts log-in and form limits per shopper: it believes this header from the shops only (TRUSTED_PROXIES).
  headers['x-forwarded-for'] = forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress);
  headers['x-forwarded-proto'] = (req.headers['x-forwarded-proto'] as string | undefined) ?? 'http';
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: `${target.pathname.replace(/\/$/, '')}${path}`, headers, timeout: 30_000 },
    (answer) => {
      const answerHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('shop API timed out')));
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: { code: 'shop_api_unavailable', message: 'The shop API did not answer' } }));
  });
  req.pipe(upstream);
}
