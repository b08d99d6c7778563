import { z } from 'zod';
import { WISHLIST_KEY_PATTERN, WISHLIST_MAX_ITEMS, wishlistProducts } from './wishlist-key.ts';

/**
 * The wishlist (spec point 2 "wishlist", channel setting `hasWishlist`): designs a shopper keeps for later. A design is
 * what a card tile or card detail page identifies: the product family, the card theme and one of its designs. Its
 * key (`card-{themeId}-{designId}`) is how the browser stores it (localStorage for visitors) and names it in paths.
 */
export { parseWishlistKey, toWishlistKey, WISHLIST_MAX_ITEMS, wishlistProducts, type WishlistItem, type WishlistProduct } from './wishlist-key.ts';

const idSchema = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(999_999_999, `${name} is too large`);

/** POST /web-api/wishlist-items: one design. */
export const wishlistItemRequestSchema = z.strictObject({
  product: z.enum(wishlistProducts, { error: 'product must be card' }),
  themeId: idSchema('themeId'),
  designId: idSchema('designId'),
});
export type WishlistItemRequest = z.infer<typeof wishlistItemRequestSchema>;

export const wishlistKeySchema = z
  .string()
  .max(40, 'Unknown design key')
  .regex(WISHLIST_KEY_PATTERN, 'A design key looks like card-12-3');

/** DELETE /web-api/wishlist-items/{key} */
export const wishlistKeyParamsSchema = z.strictObject({ key: wishlistKeySchema });

/** POST /web-api/wishlist-items/merge: a visitor's kept designs, moved into the account at log-in. */
export const wishlistMergeRequestSchema = z.strictObject({
  items: z.array(wishlistItemRequestSchema).max(WISHLIST_MAX_ITEMS, `At most ${WISHLIST_MAX_ITEMS} designs`),
});
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequestSchema>;

/** GET /web-api/wishlist-designs?keys[]=card-12-3: what the designs of a visitor's local wishlist show. */
export const wishlistDesignsQuerySchema = z.strictObject({
  keys: z.array(wishlistKeySchema).min(1, 'Name at least one design').max(WISHLIST_MAX_ITEMS, `At most ${WISHLIST_MAX_ITEMS} designs`),
});

/** A kept design as the shops show it: the theme's name in the request's language, its picture, its detail page parts. */
export const wishlistDesignSchema = z.object({
  key: z.string(),
  product: z.enum(wishlistProducts),
  themeId: z.number().int(),
  designId: z.number().int(),
  /** 1-based position of the design in its theme (the tiles' "design 3"). */
  designNumber: z.number().int().positive(),
  /** The card theme's slug and occasion: the card detail page is `/themes/{theme page of the occasion}/{slug}/{designId}`. */
  themeSlug: z.string(),
  occasion: z.string(),
  name: z.string(),
  image: z.string().optional(),
});
export type WishlistDesign = z.infer<typeof wishlistDesignSchema>;

/** The customer's wishlist (GET, POST, DELETE, merge) or the designs of a list of keys (wishlist-designs). */
export const wishlistSchema = z.object({
  items: z.array(wishlistDesignSchema),
  max: z.number().int().positive(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
export const wishlistResponseSchema = z.object({ payload: wishlistSchema });

/** The merge answer: the account's wishlist and the visitor's designs it could not keep (unknown now, or over the limit). */
export const wishlistMergeResponseSchema = z.object({
  payload: wishlistSchema.extend({
    notMerged: z.array(z.object({ key: z.string(), reason: z.enum(['unknown_design', 'wishlist_full']) })),
  }),
});
export type WishlistMergeResult = z.infer<typeof wishlistMergeResponseSchema>['payload'];
