/** `Wishlist` blok: the wishlist page's intro (only channels with `hasWishlist` seed it). */
export interface WishlistBlok {
  id: string;
  type: 'Wishlist';
  headline?: string;
  text?: string;
}

/** The wishlist intro; the saved designs themselves are the customer area's. */
export function Wishlist({ blok }: { blok: WishlistBlok }) {
  return (
    <section className="wishlist-block" aria-label={blok.headline || undefined}>
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      {blok.text && <p>{blok.text}</p>}
    </section>
  );
}
