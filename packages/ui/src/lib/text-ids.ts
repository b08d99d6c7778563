import { catalogues, type MessageId } from '@shop/i18n/messages';

const prefixes = ['nav.', 'wallartFlyout.', 'header.', 'account.', 'dialog.'] as const;

/**
 * Ids of every text the shop-shell client components read with `useText`: the server hands them down with
 * `<TextsProvider texts={pickTexts(intl, shopShellTextIds)}>` (server side only: this module imports the catalogue).
 */
export const shopShellTextIds = Object.keys(catalogues.de).filter((id) =>
  prefixes.some((prefix) => id.startsWith(prefix)),
) as MessageId[];

/** Ids of the wishlist islands' texts (hearts, header count, list): handed down only where the channel has a wishlist. */
export const wishlistTextIds = Object.keys(catalogues.de).filter((id) => id.startsWith('wishlist.')) as MessageId[];
