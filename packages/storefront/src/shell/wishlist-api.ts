import type { WishlistApi } from '@shop/ui/wishlist/wishlist-store';
import { lazyBrowserCalls, type BrowserCustomerApiOptions } from './customer-api.ts';

/**
 * The api-client's wishlist calls bound to the page's channel and locale, through the shop's own `/shop-api` forward.
 * Loaded on the first call, after hydration, like the customer calls: not in the page's first-load JavaScript.
 */
export function createBrowserWishlistApi(options: BrowserCustomerApiOptions): WishlistApi {
  const load = lazyBrowserCalls(options, () => import('@shop/api-client/shop/wishlist'));
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
