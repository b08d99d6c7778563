import { ContentImage } from '../image/content-image.tsx';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import type { BlockListItem } from './block-types.ts';

/**
 * The tile grid shared by feed and overview blocks. Link, picture and title carry no class of their own: the CSS reaches
 * them through the list (`.block-list > li > a`, `.content-image + span`), and each class was bytes per tile in the
 * page's HTML and again in its flight data (issue 16).
 */
export function BlockList({ items, emptyText }: { items: readonly BlockListItem[]; emptyText: string }) {
  if (items.length === 0) return <p className="block-list__empty">{emptyText}</p>;
  return (
    <ul className="block-list">
      {items.map((item) => (
        <li key={item.id} {...(item.wishlistKey ? { className: 'block-list__item--wishlist' } : {})}>
          <a href={item.href}>
            <ContentImage asset={item.image} preset="tile" alt="" />
            <span {...(item.wishlistKey ? { id: `wishlist-title-${item.wishlistKey}` } : {})}>
              {item.title}
            </span>
            {item.price ? <span className="block-list__price">{item.price}</span> : null}
          </a>
          {/* Beside the link, not in it: a button inside a link is neither valid nor operable. */}
          {item.wishlistKey ? <WishlistHeart designKey={item.wishlistKey} describedBy={`wishlist-title-${item.wishlistKey}`} /> : null}
        </li>
      ))}
    </ul>
  );
}
