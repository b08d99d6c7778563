import type { ChannelFeatures } from '@shop/config/channel-settings';
import type { Format } from '../format/format.ts';

export const photobookCovers = ['hard', 'soft'] as const;
export type PhotobookCover = (typeof photobookCovers)[number];

export const photobookBindings = ['heftbindung', 'layflat', 'pur'] as const;
export type PhotobookBinding = (typeof photobookBindings)[number];

export const photobookPapers = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const;
export type PhotobookPaper = (typeof photobookPapers)[number];

export const photobookTypes = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
export type PhotobookType = (typeof photobookTypes)[number];

export const photobookLaminations = ['glossy', 'matt'] as const;
export type PhotobookLamination = (typeof photobookLaminations)[number];

/** Binding by kind: digital = perfect binding, real photo = layflat, booklet = saddle stitch. */
export const bindingByPhotobookType: Readonly<Record<PhotobookType, PhotobookBinding>> = {
  digitalfotobuch: 'pur',
  echtfotobuch: 'layflat',
  fotoheft: 'heftbindung',
};

/** Photobook formats with their size in millimetres (spec point 3 gives centimetres). */
export const photobookFormats = {
  '200-200': { width: 200, height: 200 },
  '300-300': { width: 300, height: 300 },
  'a3-quer': { width: 441, height: 297 },
  'a4-hoch': { width: 215, height: 276 },
  'a4-quer': { width: 285, height: 194 },
  'a5-hoch': { width: 148, height: 210 },
  'a5-quer': { width: 190, height: 145 },
  // Not given in the spec: the A6 landscape sheet, 14.8 x 10.5 cm.
  'a6-quer': { width: 148, height: 105 },
} as const satisfies Readonly<Record<string, Format>>;
export type PhotobookFormat = keyof typeof photobookFormats;

/** True for a photobook format the catalogue lists. */
export function isPhotobookFormat(value: string): value is PhotobookFormat {
  return Object.hasOwn(photobookFormats, value);
}

/** The binding a photobook type is produced with. */
export function getPhotobookBinding(type: PhotobookType): PhotobookBinding {
  return bindingByPhotobookType[type];
}

/** The size of a photobook format in centimetres, e.g. `21.5x27.6`. */
export function formatPhotobookSize(format: PhotobookFormat): string {
  const { width, height } = photobookFormats[format];
  return `${width / 10}x${height / 10}`;
}

/** Photobooks are ordered once unless the customer asks for more (spec point 9). */
export const DEFAULT_PHOTOBOOK_QUANTITY = 1;

/** Pages a photobook of each type starts with (the shop API's base page count: the price includes them). */
export const photobookBasePages: Readonly<Record<PhotobookType, number>> = {
  digitalfotobuch: 24,
  echtfotobuch: 24,
  fotoheft: 16,
};

/** Real-photo books are exposed on photo paper, the others printed digitally. */
export function getPhotobookPrinting(type: PhotobookType): 'photo' | 'digital' {
  return type === 'echtfotobuch' ? 'photo' : 'digital';
}

/** The configuration a photobook starts with where the shopper has chosen only type and format. */
export const DEFAULT_PHOTOBOOK_COVER: PhotobookCover = 'hard';
export const DEFAULT_PHOTOBOOK_PAPER: PhotobookPaper = 'standard';

/**
 * Photobooks made for one occasion, each a design group set category of the shop API, offered where the channel's
 * setting says so (spec point 3: condolence books and guest books on kartenliebe).
 */
export const occasionBooks = [
  { kind: 'condolence-book', feature: 'hasCondolenceBooks', categoryId: 43 },
  { kind: 'guestbook', feature: 'hasGuestbooks', categoryId: 44 },
] as const satisfies readonly { kind: string; feature: keyof ChannelFeatures; categoryId: number }[];
export type OccasionBook = (typeof occasionBooks)[number];

/** The occasion books a channel offers in a locale (pass `getFeatures(settings, locale)`). */
export function listOccasionBooks(features: Pick<ChannelFeatures, OccasionBook['feature']>): OccasionBook[] {
  return occasionBooks.filter((book) => features[book.feature]);
}
