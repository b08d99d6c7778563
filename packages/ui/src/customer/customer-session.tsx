'use client';
import type { CustomerApi } from './customer-api.ts';
import type { DataLayerPush } from './customer-store.ts';
import { useCustomerSessionInit } from './customer-queries.ts';

export interface CustomerSessionProps {
  fetchCustomer: CustomerApi['fetchCustomer'];
  /** Pushes to the tracking data layer (`window.dataLayer.push`). */
  push?: DataLayerPush;
}

/** Starts the customer session on the first client load; renders nothing. Mount once, inside the QueryClientProvider. */
export function CustomerSession({ fetchCustomer, push }: CustomerSessionProps) {
  useCustomerSessionInit({ fetchCustomer, push });
  return null;
}
