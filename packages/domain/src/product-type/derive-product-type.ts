/** What a page or designer context describes; `none` when nothing matches. */
export type DerivedProductType =
  'card' | 'calendar' | 'photobook' | 'collage' | 'photobox' | 'photoprint' | 'none';

/** The identifiers a page context (query, sku context, story) may carry; absent or empty means not present. */
export interface ProductTypeContext {
  card?: string;
  category?: string;
  occasion?: string;
  themeId?: string;
  designGroupId?: string;
  designId?: string;
  designGroupSetId?: string;
  productType?: string;
}

function isPresent(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/**
 * Derives the product type in the order of spec point 4: card (card, category, occasion and themeId), calendar
 * (designGroupId and designId), photobook (designGroupSetId and product type photobook), collage (product type collage
 * and designId), photobox, photo prints, otherwise none.
 */
export function deriveProductType(context: ProductTypeContext): DerivedProductType {
  const { productType } = context;
  if ([context.card, context.category, context.occasion, context.themeId].every(isPresent)) return 'card';
  if (isPresent(context.designGroupId) && isPresent(context.designId)) return 'calendar';
  if (isPresent(context.designGroupSetId) && productType === 'photobook') return 'photobook';
  if (productType === 'collage' && isPresent(context.designId)) return 'collage';
  // The spec names no identifiers for these two: the product type alone decides.
  if (productType === 'photobox') return 'photobox';
  if (productType === 'photoprint') return 'photoprint';
  return 'none';
}
