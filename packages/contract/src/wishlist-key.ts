/**
 * The wishlist's keys and limit without zod: the browser's wishlist store (header entry, hearts) is in every page's
 * first load, and zod would add about 31 KB gzip to it (issue 16). `wishlist.ts` builds its schemas on these.
 */
export const wishlistProducts = ['card'] as const;
export type WishlistProduct = (typeof wishlistProducts)[number];

/** Most designs one wishlist keeps (our limit: a page of tiles to compare, not a catalogue copy). */
export const WISHLIST_MAX_ITEMS = 100;

/** One design: the product family, the card theme and one of its designs. */
export interface WishlistItem {
  product: WishlistProduct;
  themeId: number;
  designId: number;
}

/** `card-{themeId}-{designId}`, ids from 1 to 999,999,999. */
export const WISHLIST_KEY_PATTERN = /^(card)-([1-9]\d{0,8})-([1-9]\d{0,8})$/;

/** A design's key, `card-12-3`. */
export function toWishlistKey(item: WishlistItem): string {
  return `${item.product}-${item.themeId}-${item.designId}`;
}

/** Reads a key back into its parts; anything else is null. */
export function parseWishlistKey(key: string): WishlistItem | null {
  const match = WISHLIST_KEY_PATTERN.exec(key);
  if (!match) return null;
  return { product: match[1] as WishlistProduct, themeId: Number(match[2]), designId: Number(match[3]) };
}
