import type { Wishlist, WishlistItemRequest, WishlistMergeResult } from '@shop/contract/wishlist';
import { parseWishlistKey, WISHLIST_MAX_ITEMS } from '@shop/contract/wishlist-key';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CustomerSessionState } from '../customer/customer-store.ts';

/**
 * The wishlist calls of the api-client, injected by the app (bound to its channel, locale and base URL). Each rejects
 * with an Error carrying the answer's status when the shop API refuses.
 */
export interface WishlistApi {
  /** GET /web-api/wishlist (logged in) */
  list: () => Promise<Wishlist>;
  /** POST /web-api/wishlist-items (logged in) */
  add: (item: WishlistItemRequest) => Promise<Wishlist>;
  /** DELETE /web-api/wishlist-items/{key} (logged in) */
  remove: (key: string) => Promise<Wishlist>;
  /** POST /web-api/wishlist-items/merge (logged in) */
  merge: (items: readonly WishlistItemRequest[]) => Promise<WishlistMergeResult>;
  /** GET /web-api/wishlist-designs: what kept keys show, for visitors and customers alike */
  designs: (keys: readonly string[]) => Promise<Wishlist>;
}

/**
 * `idle` before the browser started it (server HTML, hydration: hearts not pressed); `local` for a visitor (the list
 * lives in localStorage); `syncing` while a log-in moves it into the account; `account` for a logged-in customer.
 */
export type WishlistStatus = 'idle' | 'local' | 'syncing' | 'account';

export interface WishlistState {
  status: WishlistStatus;
  /** The kept designs' keys (`card-12-3`), oldest first. */
  keys: readonly string[];
  /** The last change the shop API refused (the list is as it was); cleared by the next change. */
  failed: boolean;
  api: WishlistApi | null;
  /** localStorage entry of the channel's visitor list. */
  storageKey: string;
}

/** A wishlist store (one per page; tests and stories create their own). */
export function createWishlistStore(): StoreApi<WishlistState> {
  return createStore<WishlistState>()(() => ({ status: 'idle', keys: [], failed: false, api: null, storageKey: '' }));
}

/** The page's wishlist. */
export const wishlistStore = createWishlistStore();

/** Reads the wishlist; in the server HTML always the idle, empty state. */
export function useWishlist<T>(selector: (state: WishlistState) => T, store: StoreApi<WishlistState> = wishlistStore): T {
  return useStore(store, selector);
}

/** The visitor's kept keys: well-formed, without repeats, at most the limit; anything else in the entry is dropped. */
export function readLocalWishlist(storage: Pick<Storage, 'getItem'>, storageKey: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(storageKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys = parsed.filter((key): key is string => typeof key === 'string' && parseWishlistKey(key) !== null);
  return [...new Set(keys)].slice(0, WISHLIST_MAX_ITEMS);
}

function writeLocal(storageKey: string, keys: readonly string[]): void {
  try {
    if (keys.length === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(keys));
  } catch {
    // Private mode or a full storage: the list still works on this page.
  }
}

function localKeys(storageKey: string): string[] {
  try {
    return readLocalWishlist(window.localStorage, storageKey);
  } catch {
    return [];
  }
}

const keysOf = (wishlist: Wishlist) => wishlist.items.map((item) => item.key);

/** A logged-in customer's list: the visitor's local designs move in first (no duplicates), then the local copy goes. */
async function syncAccount(store: StoreApi<WishlistState>, api: WishlistApi): Promise<void> {
  const { storageKey } = store.getState();
  store.setState({ status: 'syncing' });
  try {
    const local = localKeys(storageKey)
      .map(parseWishlistKey)
      .filter((item) => item !== null);
    const wishlist = local.length > 0 ? await api.merge(local) : await api.list();
    if (local.length > 0) writeLocal(storageKey, []);
    store.setState({ status: 'account', keys: keysOf(wishlist), failed: false });
  } catch {
    // The account cannot be read now: the hearts show nothing rather than a list that is not the account's.
    store.setState({ status: 'account', keys: [], failed: true });
  }
}

/**
 * Starts the page's wishlist in the browser: a visitor's from localStorage, a customer's from the shop API once the
 * session says so (a log-in merges the local list into the account, a log-out shows the visitor's again). Other tabs'
 * changes of the local list arrive through the `storage` event. Returns the stop function.
 */
export function startWishlist(options: {
  api: WishlistApi;
  channel: string;
  session: StoreApi<CustomerSessionState>;
  store?: StoreApi<WishlistState>;
}): () => void {
  const { api, channel, session, store = wishlistStore } = options;
  const storageKey = `shop-wishlist:${channel}`;
  store.setState({ api, storageKey, status: 'local', keys: localKeys(storageKey), failed: false });
  let loggedIn = false;
  const follow = (state: CustomerSessionState) => {
    if (state.status !== 'initialised' || state.isLoggedIn === loggedIn) return;
    loggedIn = state.isLoggedIn;
    if (loggedIn) void syncAccount(store, api);
    else store.setState({ status: 'local', keys: localKeys(storageKey), failed: false });
  };
  follow(session.getState());
  const stopSession = session.subscribe(follow);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey && store.getState().status === 'local') store.setState({ keys: localKeys(storageKey) });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopSession();
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps or drops a design: at once on the page, then in localStorage or the account (undone when the API refuses). */
export async function toggleWishlist(key: string, store: StoreApi<WishlistState> = wishlistStore): Promise<void> {
  const { status, keys, api, storageKey } = store.getState();
  const item = parseWishlistKey(key);
  if (!item || (status !== 'local' && status !== 'account')) return;
  const kept = keys.includes(key);
  if (!kept && keys.length >= WISHLIST_MAX_ITEMS) {
    store.setState({ failed: true });
    return;
  }
  const next = kept ? keys.filter((other) => other !== key) : [...keys, key];
  store.setState({ keys: next, failed: false });
  if (status === 'local') {
    writeLocal(storageKey, next);
    return;
  }
  try {
    const wishlist = kept ? await api?.remove(key) : await api?.add(item);
    if (wishlist) store.setState({ keys: keysOf(wishlist) });
  } catch {
    store.setState({ keys, failed: true });
  }
}
