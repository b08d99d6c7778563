import { ContentImage } from '../image/content-image.tsx';
import type { BlockListItem } from './block-types.ts';

/** The tile grid shared by feed and overview blocks. */
export function BlockList({ items, emptyText }: { items: readonly BlockListItem[]; emptyText: string }) {
  if (items.length === 0) return <p className="block-list__empty">{emptyText}</p>;
  return (
    <ul className="block-list">
      {items.map((item) => (
        <li key={item.id} className="block-list__item">
          <a className="block-list__link" href={item.href}>
            <ContentImage asset={item.image} preset="tile" className="block-list__image" alt="" />
            <span className="block-list__title">{item.title}</span>
            {item.price && <span className="block-list__price">{item.price}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
