/** The local shop API (apps/shop-api), the default so a fresh clone runs without configuration. */
export const LOCAL_SHOP_API_URL = 'http://localhost:4000';

/**
 * The production shop API: one host for every channel and locale (spec point 9). The project's choice of name; the
 * apps pass their own through their env when it differs.
 */
export const PRODUCTION_SHOP_API_URL = 'https://api.kartenliebe.de';

/** Query parameters of the current page that point the production client at another shop host (spec point 9). */
export const SHOP_HOST_PARAM = 'shopApiHost';
export const SHOP_PROTOCOL_PARAM = 'shopApiProtocol';

/** Hosts a page query may always choose: loopback and `*.localhost`, served over http or https. */
const loopbackHost = /^(?:[a-z0-9-]+\.)*localhost$|^127\.0\.0\.1$|^\[::1\]$/;

export type ShopEnvironment = 'local' | 'production';

export interface ResolveShopBaseUrlOptions {
  environment: ShopEnvironment;
  /** The app's configured URL (its env); wins over the environment's default. */
  configuredUrl?: string | undefined;
  /** The current page's query; only consulted for the host override. */
  pageQuery?: URLSearchParams | undefined;
  /** Extra hosts (e.g. `staging-api.kartenliebe.de`) the page query may choose; https only. */
  allowedHosts?: readonly string[] | undefined;
}

export interface ResolvedShopBaseUrl {
  url: string;
  /** Why this URL: the default, the configuration, or the page's query override. */
  source: 'default' | 'configured' | 'query';
  /** Set when the page asked for a host the allow-list refuses; the default was kept. */
  refusedHost?: string;
}

/**
 * The shop API base URL for an environment: local by default, the production host in production, and a page's
 * `shopApiHost` (+ `shopApiProtocol`) override only for allow-listed hosts, so a crafted link cannot send the visitor's
 * cookies to a foreign server.
 */
export function resolveShopBaseUrl(options: ResolveShopBaseUrlOptions): ResolvedShopBaseUrl {
  const fallback =
    options.configuredUrl ??
    (options.environment === 'production' ? PRODUCTION_SHOP_API_URL : LOCAL_SHOP_API_URL);
  const base: ResolvedShopBaseUrl = {
    url: stripSlash(fallback),
    source: options.configuredUrl ? 'configured' : 'default',
  };
  const requested = options.pageQuery?.get(SHOP_HOST_PARAM)?.trim().toLowerCase();
  if (!requested) return base;
  const protocol = options.pageQuery?.get(SHOP_PROTOCOL_PARAM) === 'http' ? 'http' : 'https';
  let url: URL;
  try {
    url = new URL(`${protocol}://${requested}`);
  } catch {
    return { ...base, refusedHost: requested };
  }
  // Only a bare host[:port]: anything with a path, credentials or query is refused rather than trimmed.
  if (url.host !== requested || url.username || url.password) return { ...base, refusedHost: requested };
  const isLoopback = loopbackHost.test(url.hostname);
  const isAllowed =
    isLoopback || (protocol === 'https' && (options.allowedHosts ?? []).includes(url.hostname));
  if (!isAllowed) return { ...base, refusedHost: requested };
  return { url: `${protocol}://${url.host}`, source: 'query' };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
