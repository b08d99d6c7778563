import type { Locale } from '@shop/config/markets';

/** Aspect-ratio keys of every locale (spec point 3). */
export const aspectRatioKeys = [
  '16:9',
  '2:1',
  '3:1',
  '3:2',
  '4:1',
  '4:3',
  '5:1',
  '5:2',
  '5:4',
  '6:1',
  'din',
  'square',
  'standard',
  'fototapete',
  'hidden',
] as const;
/** Extra keys the en-GB shop offers. */
export const enGbAspectRatioKeys = ['custom', 'panoramic-wide', 'panoramic-ultra-wide'] as const;
export type AspectRatioKey = (typeof aspectRatioKeys)[number] | (typeof enGbAspectRatioKeys)[number];

/** The aspect-ratio keys offered in a locale. */
export function getAspectRatioKeys(locale: Locale): readonly AspectRatioKey[] {
  return locale === 'en-GB' ? [...aspectRatioKeys, ...enGbAspectRatioKeys] : aspectRatioKeys;
}
