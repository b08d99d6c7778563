import { createShopClient, type ShopClient } from '@shop/api-client/shop/request';
import { localeSettings, type Locale } from '@shop/config/markets';
import { serverLogger } from './server-logger.ts';

/** What a server-side shop client is made of: plain strings, so a server action can close over them. */
export interface ShopClientScope {
  shopApiUrl: string;
  channel: string;
  locale: Locale;
}

/**
 * The shop API client of a channel and locale on the server: the locale's country, the server logger. `fetch` is the
 * caching policy of the caller (`cachedFetch`, `uncachedFetch`; default Next's fetch), `headers` go with every call.
 */
export function createServerShopClient(
  scope: ShopClientScope & { fetch?: typeof fetch; headers?: Record<string, string> },
): ShopClient {
  return createShopClient({
    baseUrl: scope.shopApiUrl,
    channel: scope.channel,
    country: localeSettings[scope.locale].country,
    locale: scope.locale,
    logger: serverLogger,
    ...(scope.fetch ? { fetch: scope.fetch } : {}),
    ...(scope.headers ? { headers: scope.headers } : {}),
  });
}
