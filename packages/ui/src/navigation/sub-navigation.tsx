import {
  isCurrentPath,
  normalizePath,
  type SubNavigationData,
  type SubNavigationTileType,
} from './navigation-types.ts';

/** Tile image sizes of spec point 2 (width × height in px). */
export const TILE_SIZES: Record<SubNavigationTileType, { width: number; height: number }> = {
  circle: { width: 76, height: 76 },
  square: { width: 73, height: 110 },
  'square-image': { width: 110, height: 110 },
};

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

/** The tile type every tile of a category has, if they all have one. */
function sharedTileType(tiles: readonly { tileType: SubNavigationTileType }[]): SubNavigationTileType | undefined {
  const first = tiles[0]?.tileType;
  return first && tiles.every((tile) => tile.tileType === first) ? first : undefined;
}

/** Category headings and tiles of the active navigation type, under the main navigation. Server-renderable. */
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
  return (
    <nav className="sub-navigation" aria-label={label}>
      {/* Index keys and few class names: a server-rendered list that never re-orders, and every byte of it is in the
          page's flight data as well (issue 16); the CSS reaches the rest through the structure. A category's tiles
          share one shape (the list names it once, a tile only in a mixed list), and the current tile is marked by its
          link's aria-current alone. */}
      {data.categories.map((category, index) => {
        const shape = sharedTileType(category.tiles);
        return (
          <section key={index}>
            <h2>{category.headline}</h2>
            <ul className={shape ? `sub-navigation__tiles sub-navigation__tiles--${shape}` : 'sub-navigation__tiles'}>
              {category.tiles.map((tile, tileIndex) => {
                const size = TILE_SIZES[tile.tileType];
                return (
                  <li key={tileIndex} {...(shape ? {} : { className: `sub-navigation__tile--${tile.tileType}` })}>
                    <a href={tile.link} {...(isCurrentPath(tile.link, currentPath) ? { 'aria-current': 'page' as const } : {})}>
                      {tile.image ? (
                        <img src={tile.image.src} alt="" width={size.width} height={size.height} loading="lazy" />
                      ) : (
                        <span className="sub-navigation__placeholder" />
                      )}
                      <span>{tile.label}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
