import { packLinks, unpackLink, type PackedLinks } from '../lib/link-wire.ts';
import type { BlockListItem, ContentAsset } from './block-types.ts';

/**
 * A tile list as the server hands it to its client island (issue 16). As server-rendered markup, a card design tile
 * was some 900 bytes of flight data (its designer link with eight launch parameters, the picture's URL three times over
 * for `src`, `srcset` and the blurred preview, the attributes of link, picture and title), twelve tiles a third of
 * `/karten/`'s. Packed, a tile is its title, the parts of its link no other tile shares and the number of its picture,
 * each picture named once; the island renders the same markup from it.
 */
export interface PackedBlockList {
  links: PackedLinks;
  images: ContentAsset[];
  /** Per tile: title, picture (index into `images`, -1 for none), price text ('' for none), wishlist key. */
  tiles: [title: string, image: number, price?: string, wishlistKey?: string][];
}

/** Packs the tiles for the wire (the inverse is `unpackBlockList`). */
export function packBlockList(items: readonly BlockListItem[]): PackedBlockList {
  const images: ContentAsset[] = [];
  const imageIndex = new Map<string, number>();
  const indexOf = (image: ContentAsset | null | undefined) => {
    if (!image) return -1;
    const key = JSON.stringify(image);
    let index = imageIndex.get(key);
    if (index === undefined) {
      index = images.push(image) - 1;
      imageIndex.set(key, index);
    }
    return index;
  };
  return {
    links: packLinks(items.map((item) => item.href)),
    images,
    tiles: items.map((item) => {
      const image = indexOf(item.image);
      if (item.wishlistKey) return [item.title, image, item.price ?? '', item.wishlistKey];
      return item.price ? [item.title, image, item.price] : [item.title, image];
    }),
  };
}

/** The tiles a packed list stands for; each tile's id is its place, the list never re-orders. */
export function unpackBlockList(list: PackedBlockList): BlockListItem[] {
  return list.tiles.map(([title, image, price, wishlistKey], index) => ({
    id: String(index),
    title,
    href: unpackLink(list.links, index),
    image: list.images[image] ?? null,
    ...(price ? { price } : {}),
    ...(wishlistKey ? { wishlistKey } : {}),
  }));
}
