import { describe, expect, it } from 'vitest';
import { packBlockList, unpackBlockList } from './block-list-wire.ts';
import type { BlockListItem } from './block-types.ts';

const hochzeit = { filename: 'https://shop.example/images/catalogue/card-hochzeit.jpg', alt: '' };
const geburt = { filename: 'https://shop.example/images/catalogue/card-geburt.jpg', alt: '' };
const design = (themeId: number, designId: number, image: BlockListItem['image'], extra: Partial<BlockListItem> = {}): BlockListItem => ({
  id: `${themeId}-${designId}`,
  title: `Motiv ${designId}`,
  href: `/configurator-card?themeId=${themeId}&designId=${designId}&quantity=50&locale=de-DE&platform=web`,
  image,
  ...extra,
});

describe('packBlockList', () => {
  const items = [
    design(500, 5000, hochzeit),
    design(500, 5001, hochzeit, { price: 'ab 1,99 €' }),
    design(504, 5040, geburt, { wishlistKey: 'card-504-5040' }),
    design(504, 5041, null, { price: 'ab 2,49 €', wishlistKey: 'card-504-5041' }),
  ];

  it('names each picture once and gives every tile back with its link, picture, price and wishlist key', () => {
    const packed = packBlockList(items);
    expect(packed.images).toEqual([hochzeit, geburt]);
    expect(packed.tiles).toEqual([
      ['Motiv 5000', 0],
      ['Motiv 5001', 0, 'ab 1,99 €'],
      ['Motiv 5040', 1, '', 'card-504-5040'],
      ['Motiv 5041', -1, 'ab 2,49 €', 'card-504-5041'],
    ]);
    // Each tile keeps its place as its id: the list never re-orders.
    expect(unpackBlockList(packed)).toEqual(items.map((item, index) => ({ ...item, id: String(index), image: item.image ?? null })));
  });

  it('is a fraction of the tiles it stands for on the wire', () => {
    const many = Array.from({ length: 12 }, (_, index) => design(500 + index, 5000 + index, index % 2 ? geburt : hochzeit));
    expect(JSON.stringify(packBlockList(many)).length).toBeLessThan(JSON.stringify(many).length / 2);
  });
});
