import { catalogues, type MessageId } from '@shop/i18n/messages';

// Not here: `wallartFlyout.*` (they come with the flyouts, `flyout-data.ts`) and `dialog.*` (the account dialogs' texts
// come with the dialogs, `accountDialogTextIds`; the page's own dialogs hand down their frame texts themselves).
// Nor `account.google.*` (the Google button shows inside the account dialogs only) and `account.messenger.*` (handed
// down only where a messenger is configured, `messengerTextIds`).
const prefixes = ['nav.', 'header.', 'account.'] as const;
const elsewhere = ['account.google.', 'account.messenger.'] as const;
// Read on the server only (the sub-navigation's landmark name, content-page.tsx) or by nothing at all: in the
// shell's texts they would only cost every page flight bytes (issue 16).
const serverOnly: readonly string[] = ['nav.subLabel', 'header.loginPrompt'];

/**
 * Ids of the burger navigation's texts: they come with its levels from the burger route when it is first opened
 * (`createBurgerRoute`), not with every page; the burger button's own text stays in the shell's texts.
 */
export const burgerTextIds = ['nav.burgerLabel', 'nav.burgerClose', 'nav.back', 'nav.showAll', 'nav.hotline', 'nav.shops', 'nav.extraMenu', 'nav.footer'] as const satisfies readonly MessageId[];

/**
 * Ids of every text the shop-shell client components read with `useText`: the server hands them down with
 * `<TextsProvider texts={pickTexts(intl, shopShellTextIds)}>` (server side only: this module imports the catalogue).
 */
export const shopShellTextIds = Object.keys(catalogues.de).filter(
  (id) => prefixes.some((prefix) => id.startsWith(prefix)) && !elsewhere.some((prefix) => id.startsWith(prefix)) && !serverOnly.includes(id) && !(burgerTextIds as readonly string[]).includes(id),
) as MessageId[];

/** Ids of the messenger launcher's texts: handed down only where the channel's environment names a messenger script. */
export const messengerTextIds = Object.keys(catalogues.de).filter((id) => id.startsWith('account.messenger.')) as MessageId[];

/** Ids of the wishlist page's list texts: handed down by the wishlist block itself, not with every page. */
export const wishlistListTextIds = ['wishlist.empty', 'wishlist.loading', 'wishlist.failed', 'wishlist.saveFailed', 'wishlist.remove'] as const satisfies readonly MessageId[];

/**
 * Ids of the wishlist islands' texts on every page (hearts, header count): handed down only where the channel has a
 * wishlist. The list's own texts come with the wishlist page (`wishlistListTextIds`).
 */
export const wishlistTextIds = Object.keys(catalogues.de).filter(
  (id) => id.startsWith('wishlist.') && !(wishlistListTextIds as readonly string[]).includes(id),
) as MessageId[];

/**
 * Ids of the account dialogs' texts (log in, sign up, password reset and confirm, the dialog frame, Google's button):
 * loaded with the dialogs (the storefront's `loadAccountDialogTexts`), not handed down with every page.
 */
export const accountDialogTextIds = Object.keys(catalogues.de).filter(
  (id) => (id.startsWith('dialog.') && !id.startsWith('dialog.title.')) || id.startsWith('account.google.'),
) as MessageId[];
