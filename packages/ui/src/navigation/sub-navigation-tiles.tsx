'use client';
import type { SubNavigationTileType } from './navigation-types.ts';
import { unpackSubNavigation, type PackedSubNavigation } from './sub-navigation-wire.ts';

/** Tile image sizes of spec point 2 (width × height in px). */
export const TILE_SIZES: Record<SubNavigationTileType, { width: number; height: number }> = {
  circle: { width: 76, height: 76 },
  square: { width: 73, height: 110 },
  'square-image': { width: 110, height: 110 },
};

/**
 * The sub-navigation's headings and tiles, rendered from the packed categories (`SubNavigation` packs them on the
 * server). Index keys and few class names: a list that never re-orders, and the CSS reaches the rest through the
 * structure. A category's tiles share one shape (the list names it once, a tile only in a mixed list), and the current
 * tile is marked by its link's aria-current alone.
 */
export function SubNavigationTiles({ label, categories }: { label: string; categories: PackedSubNavigation }) {
  return (
    <nav className="sub-navigation" aria-label={label}>
      {unpackSubNavigation(categories).map((category, index) => (
        <section key={index}>
          <h2>{category.headline}</h2>
          <ul className={category.shape ? `sub-navigation__tiles sub-navigation__tiles--${category.shape}` : 'sub-navigation__tiles'}>
            {category.tiles.map((tile, tileIndex) => {
              const size = TILE_SIZES[tile.tileType ?? category.shape ?? 'circle'];
              return (
                <li key={tileIndex} {...(tile.tileType ? { className: `sub-navigation__tile--${tile.tileType}` } : {})}>
                  <a href={tile.link} {...(tile.current ? { 'aria-current': 'page' as const } : {})}>
                    {tile.image === null ? (
                      <span className="sub-navigation__placeholder" />
                    ) : (
                      <img src={tile.image} alt="" width={size.width} height={size.height} loading="lazy" />
                    )}
                    <span className="sub-navigation__label">{tile.label}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
