import { normalizePath, type SubNavigationData } from './navigation-types.ts';
import { SubNavigationTiles } from './sub-navigation-tiles.tsx';
import { packSubNavigation } from './sub-navigation-wire.ts';

/** Feed pages show no sub-navigation unless it is set to always show. */
export const PATHS_WITHOUT_SUB_NAVIGATION = ['/feed-collage', '/feed-calendar', '/feed-card'] as const;

export interface SubNavigationProps {
  /** GlobalNavigation.subNavigations, links and images resolved. */
  subNavigations: SubNavigationData[];
  /** The page story's `navigationType`. */
  activeNavigationType?: string;
  /** Current public path: tiles link to public paths, the one equal to it is active. */
  currentPath: string;
  /** Content path without language prefix or desktop segment, for the feed-page rule; default `currentPath`. */
  contentPath?: string;
  /** The active main navigation item's `alwaysShowSubNavi`. */
  alwaysShowSubNavi?: boolean;
  /** Accessible name of the navigation landmark (`nav.subLabel`). */
  label: string;
}

/** Whether the sub-navigation shows on a path. */
export function showsSubNavigation(path: string, alwaysShow: boolean): boolean {
  return alwaysShow || !(PATHS_WITHOUT_SUB_NAVIGATION as readonly string[]).includes(normalizePath(path));
}

/**
 * Category headings and tiles of the active navigation type, under the main navigation: the server picks the
 * categories and packs them for their client island (issue 16: as server-rendered markup every tile was in the page's
 * flight data as well).
 */
export function SubNavigation({
  subNavigations,
  activeNavigationType,
  currentPath,
  contentPath = currentPath,
  alwaysShowSubNavi = false,
  label,
}: SubNavigationProps) {
  const data = subNavigations.find((entry) => entry.navigationType === activeNavigationType);
  if (!data || !showsSubNavigation(contentPath, alwaysShowSubNavi || Boolean(data.alwaysShow))) return null;
  return <SubNavigationTiles label={label} categories={packSubNavigation(data.categories, currentPath)} />;
}
