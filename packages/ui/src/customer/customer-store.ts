'use client';
import type { Customer } from '@shop/contract/customer';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** One entry pushed to the tracking data layer (the app passes `window.dataLayer.push`). */
export type DataLayerPush = (entry: Record<string, unknown>) => void;

export type CustomerSessionStatus = 'uninitialised' | 'initialised';

export interface CustomerSessionState {
  status: CustomerSessionStatus;
  isLoggedIn: boolean;
  customer: Customer | null;
  /** First load: stores the fetched customer and pushes the logged-in flag, only the first time (spec point 4). */
  initialise: (customer: Customer, push?: DataLayerPush) => void;
  /** Successful log-in or sign-up: logged in with the returned customer. */
  logIn: (customer: Customer) => void;
  /** After the logout call: logged out, the anonymous customer (if the server sent one) kept for the cart count. */
  logOut: (customer?: Customer) => void;
}

/** Event name of the logged-in flag in the data layer. */
export const CUSTOMER_DATA_LAYER_EVENT = 'customer-session';

/** A customer session store (one per page; tests create their own). */
export function createCustomerSessionStore(): StoreApi<CustomerSessionState> {
  return createStore<CustomerSessionState>()((set, get) => ({
    status: 'uninitialised',
    isLoggedIn: false,
    customer: null,
    initialise: (customer, push) => {
      if (get().status === 'initialised') return;
      set({ status: 'initialised', customer, isLoggedIn: customer.isLoggedIn });
      push?.({ event: CUSTOMER_DATA_LAYER_EVENT, isLoggedIn: customer.isLoggedIn });
    },
    logIn: (customer) => set({ status: 'initialised', customer, isLoggedIn: true }),
    logOut: (customer) => set({ status: 'initialised', customer: customer ?? null, isLoggedIn: false }),
  }));
}

/** The page's customer session. */
export const customerSessionStore = createCustomerSessionStore();

/** Reads the customer session; on the server always the uninitialised state. */
export function useCustomerSession<T>(selector: (state: CustomerSessionState) => T): T {
  return useStore(customerSessionStore, selector);
}

/** First plus last name, only when logged in (spec point 3). */
export function selectFullName(state: Pick<CustomerSessionState, 'isLoggedIn' | 'customer'>): string | null {
  if (!state.isLoggedIn || !state.customer) return null;
  const { fullName, firstName, lastName } = state.customer;
  return fullName || `${firstName} ${lastName}`.trim();
}

/** Number of cart articles of the open order; 0 without one. */
export function selectCartArticles(state: Pick<CustomerSessionState, 'customer'>): number {
  return state.customer?.order?.cartArticlesAmount ?? 0;
}

/** White-label bar: a white-label customer or a white-label order (spec point 6). */
export function selectShowsWhitelabel(state: Pick<CustomerSessionState, 'customer'>): boolean {
  return Boolean(state.customer?.isWhitelabelCustomer || state.customer?.order?.isWhitelabelOrder);
}
