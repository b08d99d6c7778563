import {
  wishlistDesignsQuerySchema,
  wishlistItemRequestSchema,
  wishlistMergeRequestSchema,
  wishlistMergeResponseSchema,
  wishlistResponseSchema,
  type Wishlist,
  type WishlistItemRequest,
  type WishlistMergeResult,
} from '@shop/contract/wishlist';
import { shopRequest, type ShopClient } from './request.ts';

// The browser imports one module per group of calls (storefront's lazyBrowserCalls): one chunk, request code included once.
export { createShopClient } from './request.ts';

// The customer's wishlist belongs to the session cookie: those calls carry it. Channels without a wishlist answer 404.

/** GET /web-api/wishlist: the logged-in customer's designs (401 when logged out). */
export async function getWishlist(client: ShopClient): Promise<Wishlist> {
  return (await shopRequest(client, { path: '/web-api/wishlist', credentials: true, response: wishlistResponseSchema })).payload;
}

/** POST /web-api/wishlist-items: keeps a design (again is a no-op) and answers the wishlist. */
export async function addWishlistItem(client: ShopClient, item: WishlistItemRequest): Promise<Wishlist> {
  const { payload } = await shopRequest(client, {
    method: 'POST',
    path: '/web-api/wishlist-items',
    body: item,
    bodySchema: wishlistItemRequestSchema,
    credentials: true,
    response: wishlistResponseSchema,
  });
  return payload;
}

/** DELETE /web-api/wishlist-items/{key}: answers the wishlist without it. */
export async function removeWishlistItem(client: ShopClient, key: string): Promise<Wishlist> {
  const { payload } = await shopRequest(client, {
    method: 'DELETE',
    path: `/web-api/wishlist-items/${encodeURIComponent(key)}`,
    credentials: true,
    response: wishlistResponseSchema,
  });
  return payload;
}

/** POST /web-api/wishlist-items/merge: a visitor's local designs join the account's at log-in. */
export async function mergeWishlist(client: ShopClient, items: readonly WishlistItemRequest[]): Promise<WishlistMergeResult> {
  const { payload } = await shopRequest(client, {
    method: 'POST',
    path: '/web-api/wishlist-items/merge',
    body: { items },
    bodySchema: wishlistMergeRequestSchema,
    credentials: true,
    response: wishlistMergeResponseSchema,
  });
  return payload;
}

/** GET /web-api/wishlist-designs: what the designs of a visitor's local wishlist show (unknown ones left out). */
export async function getWishlistDesigns(client: ShopClient, keys: readonly string[]): Promise<Wishlist> {
  const { payload } = await shopRequest(client, {
    path: '/web-api/wishlist-designs',
    query: { keys },
    querySchema: wishlistDesignsQuerySchema,
    response: wishlistResponseSchema,
  });
  return payload;
}
