/**
 * What the channel server and the proxy inside Next share in one process: the server asks the proxy for its decision on a
 * page request before Next sees it (to answer repeated cacheable pages from server/page-cache.ts), and Next's own proxy
 * call takes that decision back instead of deciding a second time (one flag evaluation, one visitor key per request).
 * Both sides load their own copy of this module (the proxy lives in Next's bundle), so the meeting point is a global symbol.
 */

/** Where createProxy registers the bridge on `globalThis`. */
export const PROXY_BRIDGE = Symbol.for('@shop/storefront/proxy-bridge');

/** Request header carrying the id of a decision the server already took; only the server sets it (ids are random). */
export const PROXY_DECISION_HEADER = 'x-shop-proxy-decision';

export interface ProxyDecision {
  /** Hand it to Next's proxy call in PROXY_DECISION_HEADER; release it when the answer is done. */
  id: string;
  /**
   * The rewrite target (full URL) when the proxy's answer is a plain rewrite on the server's own origin with nothing
   * beside it but cookies; undefined for redirects, pass-throughs and rewrites that carry a status or other headers.
   */
  rewrite?: string;
  /** `Set-Cookie` values the proxy adds to the answer (a new visitor key, opt-out cookies). */
  setCookies: string[];
}

export interface ProxyBridge {
  decide(request: { url: string; method: string; headers: Record<string, string | string[] | undefined> }): Promise<ProxyDecision>;
  release(id: string): void;
}

/** The registered bridge, if Next has loaded the proxy in this process yet. */
export function findProxyBridge(): ProxyBridge | undefined {
  return (globalThis as { [PROXY_BRIDGE]?: ProxyBridge })[PROXY_BRIDGE];
}
