'use client';
import { useText } from '@shop/i18n/react';
import type { StoreApi } from 'zustand/vanilla';
import { Icon } from '../lib/icons.tsx';
import { toggleWishlist, useWishlist, wishlistStore, type WishlistState } from './wishlist-store.ts';

export interface WishlistHeartProps {
  /** The design's wishlist key, `card-{themeId}-{designId}`. */
  designKey: string;
  /** Id of the design's visible name, so the button says which design it keeps. */
  describedBy?: string;
  /** Stories and tests pass their own store. */
  store?: StoreApi<WishlistState>;
}

/**
 * The heart on a design tile or card detail page: a toggle button (`aria-pressed`) that keeps the design on the
 * wishlist or drops it. The one client island of a tile: it gets the key and nothing else. Until the wishlist has
 * started in the browser (and while a log-in moves it into the account) it cannot be pressed.
 */
export function WishlistHeart({ designKey, describedBy, store = wishlistStore }: WishlistHeartProps) {
  const label = useText('wishlist.save');
  const kept = useWishlist((state) => state.keys.includes(designKey), store);
  const ready = useWishlist((state) => state.status === 'local' || state.status === 'account', store);
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-pressed={kept}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={!ready}
      data-wishlist-key={designKey}
      onClick={() => void toggleWishlist(designKey, store)}
    >
      <Icon name="heart" />
    </button>
  );
}
