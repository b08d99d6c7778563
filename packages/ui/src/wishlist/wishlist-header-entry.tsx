'use client';
import { useText } from '@shop/i18n/react';
import type { StoreApi } from 'zustand/vanilla';
import { Icon } from '../lib/icons.tsx';
import { useWishlist, wishlistStore, type WishlistState } from './wishlist-store.ts';

export interface WishlistHeaderEntryProps {
  /** The wishlist page of the locale. */
  href: string;
  /** The entry's name from the navigation story ("Merkzettel"). */
  text: string;
  /** Icon only (desktop platform, like the cart); the name stays for assistive technology. */
  hideText?: boolean;
  store?: StoreApi<WishlistState>;
}

/** The header's wishlist entry with the number of kept designs (channels with a wishlist only). */
export function WishlistHeaderEntry({ href, text, hideText = false, store = wishlistStore }: WishlistHeaderEntryProps) {
  const count = useWishlist((state) => state.keys.length, store);
  const designs = useText('wishlist.designs');
  return (
    <a className="header__entry header__entry--wishlist" href={href}>
      <Icon name="heart" />
      <span className={hideText ? 'visually-hidden' : 'header__text'}>{text}</span>
      <span className="header__count" aria-hidden="true" data-count={count} data-testid="wishlist-count">
        {count}
      </span>
      <span className="visually-hidden">{`(${count} ${designs})`}</span>
    </a>
  );
}
