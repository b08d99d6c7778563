/** The twelve wall-picture materials (spec point 3). */
export const materials = [
  'acrylglas',
  'aludibond',
  'backlitfolie',
  'echtglas',
  'forexplatte',
  'fototapete',
  'gallerybond',
  'hahnemuehle',
  'klebefolie',
  'leinwand',
  'poster',
  'pvcplane',
] as const;
export type Material = (typeof materials)[number];

/** Catalogue keys beside the materials. */
export const furtherCatalogueKeys = [
  'aludibond-brushed',
  'wallpaper',
  'fraesbild',
  'fineart',
  'photobook',
  'photobox',
  'card',
  'zubehoer',
] as const;
export type FurtherCatalogueKey = (typeof furtherCatalogueKeys)[number];

export type CatalogueBaseKey = Material | FurtherCatalogueKey;

/** Variant suffixes a catalogue key may carry (`poster-gerahmt`, `leinwand-schattenfuge`). */
export const catalogueVariants = [
  'gerahmt',
  'fineart',
  'framed',
  'laminated',
  'alurahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge',
] as const;
export type CatalogueVariant = (typeof catalogueVariants)[number];

export interface CatalogueKey {
  base: CatalogueBaseKey;
  variant: CatalogueVariant | null;
}

const baseKeys: readonly string[] = [...materials, ...furtherCatalogueKeys];

/** True for one of the twelve materials (not the further catalogue keys). */
export function isMaterial(value: string): value is Material {
  return (materials as readonly string[]).includes(value);
}

/** Splits `aludibond-brushed-alurahmen` into base and variant; undefined for keys the catalogue does not know. */
export function parseCatalogueKey(value: string): CatalogueKey | undefined {
  if (baseKeys.includes(value)) return { base: value as CatalogueBaseKey, variant: null };
  const variant = catalogueVariants.find((suffix) => value.endsWith(`-${suffix}`));
  if (variant === undefined) return undefined;
  const base = value.slice(0, -(variant.length + 1));
  return baseKeys.includes(base) ? { base: base as CatalogueBaseKey, variant } : undefined;
}

/** Joins base and variant back into the catalogue key string. */
export function printCatalogueKey(key: CatalogueKey): string {
  return key.variant === null ? key.base : `${key.base}-${key.variant}`;
}
