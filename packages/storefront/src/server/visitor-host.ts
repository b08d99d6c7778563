import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Carries the visitor's Host through the requests the server sends itself; only this process can set it. */
export const VISITOR_HOST_HEADER = 'x-shop-visitor-host';

/**
 * Keeps the visitor's country on Next's own follow-up request of a server action's redirect. Next fetches the
 * redirect target from itself (`http://{HOSTNAME}:{PORT}/fr/panier`, e.g. `0.0.0.0:3000`) with the action request's
 * headers, but fetch replaces their Host with the URL's: the proxy then took the request for the home country under
 * a production domain, sent `/fr/…` to the French domain and Next failed with "failed to get redirect response
 * ENOTFOUND kartenliebe.fr" (in production it would have streamed the French shop's page instead). So every request
 * gets the header with this process's token and its Host; a request that arrives with a valid one is the server's own
 * and gets the visitor's Host back. Anything a client sends under that name without the token is dropped.
 */
export function createVisitorHost(options: { token?: string } = {}) {
  const token = options.token ?? randomUUID();
  const prefix = `${token} `;
  return function keepVisitorHost(req: IncomingMessage): void {
    const carried = req.headers[VISITOR_HOST_HEADER];
    if (typeof carried === 'string' && carried.startsWith(prefix) && carried.length > prefix.length) req.headers.host = carried.slice(prefix.length);
    if (req.headers.host) req.headers[VISITOR_HOST_HEADER] = `${prefix}${req.headers.host}`;
    else delete req.headers[VISITOR_HOST_HEADER];
  };
}
