import type { Locale } from '@shop/config/markets';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { shopShellTextIds, wishlistTextIds } from './text-ids.ts';

/** Stories and tests: the translated shop-shell texts of a locale, as the server would hand them down. */
export function textsForLocale(locale: Locale): Record<string, string> {
  return pickTexts(createShopIntl(locale), [...shopShellTextIds, ...wishlistTextIds]);
}

/** Wraps stories and tests in the texts of a locale. */
export function WithTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TextsProvider texts={textsForLocale(locale)}>{children}</TextsProvider>;
}
