import type { Locale } from '@shop/config/markets';
import { routeGroups } from '@shop/config/routes';
import type { ProductFamily } from '../catalogue/product-families.ts';

/** The designer's route group per product family; photo prints open in the photobox designer (same launch parameters). */
export const configuratorGroups = {
  calendar: 'configurator-calendar',
  card: 'configurator-card',
  collage: 'configurator-collage',
  photoframe: 'configurator-photo-frame',
  photobook: 'configurator-photobook',
  photobox: 'configurator-photobox',
  photoprint: 'configurator-photobox',
} as const satisfies Readonly<Record<ProductFamily, keyof typeof routeGroups>>;

/** Designer base path per product family, from the route table (the same in every language). */
export const configuratorPaths: Readonly<Record<ProductFamily, string>> = Object.fromEntries(
  Object.entries(configuratorGroups).map(([family, group]) => [family, routeGroups[group].paths.de]),
) as Record<ProductFamily, string>;

export const CONFIGURATOR_PATH_PREFIX = '/configurator-';

/** True for a path the designer serves. */
export function isConfiguratorPath(path: string): boolean {
  return path.startsWith(CONFIGURATOR_PATH_PREFIX);
}

/** Adds `locale` to a configurator URL (path + optional query/hash) when it has none; other URLs pass unchanged. */
export function addLocaleToConfiguratorUrl(options: { url: string; locale: Locale }): string {
  const { url, locale } = options;
  if (!isConfiguratorPath(url)) return url;
  const hashIndex = url.indexOf('#');
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const withoutHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf('?');
  const path = queryIndex === -1 ? withoutHash : withoutHash.slice(0, queryIndex);
  const query = new URLSearchParams(queryIndex === -1 ? '' : withoutHash.slice(queryIndex + 1));
  if (query.has('locale')) return url;
  query.set('locale', locale);
  return `${path}?${query.toString()}${hash}`;
}

/** A designer URL: base path plus launch parameters. */
export function buildDesignerUrl(options: {
  family: ProductFamily;
  params: Readonly<Record<string, string>>;
}): string {
  const query = new URLSearchParams(options.params).toString();
  const path = configuratorPaths[options.family];
  return query === '' ? path : `${path}?${query}`;
}
