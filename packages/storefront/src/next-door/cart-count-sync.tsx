'use client';
import { customerSessionStore, type CustomerSessionState } from '@shop/ui/customer/customer-store';
import { useEffect } from 'react';

/**
 * The header's cart count after a server action: the form's redirect is a client navigation, so the customer data of
 * the previous page would stay in the header. A page that knows the cart's article lines hands them over here.
 */
export function CartCountSync({ count }: { count: number }) {
  useEffect(() => {
    const sync = (state: CustomerSessionState) => {
      const customer = state.customer;
      if (!customer || (customer.order?.cartArticlesAmount ?? 0) === count) return;
      customerSessionStore.setState({
        customer: { ...customer, order: { id: customer.order?.id ?? 0, isWhitelabelOrder: customer.order?.isWhitelabelOrder ?? false, cartArticlesAmount: count } },
      });
    };
    sync(customerSessionStore.getState());
    // The session loads after hydration: the first answer may still be on its way.
    return customerSessionStore.subscribe(sync);
  }, [count]);
  return null;
}
