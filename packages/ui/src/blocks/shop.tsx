import { ContentImage } from '../image/content-image.tsx';
import type { ContentAsset, ContentLink } from './block-types.ts';
import { resolveContentLink } from './content-link.ts';

/** `Shop` blok with its `ShopProduct`s. */
export interface ShopBlok {
  id: string;
  type: 'Shop';
  headline?: string;
  products?: readonly {
    id: string;
    type: 'ShopProduct';
    name?: string;
    link?: ContentLink | null;
    image?: ContentAsset | null;
  }[];
}

/** A row of product tiles, each a link to its category page. */
export function Shop({ blok }: { blok: ShopBlok }) {
  const products = blok.products ?? [];
  return (
    <section className="shop-block" aria-label={blok.headline || undefined}>
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      <ul className="block-list">
        {products.map((product) => {
          const href = resolveContentLink(product.link);
          const inner = (
            <>
              <ContentImage asset={product.image} preset="tile" alt="" />
              <span>{product.name}</span>
            </>
          );
          return (
            <li key={product.id}>
              {href ? (
                <a href={href}>
                  {inner}
                </a>
              ) : (
                inner
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
