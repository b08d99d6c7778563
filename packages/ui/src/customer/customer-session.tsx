'use client';
import { useEffect } from 'react';
import { toCustomer, type CustomerApi } from './customer-api.ts';
import type { Customer } from '@shop/contract/customer';
import { customerSessionStore, type DataLayerPush } from './customer-store.ts';
import { createSharedRequests } from '../lib/shared-requests.ts';

export interface CustomerSessionProps {
  fetchCustomer: CustomerApi['fetchCustomer'];
  /** Pushes to the tracking data layer (`window.dataLayer.push`). */
  push?: DataLayerPush;
}

/** A failed first read is tried once more after this long (what react-query's one retry did before). */
export const CUSTOMER_RETRY_DELAY_MS = 1000;

// One read per `fetchCustomer` (the app's customer API of the page): re-renders, a remount and StrictMode's double
// effect share it. A read that failed twice is forgotten, so a later mount tries again.
const customerReads = createSharedRequests<Customer, CustomerApi['fetchCustomer']>();

function readCustomerOnce(fetchCustomer: CustomerApi['fetchCustomer']): Promise<Customer> {
  const attempt = async () => toCustomer(await fetchCustomer());
  return customerReads(fetchCustomer, () =>
    attempt().catch(
      () => new Promise<Customer>((resolve, reject) => setTimeout(() => attempt().then(resolve, reject), CUSTOMER_RETRY_DELAY_MS)),
    ),
  );
}

/**
 * Starts the customer session on the first client load (spec point 4): fetches the customer once, ends initialising and
 * pushes the logged-in flag to the data layer. Renders nothing; mount once per page. A plain fetch, not a query: the
 * session store is the one place the customer lives, so a visitor who never opens an account dialog loads no query
 * library (issue 16).
 */
export function CustomerSession({ fetchCustomer, push }: CustomerSessionProps) {
  useEffect(() => {
    let current = true;
    readCustomerOnce(fetchCustomer).then(
      (customer) => {
        if (current) customerSessionStore.getState().initialise(customer, push);
      },
      // Still uninitialised after the retry: the page works as for a visitor who is not logged in.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fetchCustomer, push]);
  return null;
}
