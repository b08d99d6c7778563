import { localeSettings, type Locale } from '@shop/config/markets';
import { parseFormat } from '../format/format.ts';

/**
 * Photo print formats (spec point 3). The spec calls the unit "tenths of a millimetre", but its own inch column
 * (150x100 is 6x4 in) only fits tenths of a centimetre, i.e. millimetres: 150x100 is the 15x10 cm print.
 */
export const photoFormats = ['100x100', '100x120', '130x90', '150x100', '180x130', '300x200'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

// Photo prints are sold under their nominal inch sizes, which are not exact conversions (13 cm is "5", 9 cm "3.5").
const inchLabels: Readonly<Record<PhotoFormat, string>> = {
  '100x100': '4x4',
  '100x120': '4x4.5',
  '130x90': '5x3.5',
  '150x100': '6x4',
  '180x130': '7x5',
  '300x200': '12x8',
};

/** True for one of the six photo print formats. */
export function isPhotoFormat(value: string): value is PhotoFormat {
  return (photoFormats as readonly string[]).includes(value);
}

/** The display label of a photo format: centimetres (`13x9`), or inches in en-US (`5x3.5`). */
export function formatPhotoFormat(options: { format: PhotoFormat; locale: Locale }): string {
  if (localeSettings[options.locale].lengthUnit === 'inch') return inchLabels[options.format];
  const { width, height } = parseFormat(options.format);
  // Tenths of a centimetre to centimetres; every listed format is whole centimetres.
  return `${width / 10}x${height / 10}`;
}
