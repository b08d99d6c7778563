import type { ChannelSettings } from '@shop/config/channel-settings';
import { getDomain } from '@shop/config/channel-settings';
import type { CountryCode, Locale } from '@shop/config/markets';
import { getRoutePath, type RouteGroupId } from '@shop/config/routes';
import { buildPublicPath } from '@shop/domain/routing';

/** Channel id → the shop's base URL where it does not run on its production domains (local and test stacks). */
export type ShopBaseUrls = Readonly<Record<string, string>>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The absolute URL of a shop page for a mail: the channel and country of the request (`X-Channel`), the path localized
 * for its locale (language prefix, the channel's slash policy). A channel listed in `baseUrls` runs there; on a local
 * host another country than the channel's home is its subdomain (`ch.localhost:3000`), as the apps route it.
 * Unlisted channels link to their production domain of the country.
 */
export function buildShopLink(options: {
  channel: ChannelSettings;
  country: CountryCode;
  locale: Locale;
  path: string;
  baseUrls: ShopBaseUrls;
}): string {
  const { channel, country, locale, path, baseUrls } = options;
  const publicPath = buildPublicPath({ settings: channel, locale, path });
  const configured = baseUrls[channel.id];
  if (!configured) return `https://${getDomain(channel, country)}${publicPath}`;
  const base = new URL(configured);
  if (LOCAL_HOSTS.has(base.hostname) && country !== channel.homeCountry)
    base.hostname = `${country.toLowerCase()}.localhost`;
  return `${base.origin}${publicPath}`;
}

/** Parses `kartenliebe=http://localhost:3000,wallart=http://localhost:3001` (empty: every channel on its domains). */
export function parseShopBaseUrls(value: string): ShopBaseUrls {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const cut = entry.indexOf('=');
      const id = entry.slice(0, cut).trim();
      const url = new URL(entry.slice(cut + 1).trim());
      if (cut <= 0 || !/^[a-z][a-z0-9-]*$/.test(id))
        throw new Error(`PUBLIC_SHOP_URLS entry needs channel=url: ${entry}`);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`PUBLIC_SHOP_URLS needs http(s): ${entry}`);
      return [id, url.origin] as const;
    });
  return Object.fromEntries(entries);
}

/** The absolute URL of a route group's page (packages/config route table) in the request's shop, with an optional query. */
export function buildShopRouteLink(options: {
  shop: { channel: ChannelSettings; country: CountryCode; locale: Locale };
  group: RouteGroupId;
  baseUrls: ShopBaseUrls;
  query?: Readonly<Record<string, string>>;
}): string {
  const { shop, group, baseUrls, query } = options;
  const path = getRoutePath(shop.channel, shop.locale, group);
  if (path === null) throw new Error(`${shop.channel.id} has no ${group} page in ${shop.locale}`);
  const link = buildShopLink({ channel: shop.channel, country: shop.country, locale: shop.locale, path, baseUrls });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search === '' ? link : `${link}?${search}`;
}
