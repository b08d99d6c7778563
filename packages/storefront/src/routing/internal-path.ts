import type { ChannelSettings } from '@shop/config/channel-settings';
import { findRouteGroup, getRouteAppPath, ROUTE_APP_PREFIX } from '@shop/config/routes';
import type { RoutedRequest } from '@shop/domain/routing';
import { parseCardThemePath } from '@shop/domain/card/card-theme-paths';

/** The app folder of `themes-id-theme` and the card detail page (`/themes/{id}/{theme}[/{designId}]`). */
export const CARD_THEME_APP_PATH = `${ROUTE_APP_PREFIX}/card-theme`;

/** The app-internal path a routed request renders: `/{locale}/{platform}/{variant}{path}`. */
export function toInternalPath(route: Pick<RoutedRequest, 'locale' | 'platform' | 'path'> & { variant: string }): string {
  return `/${route.locale}/${route.platform}/${route.variant}${route.path === '/' ? '' : route.path}`;
}

/**
 * The app path that renders a content path: a route group the shop answers itself (cart, account, designer stand-in,
 * newsletter) is rewritten from its localised path to its folder (`/panier` → `/shop-route/cart`); everything else
 * renders as it is. The folders themselves are not public: asked for directly they are null (the 404 page).
 */
export function toAppPath(settings: ChannelSettings, route: Pick<RoutedRequest, 'locale' | 'path'>): string | null {
  if (route.path === ROUTE_APP_PREFIX || route.path.startsWith(`${ROUTE_APP_PREFIX}/`)) return null;
  const match = findRouteGroup(settings, route.locale, route.path);
  const appPath = match ? getRouteAppPath(match.id) : null;
  if (match && appPath) return `${appPath}${match.rest}`;
  // A card theme of a theme page and its card detail page are the shop's own pages, below the theme page's story.
  const cardTheme = parseCardThemePath(route.path);
  if (cardTheme) return `${CARD_THEME_APP_PATH}/${cardTheme.id}/${cardTheme.theme}${cardTheme.designId === undefined ? '' : `/${cardTheme.designId}`}`;
  return route.path;
}
