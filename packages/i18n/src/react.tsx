'use client';

import type { Locale } from '@shop/config/markets';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createShopIntl, type ShopIntl } from './intl.ts';
import type { Messages } from './messages.ts';

const IntlContext = createContext<ShopIntl | null>(null);

/** Hands client components the intl of the page's locale; the server passes only the messages they need. */
export function IntlProvider({ locale, messages, children }: { locale: Locale; messages?: Messages; children: ReactNode }) {
  const intl = useMemo(() => createShopIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The intl of the nearest IntlProvider. */
export function useIntl(): ShopIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it');
  return intl;
}
