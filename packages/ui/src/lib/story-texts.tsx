import type { Locale } from '@shop/config/markets';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { catalogues, type MessageId } from '@shop/i18n/messages';
import { accountDialogTextIds, burgerTextIds, messengerTextIds, shopShellTextIds, wishlistListTextIds, wishlistTextIds } from './text-ids.ts';

/** The frame dialogs' titles: the page hands them down with its own dialogs; stories and tests get them here. */
const frameDialogTitleIds = Object.keys(catalogues.de).filter((id) => id.startsWith('dialog.title.')) as MessageId[];

/**
 * Stories and tests: the translated shop-shell texts of a locale, as the server would hand them down, with the texts
 * that load with the account dialogs and the frame dialogs' titles.
 */
export function textsForLocale(locale: Locale): Record<string, string> {
  return pickTexts(createShopIntl(locale), [...shopShellTextIds, ...messengerTextIds, ...accountDialogTextIds, ...frameDialogTitleIds, ...wishlistTextIds, ...wishlistListTextIds, ...burgerTextIds]);
}

/** Wraps stories and tests in the texts of a locale. */
export function WithTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TextsProvider texts={textsForLocale(locale)}>{children}</TextsProvider>;
}
