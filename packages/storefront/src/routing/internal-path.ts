import type { RoutedRequest } from '@shop/domain/routing';

/** Request headers the proxy hands to rendering: the public path and locale of a rewritten request. */
export const routeHeaders = {
  path: 'x-shop-path',
  locale: 'x-shop-locale',
  platform: 'x-shop-platform',
} as const;

/** The app-internal path a routed request renders: `/{locale}/{platform}/{variant}{path}`. */
export function toInternalPath(route: Pick<RoutedRequest, 'locale' | 'platform' | 'path'> & { variant: string }): string {
  return `/${route.locale}/${route.platform}/${route.variant}${route.path === '/' ? '' : route.path}`;
}
