import type { Format } from '../format/format.ts';

export const cardRefinements = ['gold', 'ohne', 'relief', 'rosegold', 'silber'] as const;
export type CardRefinement = (typeof cardRefinements)[number];

/** Occasions; Christmas comes as business and private (spec point 3). */
export const occasions = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'hochzeit',
  'kindergeburtstag',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten-geschaeftlich',
  'weihnachten-privat',
] as const;
export type Occasion = (typeof occasions)[number];

export const accessorySubtypes = [
  'bag',
  'bow',
  'box',
  'envelope',
  'inlay',
  'pen',
  'posterbar',
  'ribbon',
  'screw',
  'seal',
  'standard',
] as const;
export type AccessorySubtype = (typeof accessorySubtypes)[number];

/** Envelope size classes in millimetres. */
export const envelopeSizeClasses = {
  C6: { width: 162, height: 114 },
  B6: { width: 176, height: 125 },
  'DIN long': { width: 220, height: 110 },
} as const satisfies Readonly<Record<string, Format>>;
export type EnvelopeSizeClass = keyof typeof envelopeSizeClasses;

/** ISO 216 A-series paper sizes A8 to A0 in millimetres, portrait. */
export const paperSizes = {
  A0: { width: 841, height: 1189 },
  A1: { width: 594, height: 841 },
  A2: { width: 420, height: 594 },
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  A6: { width: 105, height: 148 },
  A7: { width: 74, height: 105 },
  A8: { width: 52, height: 74 },
} as const satisfies Readonly<Record<string, Format>>;
export type PaperSize = keyof typeof paperSizes;

/** True for an occasion of the catalogue. */
export function isOccasion(value: string): value is Occasion {
  return (occasions as readonly string[]).includes(value);
}

/** Inlay skus are their parts joined by dashes (spec point 3). */
export function buildInlaySku(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join('-');
}
