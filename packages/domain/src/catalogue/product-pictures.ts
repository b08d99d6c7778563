import type { ProductFamily } from './product-families.ts';

/**
 * The product pictures of `/products` and the product detail pages: a few per family, drawn by
 * apps/shop-api/scripts/generate-assets.ts (`content/assets/products/<key>.jpg`, 1600 × 1200, large enough for the
 * image-magnify dialog at 2x) and served by the shop API's image proxy. The first is the family's tile and main picture.
 * `motif` and `palette` name the generator's drawing and colours.
 */
export interface ProductPicture {
  key: string;
  motif: 'landscape' | 'cards' | 'calendar' | 'book' | 'collage' | 'frame' | 'box' | 'prints' | 'hearts' | 'stars' | 'city' | 'waves';
  palette: 'rose' | 'sage' | 'sea' | 'sand' | 'night' | 'berry' | 'gold';
}

export const productPictures: Readonly<Record<ProductFamily, readonly ProductPicture[]>> = {
  calendar: [
    { key: 'calendar-wall', motif: 'calendar', palette: 'sage' },
    { key: 'calendar-landscape', motif: 'landscape', palette: 'sea' },
    { key: 'calendar-family', motif: 'hearts', palette: 'sand' },
  ],
  card: [
    { key: 'card-wedding', motif: 'cards', palette: 'rose' },
    { key: 'card-hearts', motif: 'hearts', palette: 'berry' },
    { key: 'card-stars', motif: 'stars', palette: 'night' },
  ],
  collage: [
    { key: 'collage-grid', motif: 'collage', palette: 'berry' },
    { key: 'collage-family', motif: 'collage', palette: 'sand' },
  ],
  photoframe: [
    { key: 'photoframe-canvas', motif: 'landscape', palette: 'sage' },
    { key: 'photoframe-acrylic', motif: 'waves', palette: 'sea' },
    { key: 'photoframe-aluminium', motif: 'city', palette: 'night' },
    { key: 'photoframe-framed', motif: 'frame', palette: 'gold' },
  ],
  photoprint: [
    { key: 'photoprint-prints', motif: 'prints', palette: 'rose' },
    { key: 'photoprint-landscape', motif: 'landscape', palette: 'sand' },
  ],
  photobook: [
    { key: 'photobook-open', motif: 'book', palette: 'sand' },
    { key: 'photobook-travel', motif: 'waves', palette: 'sea' },
    { key: 'photobook-wedding', motif: 'hearts', palette: 'rose' },
  ],
  photobox: [
    { key: 'photobox-box', motif: 'box', palette: 'gold' },
    { key: 'photobox-prints', motif: 'prints', palette: 'rose' },
  ],
};

/** Size the pictures are drawn in (4:3). */
export const PRODUCT_PICTURE_SIZE = { width: 1600, height: 1200 } as const;

/** The image-proxy path of a product picture (`/images/products/<key>.jpg`). */
export function productPicturePath(picture: ProductPicture): string {
  return `/images/products/${picture.key}.jpg`;
}

/** The families that hang on a wall, which the 3D preview shows on a material: wall pictures and collages (point 1). */
export const wallPictureFamilies = ['photoframe', 'collage'] as const satisfies readonly ProductFamily[];

export function isWallPictureFamily(family: ProductFamily): boolean {
  return (wallPictureFamilies as readonly ProductFamily[]).includes(family);
}
