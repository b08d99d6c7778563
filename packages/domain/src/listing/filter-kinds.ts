/** Filter kinds of product lists (spec point 9). */
export const filterKinds = [
  'aspectRatio',
  'category',
  'color',
  'label',
  'product',
  'punching',
  'style',
] as const;
export type FilterKind = (typeof filterKinds)[number];

/** True for one of the seven filter kinds. */
export function isFilterKind(value: string): value is FilterKind {
  return (filterKinds as readonly string[]).includes(value);
}
