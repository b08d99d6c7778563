/**
 * Navigation data in the project's own shape. The content space's global stories hold it under vendor field names;
 * the api-client's `mapShell` (`@shop/api-client/content/shell`) maps them to these types, turns each multilink into
 * the localized path and each asset into its URL; the storefront's data layer and the story fixtures both call it.
 */
export type {
  BurgerData,
  BurgerItem,
  FlyoutGroup,
  FlyoutItem,
  FooterColumn,
  FooterLink,
  NavigationImage,
  NavigationItem,
  NavigationLabel,
  ServiceHotline,
  ShopEntry,
  SubNavigationCategory,
  SubNavigationData,
  SubNavigationTile,
  SubNavigationTileType,
} from '@shop/api-client/content/shell';

/** Normalises a path for comparison: no query, hash or trailing slash (the start page stays `/`). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

const queryOf = (path: string) => path.split('#', 1)[0]?.split('?')[1] ?? '';

/**
 * True when a link points at the current page: the same path, and where the link asks for a query (a format filter's
 * `/wandbilder?format=300x200`), the same query; on `/wandbilder` itself no filter link is the current page.
 */
export function isCurrentPath(link: string, currentPath: string): boolean {
  const query = queryOf(link);
  return normalizePath(link) === normalizePath(currentPath) && (query === '' || query === queryOf(currentPath));
}
