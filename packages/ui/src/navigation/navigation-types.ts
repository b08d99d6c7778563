/**
 * Navigation data in the project's own shape. The content space's global stories (content/README.md, spec point 3) hold
 * it under vendor field names (`storyblokTitle`, `flyoutGroupIdentifier`, …); the storefront's data layer
 * (`packages/storefront/src/data/shell.ts`) maps them to these types, turns each multilink into the localized path and
 * each asset into its URL before handing the data to these components.
 */

export interface NavigationImage {
  src: string;
  alt: string;
}

export interface NavigationLabel {
  labelText: string;
  labelBackgroundColor: string;
  labelTextColor: string;
}

/** FlyoutItem of a flyout group. */
export interface FlyoutItem {
  title: string;
  link: string;
  asset?: NavigationImage | null;
  linkOnlyImage?: boolean;
  subnaviTitle?: string;
  subnaviAsset?: NavigationImage | null;
  /** `special` marks the one special entry of the wall-art flyout. */
  typeOverride?: string;
  isHeadlineItem?: boolean;
}

/** FlyoutGroup of a main navigation item. */
export interface FlyoutGroup {
  id: string;
  title: string;
  items: FlyoutItem[];
  customItems?: FlyoutItem[];
}

/** NavigationItem of GlobalNavigation.mainNavigationItems. */
export interface NavigationItem {
  text: string;
  url: string;
  icon?: NavigationImage | null;
  label?: NavigationLabel | null;
  navigationType: string;
  flyoutGroups: FlyoutGroup[];
  hasSubItems?: boolean;
  subItems?: NavigationItem[];
  subNaviOnly?: boolean;
  alwaysShowSubNavi?: boolean;
  isOnlyInBurgerNavigation?: boolean;
}

export type SubNavigationTileType = 'circle' | 'square' | 'square-image';

export interface SubNavigationTile {
  tileType: SubNavigationTileType;
  label: string;
  link: string;
  image?: NavigationImage | null;
}

export interface SubNavigationCategory {
  headline: string;
  tiles: SubNavigationTile[];
}

/** SubNavigation of GlobalNavigation.subNavigations, one per navigation type. */
export interface SubNavigationData {
  navigationType: string;
  alwaysShow?: boolean;
  categories: SubNavigationCategory[];
}

/** BurgerItem: three levels deep (primary → secondary → tertiary accordion). */
export interface BurgerItem {
  text: string;
  url: string;
  hasSubItems?: boolean;
  subItems?: BurgerItem[];
}

export interface ServiceHotline {
  /** What the visitor reads, e.g. `030 2312 5000`. */
  display: string;
  /** The `tel:` URL. */
  tel: string;
}

/** ShopEntry of GlobalShops. */
export interface ShopEntry {
  text: string;
  link: string;
  color?: { color: string } | null;
  icon?: NavigationImage | null;
}

export interface FooterLink {
  text: string;
  link: string;
}

/** FooterColumn of GlobalFooter: a headline over its links. */
export interface FooterColumn {
  headline: string;
  links: FooterLink[];
}

/** GlobalBurger with its footer and shops relations resolved. */
export interface BurgerData {
  mainNavigationItems: BurgerItem[];
  extraMenu: BurgerItem[];
  serviceHotline: ServiceHotline;
  serviceText?: string;
  footer: FooterLink[];
  shops: ShopEntry[];
}

/** Normalises a path for comparison: no query, hash or trailing slash (the start page stays `/`). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** True when a link points at the current path. */
export function isCurrentPath(link: string, currentPath: string): boolean {
  return normalizePath(link) === normalizePath(currentPath);
}
