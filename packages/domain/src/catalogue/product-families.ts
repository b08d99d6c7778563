/** The seven product families (spec point 3). */
export const productFamilies = [
  'calendar',
  'card',
  'collage',
  'photoframe',
  'photoprint',
  'photobook',
  'photobox',
] as const;
export type ProductFamily = (typeof productFamilies)[number];

/** True for one of the seven product families. */
export function isProductFamily(value: string): value is ProductFamily {
  return (productFamilies as readonly string[]).includes(value);
}
