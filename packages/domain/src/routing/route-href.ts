import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { getRouteGroup, getRoutePath, type RouteGroupId } from '@shop/config/routes';
import { buildPublicPath, type Platform } from './resolve-request.ts';

/**
 * The public path of a route group in a locale (language prefix, desktop segment, trailing-slash policy, and for the
 * designer the `locale` query), or null where the channel does not sell the group there.
 */
export function buildRouteHref(options: {
  settings: ChannelSettings;
  locale: Locale;
  group: RouteGroupId;
  platform?: Platform;
  /** Path below the group's own (`/123` for one order). */
  subpath?: string;
  query?: Readonly<Record<string, string>>;
}): string | null {
  const { settings, locale, group, platform = 'web', subpath = '', query } = options;
  const path = getRoutePath(settings, locale, group);
  if (path === null) return null;
  const publicPath = buildPublicPath({ settings, locale, platform, path: `${path}${subpath}` });
  const params = new URLSearchParams(query);
  // The designer reads its language from the query (spec point 2); the link carries it so no redirect is needed.
  if (getRouteGroup(group).system === 'designer' && !params.has('locale')) params.set('locale', locale);
  const search = params.toString();
  return search === '' ? publicPath : `${publicPath}?${search}`;
}
