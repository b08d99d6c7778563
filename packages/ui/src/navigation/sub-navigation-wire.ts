import { packLinks, unpackLink, type PackedLinks } from '../lib/link-wire.ts';
import { isCurrentPath, type SubNavigationCategory, type SubNavigationTileType } from './navigation-types.ts';

/**
 * The sub-navigation's categories as the server hands them to their client island (issue 16). As server-rendered markup
 * a tile was some 230 bytes of flight data, sixteen on wallart's /wandbilder; packed, it is its label, its link's own
 * parts, its picture's URL after what all pictures' URLs start with, and its shape only in a list of mixed shapes.
 */
export interface PackedSubNavigation {
  /** Every tile's link, in order through the categories. */
  links: PackedLinks;
  /** What every picture's URL starts with. */
  imageBase: string;
  categories: PackedSubNavigationCategory[];
}

/** Headline, the shape all tiles share ('' when they differ), the tiles. */
export type PackedSubNavigationCategory = [headline: string, shape: SubNavigationTileType | '', tiles: PackedSubNavigationTile[]];

/** Label, picture URL after `imageBase` (null for a tile without picture), own shape ('' in a list of one shape), current. */
export type PackedSubNavigationTile = [label: string, image: string | null, tileType: SubNavigationTileType | '', current?: 1];

/** A tile as the island renders it. */
export interface SubNavigationTileView {
  label: string;
  link: string;
  image: string | null;
  /** The tile's shape where its list has tiles of several. */
  tileType?: SubNavigationTileType;
  current: boolean;
}

/** The tile type every tile of a category has, if they all have one. */
function sharedTileType(tiles: SubNavigationCategory['tiles']): SubNavigationTileType | '' {
  const first = tiles[0]?.tileType;
  return first && tiles.every((tile) => tile.tileType === first) ? first : '';
}

function commonStart(texts: readonly string[]): string {
  const [first = '', ...rest] = texts;
  let length = first.length;
  for (const text of rest) {
    let same = 0;
    while (same < length && text[same] === first[same]) same += 1;
    length = same;
  }
  return first.slice(0, length);
}

/** Packs the categories of the active navigation type, each tile's link compared with the page's path. */
export function packSubNavigation(categories: readonly SubNavigationCategory[], currentPath: string): PackedSubNavigation {
  const tiles = categories.flatMap((category) => category.tiles);
  const imageBase = commonStart(tiles.flatMap((tile) => (tile.image ? [tile.image.src] : [])));
  return {
    links: packLinks(tiles.map((tile) => tile.link)),
    imageBase,
    categories: categories.map((category) => {
      const shape = sharedTileType(category.tiles);
      return [
        category.headline,
        shape,
        category.tiles.map((tile): PackedSubNavigationTile => {
          const image = tile.image ? tile.image.src.slice(imageBase.length) : null;
          const tileType = shape ? '' : tile.tileType;
          return isCurrentPath(tile.link, currentPath) ? [tile.label, image, tileType, 1] : [tile.label, image, tileType];
        }),
      ];
    }),
  };
}

/** The categories a packed sub-navigation stands for, each with the shape its tiles share. */
export function unpackSubNavigation(packed: PackedSubNavigation): { headline: string; shape?: SubNavigationTileType; tiles: SubNavigationTileView[] }[] {
  let place = 0;
  return packed.categories.map(([headline, shape, tiles]) => ({
    headline,
    ...(shape ? { shape } : {}),
    tiles: tiles.map(([label, image, tileType, current]) => ({
      label,
      link: unpackLink(packed.links, place++),
      image: image === null ? null : packed.imageBase + image,
      ...(tileType ? { tileType } : {}),
      current: current === 1,
    })),
  }));
}
