import 'server-only';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { isLocale, localeSettings, type CurrencyCode, type Locale } from '@shop/config/markets';
import type { RouteGroupId } from '@shop/config/routes';
import { formatPrice } from '@shop/domain/format-price';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { buildRouteHref } from '@shop/domain/routing/route-href';
import { createShopIntl } from '@shop/i18n/intl';
import type { MessageId } from '@shop/i18n/messages';
import type { RouteParams } from '../app/route-params.ts';
import { readRouteParams } from '../app/route-params.ts';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export interface NextDoorPageProps {
  params: Promise<RouteParams>;
  searchParams: SearchParams;
}

/**
 * What every stand-in page needs: locale, texts, prices in the locale's currency and links from the route table.
 * `launchLocale`: the designer's language comes from its `locale` parameter (spec point 2), within the country's shop.
 */
export async function readNextDoorContext(settings: ChannelSettings, params: Promise<RouteParams>, launchLocale?: string) {
  const route = await readRouteParams(params);
  const { platform } = route;
  const locale =
    launchLocale !== undefined && isLocale(launchLocale) && localeSettings[launchLocale].country === localeSettings[route.locale].country ? launchLocale : route.locale;
  const intl = createShopIntl(locale);
  return {
    locale,
    platform,
    intl,
    price: (amountMinor: number, currency?: CurrencyCode) => formatPrice({ amountMinor, locale, ...(currency ? { currency } : {}) }),
    href: (group: RouteGroupId, subpath?: string, query?: Record<string, string>) => routeHref({ settings, locale, platform, group, subpath, query }),
    home: buildPublicPath({ settings, locale, platform, path: '/' }),
    productName: (product: string | null) => (product ? intl.t(`products.${product}.name` as MessageId) : ''),
  };
}

function routeHref(options: { settings: ChannelSettings; locale: Locale; platform: Platform; group: RouteGroupId; subpath?: string | undefined; query?: Record<string, string> | undefined }): string {
  const { settings, locale, platform, group, subpath, query } = options;
  // Every group used here is sold wherever the shop is: a missing one is a broken route table, not a visitor's error.
  const href = buildRouteHref({ settings, locale, platform, group, ...(subpath ? { subpath } : {}), ...(query ? { query } : {}) });
  if (href === null) throw new Error(`Route group ${group} has no path in ${locale}`);
  return href;
}

/** The query of a page as URLSearchParams (repeated keys kept). */
export async function toSearchParams(searchParams: SearchParams): Promise<URLSearchParams> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, entry);
  }
  return query;
}
