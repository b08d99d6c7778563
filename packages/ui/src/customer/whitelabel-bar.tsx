'use client';
import { useText } from '@shop/i18n/react';
import { useCustomerSession } from './customer-store.ts';

export interface WhitelabelBarProps {
  platform: 'web' | 'desktop';
  /** The white-label service page of the locale. */
  serviceHref: string;
}

/** The white-label bar: web only, for white-label customers and white-label orders (spec points 2 and 6). */
export function WhitelabelBar({ platform, serviceHref }: WhitelabelBarProps) {
  const customer = useCustomerSession((state) => state.customer);
  const label = useText('account.whitelabel.label');
  const customerText = useText('account.whitelabel.customer');
  const orderText = useText('account.whitelabel.order');
  const link = useText('account.whitelabel.link');
  if (platform !== 'web' || !customer) return null;
  const isCustomer = customer.isWhitelabelCustomer;
  const isOrder = Boolean(customer.order?.isWhitelabelOrder);
  if (!isCustomer && !isOrder) return null;
  return (
    <aside className="whitelabel-bar" aria-label={label}>
      <p>{isCustomer ? customerText : orderText}</p>
      <a href={serviceHref}>{link}</a>
    </aside>
  );
}
