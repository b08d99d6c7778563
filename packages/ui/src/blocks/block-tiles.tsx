'use client';
import { ContentImage } from '../image/content-image.tsx';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import { unpackBlockList, type PackedBlockList } from './block-list-wire.ts';

/**
 * The tile grid of a feed or overview, rendered from its packed list (`BlockList` packs it on the server). Link, picture
 * and title carry no class of their own: the CSS reaches them through the list (`.block-list > li > a`,
 * `.content-image + span`).
 */
export function BlockTiles({ list }: { list: PackedBlockList }) {
  return (
    <ul className="block-list">
      {unpackBlockList(list).map((item) => (
        <li key={item.id} {...(item.wishlistKey ? { className: 'block-list__item--wishlist' } : {})}>
          <a href={item.href}>
            <ContentImage asset={item.image} preset="tile" alt="" />
            <span {...(item.wishlistKey ? { id: `wishlist-title-${item.wishlistKey}` } : {})}>{item.title}</span>
            {item.price ? <span className="block-list__price">{item.price}</span> : null}
          </a>
          {/* Beside the link, not in it: a button inside a link is neither valid nor operable. */}
          {item.wishlistKey ? <WishlistHeart designKey={item.wishlistKey} describedBy={`wishlist-title-${item.wishlistKey}`} /> : null}
        </li>
      ))}
    </ul>
  );
}
