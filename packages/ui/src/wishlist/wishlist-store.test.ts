import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '@shop/contract/wishlist';
import { loggedInCustomer, loggedOutCustomer } from '../lib/fixtures.ts';
import { createCustomerSessionStore } from '../customer/customer-store.ts';
import { createFakeWishlistApi } from './wishlist-fixtures.ts';
import { createWishlistStore, readLocalWishlist, startWishlist, toggleWishlist } from './wishlist-store.ts';

const storageKey = 'shop-wishlist:kartenliebe';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => window.localStorage.clear());
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function start(initialAccount: readonly string[] = []) {
  const api = createFakeWishlistApi(initialAccount);
  const session = createCustomerSessionStore();
  const store = createWishlistStore();
  stop = startWishlist({ api, channel: 'kartenliebe', session, store });
  return { api, session, store };
}

describe('wishlist store', () => {
  it('is idle (nothing pressed) until started in the browser', () => {
    expect(createWishlistStore().getState()).toMatchObject({ status: 'idle', keys: [] });
  });

  it('keeps a visitor list in localStorage: toggling adds and removes, a new page reads it back', async () => {
    const { store, api } = start();
    expect(store.getState().status).toBe('local');
    await toggleWishlist('card-1-11', store);
    await toggleWishlist('card-2-21', store);
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? '')).toEqual(['card-1-11', 'card-2-21']);
    await toggleWishlist('card-1-11', store);
    expect(store.getState().keys).toEqual(['card-2-21']);
    expect(api.calls).toEqual([]);
    stop?.();
    expect(start().store.getState().keys).toEqual(['card-2-21']);
  });

  it('merges the visitor list into the account at log-in, without duplicates, and clears the local copy', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify(['card-1-11', 'card-2-22']));
    const { store, session, api } = start(['card-2-22']);
    session.getState().initialise(loggedOutCustomer);
    expect(store.getState().keys).toEqual(['card-1-11', 'card-2-22']);
    session.getState().logIn(loggedInCustomer);
    expect(store.getState().status).toBe('syncing');
    await settle();
    expect(api.calls).toEqual(['merge card-1-11,card-2-22']);
    expect(store.getState()).toMatchObject({ status: 'account', keys: ['card-2-22', 'card-1-11'] });
    expect(api.account).toEqual(['card-2-22', 'card-1-11']);
    expect(window.localStorage.getItem(storageKey)).toBeNull();
    // Logged in, a toggle goes to the account.
    await toggleWishlist('card-1-12', store);
    expect(api.account).toEqual(['card-2-22', 'card-1-11', 'card-1-12']);
    // Logged out, the (now empty) visitor list is shown again; the account keeps its designs.
    session.getState().logOut(loggedOutCustomer);
    expect(store.getState()).toMatchObject({ status: 'local', keys: [] });
  });

  it('a customer arriving logged in gets the account list (no merge without local designs)', async () => {
    const { store, session, api } = start(['card-1-12']);
    session.getState().initialise(loggedInCustomer);
    await settle();
    expect(api.calls).toEqual(['list']);
    expect(store.getState()).toMatchObject({ status: 'account', keys: ['card-1-12'] });
  });

  it('undoes a change the shop API refuses and says so', async () => {
    const { store, session } = start();
    session.getState().initialise(loggedInCustomer);
    await settle();
    await toggleWishlist('card-9-99', store);
    expect(store.getState()).toMatchObject({ keys: [], failed: true });
  });

  it(`adds nothing past ${WISHLIST_MAX_ITEMS} designs`, async () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, index) => `card-1-${index + 1}`);
    window.localStorage.setItem(storageKey, JSON.stringify(full));
    const { store } = start();
    await toggleWishlist('card-2-21', store);
    expect(store.getState().keys).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(store.getState().failed).toBe(true);
  });

  it('reads only well-formed keys from localStorage, once each', () => {
    const storage = (value: string) => ({ getItem: () => value });
    expect(readLocalWishlist(storage('["card-1-11","card-1-11","x","card-0-1",7,"card-2-21"]'), storageKey)).toEqual(['card-1-11', 'card-2-21']);
    expect(readLocalWishlist(storage('not json'), storageKey)).toEqual([]);
    expect(readLocalWishlist(storage('{"a":1}'), storageKey)).toEqual([]);
  });
});
