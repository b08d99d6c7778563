import type { StoreApi } from 'zustand/vanilla';
import { createFakeWishlistApi } from './wishlist-fixtures.ts';
import { createWishlistStore, type WishlistState, type WishlistStatus } from './wishlist-store.ts';

/** Stories: a wishlist store already started (a visitor's list by default) over the fake shop API. */
export function storyWishlistStore(keys: readonly string[], status: WishlistStatus = 'local'): StoreApi<WishlistState> {
  const store = createWishlistStore();
  store.setState({ status, keys, api: createFakeWishlistApi(status === 'account' ? keys : []), storageKey: 'story-wishlist', failed: false });
  return store;
}
