import { Hono } from 'hono';
import { z } from 'zod';
import { localizedUrlsQuerySchema } from '@shop/contract/localization';
import { getDomain, type ChannelSettings } from '@shop/config/channel-settings';
import {
  getCountry,
  isCountryCode,
  localeSettings,
  locales,
  toLocale,
  type CountryCode,
  type Language,
  type Locale,
} from '@shop/config/markets';
import { findRouteGroup, getRoutePath, routeGroupIds, type RouteGroupId } from '@shop/config/routes';
import { buildPublicPath } from '@shop/domain/routing';
import { preferredLanguage } from '../http/accept-language.ts';
import { readQuery, type AppContext, type AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';

/** A page's absolute URL on the locale's production domain, in the form the shops serve it (prefix, slash policy). */
function localeUrl(channel: ChannelSettings, locale: Locale, path: string): string {
  return `https://${getDomain(channel, localeSettings[locale].country)}${buildPublicPath({ settings: channel, locale, path })}`;
}

/** Where a page is in the other locales (localized URLs) and where the visitor is (location). */
export function createLocalizationRoutes() {
  const app = new Hono<AppEnv>();

  // The route table of packages/config, the same the shops route and link with: every path answered here is served.
  app.get('/web-api/localized-urls', (c) => {
    const query = readQuery(c, localizedUrlsQuerySchema);
    const shop = c.get('shop');
    let routeKey: RouteGroupId | undefined;
    if (query.routeKey !== undefined) {
      routeKey = routeGroupIds.find((id) => id === query.routeKey);
    } else if (query.path !== undefined) {
      // The locale's own path first, else the path in any other locale of the channel (a link from another language).
      routeKey = [shop.locale, ...locales].map((locale) => findRouteGroup(shop.channel, locale, query.path as string)).find(Boolean)?.id;
      if (!routeKey) throw notFound('unknown_path', `No localized route for ${query.path}`, 'path');
    }
    const urls = routeKey
      ? locales.flatMap((locale) => {
          const path = getRoutePath(shop.channel, locale, routeKey);
          return path === null ? [] : [{ locale, path, url: localeUrl(shop.channel, locale, path) }];
        })
      : [];
    if (!routeKey || urls.length === 0) throw notFound('unknown_route', `Unknown route ${query.routeKey}`, 'routeKey');
    return c.json({ payload: { routeKey, urls } });
  });

  const location = async (c: AppContext) => {
    readQuery(c, z.strictObject({}));
    const shop = c.get('shop');
    // The edge (CDN or proxy) tells the visitor's country; without one the visitor is taken to be where the shop is.
    const header = (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code') ?? '').toUpperCase();
    const fromHeader = isCountryCode(header) ? header : undefined;
    const country: CountryCode = fromHeader ?? shop.country;
    const languages = getCountry(country).languages;
    const language: Language = preferredLanguage(c.req.header('accept-language'), languages) ?? languages[0] ?? 'de';
    const locale = toLocale(language, country) ?? shop.locale;
    return c.json({
      payload: {
        country,
        source: fromHeader ? 'header' : 'channel',
        locale,
        isShopCountry: country === shop.country,
        suggestedUrl: country === shop.country ? null : localeUrl(shop.channel, locale, '/'),
      },
    });
  };
  app.get('/api/get-location', location);
  app.get('/api/get-location/', location);

  return app;
}
