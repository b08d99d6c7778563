import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import { wishlistListTextIds } from '../lib/text-ids.ts';
import { WishlistList } from '../wishlist/wishlist-list.tsx';
import type { BlockContext } from './block-types.ts';

/** `Wishlist` blok: the wishlist page's intro (only channels with `hasWishlist` seed it). */
export interface WishlistBlok {
  id: string;
  type: 'Wishlist';
  headline?: string;
  text?: string;
}

/**
 * The wishlist page: the intro from the content, then the kept designs. The list is a client island (the designs live
 * in the browser or the account, never in the cached page); the server hands it each occasion's theme page and the
 * tiles' design title and
 * the list's texts.
 */
export function Wishlist({ blok, context }: { blok: WishlistBlok; context: Pick<BlockContext, 'locale' | 'wishlistThemePages'> }) {
  const intl = createShopIntl(context.locale);
  const titlePattern = intl.t('blocks.overview.cardDesign', { theme: '{theme}', number: '{number}' });
  return (
    <section className="wishlist-block" aria-label={blok.headline || undefined} data-testid="wishlist">
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      {blok.text && <p>{blok.text}</p>}
      {/* The list's texts come with this page only, not with every page's shell (issue 16). */}
      <TextsProvider texts={pickTexts(intl, wishlistListTextIds)}>
        <WishlistList themePageHrefs={context.wishlistThemePages ?? {}} titlePattern={titlePattern} />
      </TextsProvider>
    </section>
  );
}
