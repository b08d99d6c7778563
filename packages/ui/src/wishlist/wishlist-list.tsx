'use client';
import type { WishlistDesign } from '@shop/contract/wishlist';
import { buildCardDetailPath } from '@shop/domain/card/card-theme-paths';
import { useText } from '@shop/i18n/react';
import { useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { ContentImage } from '../image/content-image.tsx';
import { toggleWishlist, useWishlist, wishlistStore, type WishlistState } from './wishlist-store.ts';

export interface WishlistListProps {
  /** The public path of the theme page that lists each occasion's card themes (`/fr/themes/mariage/`), by occasion. */
  themePageHrefs: Readonly<Record<string, string>>;
  /** The tiles' design title with `{theme}` and `{number}` left in ("{theme}, Motiv {number}"), translated. */
  titlePattern: string;
  store?: StoreApi<WishlistState>;
}

/** A design's card detail page: its theme page's path plus `/{theme}/{designId}`, in the theme page's slash style. */
export function wishlistDesignHref(design: WishlistDesign, themePageHrefs: Readonly<Record<string, string>>): string | null {
  const themePage = themePageHrefs[design.occasion];
  if (!themePage) return null;
  const trailingSlash = themePage.endsWith('/');
  const path = buildCardDetailPath(themePage, design.themeSlug, design.designId);
  return trailingSlash ? `${path}/` : path;
}

type Loaded = { keys: readonly string[]; designs: readonly WishlistDesign[] } | 'failed';

/**
 * The wishlist page's list: the kept designs (the visitor's from localStorage, the customer's from the account) with
 * picture, name, a link to the card detail page and a remove button; the empty text when there are none. What each
 * design shows comes from the shop API in the page's language.
 */
export function WishlistList({ themePageHrefs, titlePattern, store = wishlistStore }: WishlistListProps) {
  const status = useWishlist((state) => state.status, store);
  const keys = useWishlist((state) => state.keys, store);
  const api = useWishlist((state) => state.api, store);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const emptyText = useText('wishlist.empty');
  const loadingText = useText('wishlist.loading');
  const failedText = useText('wishlist.failed');
  const saveFailedText = useText('wishlist.saveFailed');
  const removeText = useText('wishlist.remove');
  const saveFailed = useWishlist((state) => state.failed, store);
  const ready = status === 'local' || status === 'account';

  // Only a key the page has not described yet asks the shop API again; a removal just leaves the list shorter.
  const known = loaded !== null && loaded !== 'failed' ? loaded.keys : [];
  const missing = ready && keys.some((key) => !known.includes(key));
  useEffect(() => {
    if (!missing || !api) return;
    let current = true;
    api.designs(keys).then(
      (wishlist) => current && setLoaded({ keys, designs: wishlist.items }),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [missing, api, keys]);

  if (!ready || (missing && loaded === null)) return <p className="wishlist-list__status" role="status">{loadingText}</p>;
  if (loaded === 'failed') return <p className="wishlist-list__status" role="alert">{failedText}</p>;
  const designs = (loaded?.designs ?? []).filter((design) => keys.includes(design.key));
  if (designs.length === 0) return <p className="wishlist-list__empty" data-testid="wishlist-empty">{emptyText}</p>;
  return (
    <>
      {saveFailed && <p role="alert">{saveFailedText}</p>}
      <ul className="wishlist-list" data-testid="wishlist-list">
        {designs.map((design) => {
          const title = titlePattern.replace('{theme}', design.name).replace('{number}', String(design.designNumber));
          const href = wishlistDesignHref(design, themePageHrefs);
          return (
            <li key={design.key} className="wishlist-list__item" data-wishlist-key={design.key}>
              <ContentImage asset={design.image ? { filename: design.image, alt: '' } : null} preset="tile" className="wishlist-list__image" alt="" />
              {href ? (
                <a className="wishlist-list__title" href={href}>
                  {title}
                </a>
              ) : (
                <span className="wishlist-list__title">{title}</span>
              )}
              <button type="button" className="wishlist-list__remove" onClick={() => void toggleWishlist(design.key, store)}>
                {removeText}
                <span className="visually-hidden">{`: ${title}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
