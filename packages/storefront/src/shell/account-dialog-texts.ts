'use server';

import { locales, type Locale } from '@shop/config/markets';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { accountDialogTextIds } from '@shop/ui/lib/text-ids';

/**
 * The account dialogs' texts of a locale, translated on the server (the browser has no ICU parser): loaded when the
 * dialogs are first wanted, not handed down with every page (issue 16: 1.5 KB of each page's flight data).
 */
export async function loadAccountDialogTexts(locale: string): Promise<Record<string, string>> {
  if (!(locales as readonly string[]).includes(locale)) throw new Error(`account dialog texts: unknown locale ${JSON.stringify(String(locale)).slice(0, 40)}`);
  return pickTexts(createShopIntl(locale as Locale), accountDialogTextIds);
}
