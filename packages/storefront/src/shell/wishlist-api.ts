import type * as WishlistCalls from '@shop/api-client/shop/wishlist';
import type { ShopClient } from '@shop/api-client/shop/request';
import type { WishlistApi } from '@shop/ui/wishlist/wishlist-store';
import type { BrowserCustomerApiOptions } from './customer-api.ts';

/**
 * The api-client's wishlist calls bound to the page's channel and locale, through the shop's own `/shop-api` forward.
 * Loaded on the first call, after hydration, like the customer calls: not in the page's first-load JavaScript.
 */
export function createBrowserWishlistApi(options: BrowserCustomerApiOptions): WishlistApi {
  let loaded: Promise<{ client: ShopClient; calls: typeof WishlistCalls }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@shop/api-client/shop/request'), import('@shop/api-client/shop/wishlist')]).then(([request, calls]) => ({
      client: request.createShopClient({ ...options, baseUrl: new URL(options.basePath, window.location.origin).toString() }),
      calls,
    })));
  return {
    list: async () => {
      const { client, calls } = await load();
      return calls.getWishlist(client);
    },
    add: async (item) => {
      const { client, calls } = await load();
      return calls.addWishlistItem(client, item);
    },
    remove: async (key) => {
      const { client, calls } = await load();
      return calls.removeWishlistItem(client, key);
    },
    merge: async (items) => {
      const { client, calls } = await load();
      return calls.mergeWishlist(client, items);
    },
    designs: async (keys) => {
      const { client, calls } = await load();
      // An empty list has nothing to describe: the route asks for at least one key.
      return keys.length === 0 ? { items: [], max: 0 } : calls.getWishlistDesigns(client, keys);
    },
  };
}
