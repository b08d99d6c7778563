/**
 * The seeded catalogue: what the shop sells and the list prices it starts from. The seed writes these into the
 * database; routes only ever read the database. EUR amounts are gross German prices in cents; the other currencies
 * are derived once here with rounded price points, as a price list would be.
 */
import {
  envelopePriceClasses,
  envelopePrices,
  type EnvelopePriceClass,
} from '@shop/domain/card/envelope-prices';
import { calendarTypeFormats } from '@shop/domain/catalogue/calendar';
import { materials as wallMaterials, type Material } from '@shop/domain/catalogue/materials';
import type { PhotoPaperType } from '@shop/domain/catalogue/photobox';
import { productFamilies, type ProductFamily } from '@shop/domain/catalogue/product-families';
import { channelIds, channels } from '@shop/config/channels';
import { currencyCodes, type CurrencyCode } from '@shop/config/markets';
import { findAspectRatio } from './aspect-ratio.ts';

const envelopeSizeClass: Readonly<Record<EnvelopePriceClass, string>> = {
  standard: 'C6',
  compact: 'B6',
  large: 'DIN-long',
};

export const families = productFamilies;
export type Family = ProductFamily;

export const currencies = currencyCodes;
export type Currency = CurrencyCode;

const currencyFactors: Readonly<Record<Currency, number>> = { EUR: 1, CHF: 1.1, GBP: 0.87, USD: 1.08 };

interface MaterialCurve {
  minMm: number;
  maxMm: number;
  fixedCents: number;
  centsPerDm2: number;
}

/** Size limits (longest / shortest side in mm) and price curve of each wall-picture material the domain names. */
const materialCurves: Readonly<Record<Material, MaterialCurve>> = {
  acrylglas: { minMm: 200, maxMm: 1500, fixedCents: 1990, centsPerDm2: 95 },
  aludibond: { minMm: 200, maxMm: 1500, fixedCents: 1790, centsPerDm2: 85 },
  backlitfolie: { minMm: 300, maxMm: 1500, fixedCents: 2490, centsPerDm2: 70 },
  echtglas: { minMm: 200, maxMm: 1000, fixedCents: 2990, centsPerDm2: 140 },
  forexplatte: { minMm: 200, maxMm: 1500, fixedCents: 1290, centsPerDm2: 55 },
  fototapete: { minMm: 1000, maxMm: 3000, fixedCents: 2990, centsPerDm2: 25 },
  gallerybond: { minMm: 200, maxMm: 1500, fixedCents: 2490, centsPerDm2: 110 },
  hahnemuehle: { minMm: 200, maxMm: 1200, fixedCents: 1490, centsPerDm2: 60 },
  klebefolie: { minMm: 200, maxMm: 1500, fixedCents: 990, centsPerDm2: 35 },
  leinwand: { minMm: 200, maxMm: 1500, fixedCents: 1490, centsPerDm2: 65 },
  poster: { minMm: 200, maxMm: 1500, fixedCents: 590, centsPerDm2: 22 },
  pvcplane: { minMm: 300, maxMm: 3000, fixedCents: 1990, centsPerDm2: 30 },
};

/** Wall-picture materials (the domain's list, in its order) with their limits and price curve. */
export const materials: readonly ({ key: Material } & MaterialCurve)[] = wallMaterials.map((key) => ({
  key,
  ...materialCurves[key],
}));
export type MaterialKey = Material;

/** Wall-picture formats, width x height in millimetres. */
export const wallFormats: readonly string[] = [
  '200x200',
  '300x200',
  '300x300',
  '400x300',
  '450x300',
  '400x400',
  '500x400',
  '600x400',
  '500x500',
  '600x450',
  '600x600',
  '750x500',
  '800x600',
  '900x300',
  '900x600',
  '1000x500',
  '1000x700',
  '1000x1000',
  '1200x400',
  '1200x800',
  '1500x1000',
  '1500x500',
  '2000x1500',
  '2500x1500',
  '3000x2000',
];

/** Formats a material is offered in: both sides within its limits. */
export function formatsForMaterial(material: (typeof materials)[number]): string[] {
  return wallFormats.filter((formatType) => {
    const [w, h] = formatType.split('x').map(Number) as [number, number];
    return (
      Math.min(w, h) >= Math.min(material.minMm, 200) &&
      Math.max(w, h) <= material.maxMm &&
      Math.max(w, h) >= material.minMm
    );
  });
}

export const frameTypes = [
  {
    frameType: 'alurahmen',
    variants: ['black', 'black-matte', 'silver', 'silver-matte', 'gold', 'copper', 'white'],
    materials: ['poster', 'hahnemuehle', 'aludibond'],
    surcharge: 6000,
  },
  {
    frameType: 'artbox',
    variants: ['black', 'black-lacquer', 'white-lacquer', 'oak'],
    materials: ['acrylglas', 'aludibond', 'poster'],
    surcharge: 8000,
  },
  {
    frameType: 'fotorahmen',
    variants: ['black', 'aluminium', 'baroque', 'wood', 'vintage', 'chrome', 'gold', 'silver'],
    materials: ['poster', 'hahnemuehle'],
    surcharge: 4000,
  },
  {
    frameType: 'holzrahmen',
    variants: ['black', 'oak', 'walnut', 'white', 'natural', 'black-wide'],
    materials: ['poster', 'hahnemuehle', 'leinwand'],
    surcharge: 7000,
  },
  {
    frameType: 'kunststoffrahmen',
    variants: ['black', 'silver', 'white'],
    materials: ['poster'],
    surcharge: 3500,
  },
  {
    frameType: 'schattenfuge-leinwand',
    variants: ['black', 'oak', 'natural', 'black-textured', 'white-lacquer', 'white-textured'],
    materials: ['leinwand'],
    surcharge: 5000,
  },
  {
    frameType: 'schattenfuge-platte',
    variants: ['black', 'oak', 'natural', 'black-textured', 'white-lacquer', 'white-textured'],
    materials: ['aludibond', 'forexplatte', 'gallerybond', 'acrylglas'],
    surcharge: 5500,
  },
] as const;

interface OptionSeed {
  scope: string;
  group: string;
  values: readonly (readonly [value: string, basisPoints: number])[];
}

/** Option groups (spec point 3): the first value of each group is its default. */
export const optionGroups: readonly OptionSeed[] = [
  ...['acrylglas', 'aludibond', 'forexplatte', 'gallerybond'].map((material) => ({
    scope: `photoframe/${material}`,
    group: 'drilling',
    values: [
      ['none', 0],
      ['corner-holes', 400],
    ] as const,
  })),
  {
    scope: 'photoframe/acrylglas',
    group: 'printProcess',
    values: [
      ['direct', 0],
      ['fineart', 1500],
    ],
  },
  {
    scope: 'photoframe/aludibond',
    group: 'printProcess',
    values: [
      ['direct', 0],
      ['fineart-glossy', 1500],
      ['fineart-matte', 1500],
      ['fineart-hahnemuehle', 2500],
    ],
  },
  {
    scope: 'photoframe/forexplatte',
    group: 'printProcess',
    values: [
      ['direct', 0],
      ['fineart-glossy', 1500],
      ['fineart-matte', 1500],
    ],
  },
  {
    scope: 'photoframe/aludibond',
    group: 'finish',
    values: [
      ['standard', 0],
      ['brushed', 1000],
    ],
  },
  {
    scope: 'photoframe/poster',
    group: 'finish',
    values: [
      ['standard', 0],
      ['silk-matte', 800],
      ['eco', 500],
    ],
  },
  {
    scope: 'photoframe/hahnemuehle',
    group: 'finish',
    values: [
      ['standard', 0],
      ['matt-cotton-smooth', 1200],
    ],
  },
  {
    scope: 'photoframe/backlitfolie',
    group: 'lightboxFrame',
    values: [
      ['none', 0],
      ['led', 9000],
    ],
  },
  {
    scope: 'photoframe/gallerybond',
    group: 'milling',
    values: [
      ['none', 0],
      ['lines', 1500],
      ['dots', 1500],
    ],
  },
  {
    scope: 'photoframe/klebefolie',
    group: 'adhesiveStyle',
    values: [
      ['normal', 0],
      ['transparent', 800],
      ['transparent-mirrored', 1200],
      ['white', 500],
    ],
  },
  {
    scope: 'photoframe/leinwand',
    group: 'stretcherFrame',
    values: [
      ['2.5', 0],
      ['3.8', 1200],
    ],
  },
  {
    scope: 'photoframe/leinwand',
    group: 'canvasEdge',
    values: [
      ['mirrored', 0],
      ['coloured', 0],
      ['folded', 0],
    ],
  },
  {
    scope: 'photoframe/poster',
    group: 'lamination',
    values: [
      ['none', 0],
      ['glossy', 1000],
      ['matte', 1000],
    ],
  },
  {
    scope: 'photoframe/pvcplane',
    group: 'eyelets',
    values: [
      ['none', 0],
      ['simple', 600],
    ],
  },
  {
    scope: 'photoframe',
    group: 'mat',
    values: [
      ['mat-none', 0],
      ['mat-weiss', 1500],
    ],
  },
  {
    scope: 'photoframe',
    group: 'frame',
    values: [['none', 0], ...frameTypes.map((frame) => [frame.frameType, frame.surcharge] as const)],
  },
  {
    scope: 'calendar',
    group: 'mounting',
    values: [
      ['spirale', 0],
      ['ohne', -500],
      ['lochung', 0],
      ['holzblock', 2500],
      ['holzfuss', 2000],
    ],
  },
  {
    scope: 'photobook',
    group: 'cover',
    values: [
      ['hard', 0],
      ['soft', -1500],
    ],
  },
  {
    scope: 'photobook',
    group: 'paper',
    values: [
      ['standard', 0],
      ['matt', 500],
      ['glaenzend', 500],
      ['feinstweiss', 1000],
    ],
  },
  {
    scope: 'photobook',
    group: 'lamination',
    values: [
      ['none', 0],
      ['glossy', 600],
      ['matt', 600],
    ],
  },
  {
    scope: 'photobook',
    group: 'refinement',
    values: [
      ['none', 0],
      ['gold', 1500],
    ],
  },
  {
    scope: 'card',
    group: 'refinementType',
    values: [
      ['ohne', 0],
      ['gold', 3000],
      ['rosegold', 3000],
      ['silber', 3000],
      ['relief', 2000],
    ],
  },
  // Quantity tiers for cards: negative surcharge = discount per card from that quantity on.
  {
    scope: 'card',
    group: 'quantityFrom',
    values: [
      ['1', 0],
      ['25', -1000],
      ['50', -2000],
      ['100', -3000],
      ['250', -4000],
      ['1000', -5000],
    ],
  },
  {
    scope: 'collage',
    group: 'lamination',
    values: [
      ['none', 0],
      ['glossy', 1000],
      ['matte', 1000],
    ],
  },
];

/** Named formats of the paper families, with their size in mm. */
export const namedFormats: Readonly<Record<string, readonly [number, number]>> = {
  'a3-hoch': [297, 420],
  'a3-quer': [420, 297],
  'a4-hoch': [210, 297],
  'a4-quer': [297, 210],
  'a5-hoch': [148, 210],
  'a5-quer': [210, 148],
  'a6-hoch': [105, 148],
  'a6-quer': [148, 105],
  '150-400': [150, 400],
  '200-400': [200, 400],
  '130-300': [130, 300],
  '145-145': [145, 145],
  '200-200': [200, 200],
  '300-300': [300, 300],
  '265-120': [265, 120],
  'din-lang': [210, 99],
};

/** Calendar types: the formats each sells (the domain's table, which the shops read too) and its price (cents). */
export const calendarTypes: Readonly<
  Record<string, readonly [formats: readonly string[], fixedCents: number]>
> = {
  wandkalender: [calendarTypeFormats.wandkalender, 1999],
  familienplaner: [calendarTypeFormats.familienplaner, 2199],
  kuechenkalender: [calendarTypeFormats.kuechenkalender, 1799],
  terminkalender: [calendarTypeFormats.terminkalender, 1599],
  tischkalender: [calendarTypeFormats.tischkalender, 1299],
};

/** Photobook types: formats, base price for the base page count, and price per extra page (cents). */
export const photobookTypes: Readonly<
  Record<
    string,
    { formats: readonly string[]; fixedCents: number; basePages: number; pageCents: number; maxPages: number }
  >
> = {
  digitalfotobuch: {
    formats: ['a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', '200-200', '300-300', 'a3-quer'],
    fixedCents: 2499,
    basePages: 24,
    pageCents: 60,
    maxPages: 200,
  },
  echtfotobuch: {
    formats: ['a4-quer', '200-200', '300-300', 'a3-quer'],
    fixedCents: 4499,
    basePages: 24,
    pageCents: 150,
    maxPages: 120,
  },
  fotoheft: {
    formats: ['a5-hoch', 'a5-quer', 'a6-quer', 'a4-hoch'],
    fixedCents: 899,
    basePages: 16,
    pageCents: 35,
    maxPages: 48,
  },
};

export const photoFormats: readonly string[] = [
  '100x100',
  '100x120',
  '130x90',
  '150x100',
  '180x130',
  '300x200',
];

/** Photo print papers (the designer's paper types, spec point 3): the unit price (cents) before the format's share. */
export const photoprintPapers: Readonly<Record<PhotoPaperType, number>> = {
  glossy: 19,
  matt: 19,
  hahnemuehle: 49,
  poster: 29,
};

/** Photobox types: box price (cents) plus prints, and the maximum number of prints. */
export const photoboxTypes: Readonly<
  Record<string, { boxCents: number; maxQuantity: number; formats: readonly string[] }>
> = {
  small: { boxCents: 999, maxQuantity: 30, formats: ['100x100', '130x90', '150x100'] },
  photoprint: { boxCents: 1499, maxQuantity: 100, formats: ['100x100', '130x90', '150x100', '180x130'] },
  max: { boxCents: 2499, maxQuantity: 250, formats: ['150x100', '180x130', '300x200'] },
};

/** Card papers: unit price per card (cents) by format. */
export const cardPapers: Readonly<Record<string, number>> = {
  standard: 149,
  premium: 199,
  naturpapier: 219,
  perlmutt: 249,
};
export const cardFormats: readonly string[] = ['a6-hoch', 'a6-quer', 'a5-hoch', '145-145', 'din-lang'];

export const collageMaterials: readonly string[] = ['poster', 'leinwand', 'acrylglas', 'aludibond'];

/** Accessories: envelopes have national prices (spec point 9); the rest a price per currency. */
export const accessorySeeds: readonly {
  sku: string;
  subtype: string;
  name: string;
  sizeClass?: string;
  color?: string;
  channels: string[];
  prices: { currency: Currency; country?: string; amountMinor: number }[];
}[] = [
  ...envelopePriceClasses.map((priceClass) => {
    const eur = envelopePrices.DE[priceClass].amountMinor;
    return {
      sku: `envelope-${priceClass}`,
      subtype: 'envelope',
      name: `Envelope ${priceClass}`,
      sizeClass: envelopeSizeClass[priceClass],
      color: 'white',
      channels: accessoryChannels(`envelope-${priceClass}`),
      // National prices of spec point 9 (domain package), currency prices for every other country.
      prices: [
        { currency: 'EUR' as const, amountMinor: eur },
        { currency: 'EUR' as const, country: 'DE', amountMinor: eur },
        { currency: 'EUR' as const, country: 'AT', amountMinor: envelopePrices.AT[priceClass].amountMinor },
        { currency: 'CHF' as const, amountMinor: envelopePrices.CH[priceClass].amountMinor },
        { currency: 'GBP' as const, amountMinor: convertFromEur(eur, 'GBP') },
        { currency: 'USD' as const, amountMinor: convertFromEur(eur, 'USD') },
      ],
    };
  }),
  ...(
    [
      ['inlay-vellum', 'inlay', 'Vellum inlay', 45],
      ['ribbon-satin-gold', 'ribbon', 'Satin ribbon gold', 60],
      ['ribbon-satin-white', 'ribbon', 'Satin ribbon white', 60],
      ['seal-heart', 'seal', 'Seal heart', 35],
      ['bow-jute', 'bow', 'Jute bow', 55],
      ['screw-brass', 'screw', 'Brass screw', 25],
      ['pen-gold', 'pen', 'Gold pen', 390],
      ['box-gift', 'box', 'Gift box', 490],
      ['bag-paper', 'bag', 'Paper bag', 120],
      ['posterbar-oak', 'posterbar', 'Poster bar oak', 1990],
    ] as const
  ).map(([sku, subtype, name, cents]) => ({
    sku,
    subtype,
    name,
    channels: accessoryChannels(sku),
    prices: currencies.map((currency) => ({ currency, amountMinor: convertFromEur(cents, currency) })),
  })),
];

/** A list price in another currency, on a .x9 / .x0 price point as a price list would have it (seed only). */
export function convertFromEur(eurCents: number, currency: Currency): number {
  if (currency === 'EUR') return eurCents;
  const raw = Math.round(eurCents * currencyFactors[currency]);
  if (raw < 100) return raw;
  const ending = currency === 'CHF' ? 90 : 99;
  return Math.floor(raw / 100) * 100 + ending;
}

/** A wall-picture list price in EUR cents from its material curve and area, ending in ,90. */
export function wallPriceCents(fixedCents: number, centsPerDm2: number, formatType: string): number {
  const [w, h] = formatType.split('x').map(Number) as [number, number];
  const areaDm2 = (w * h) / 10_000;
  const raw = fixedCents + Math.round(centsPerDm2 * areaDm2);
  return Math.floor(raw / 100) * 100 + 90;
}

export function aspectRatioOfNamed(formatType: string): string {
  const size = namedFormats[formatType];
  return size ? findAspectRatio(size[0], size[1]) : 'hidden';
}

/** One price factor per channel and family: the channel's settings (`priceFactors`), the list price where it names none. */
export const channelFactors: readonly { channel: string; family: Family; basisPoints: number }[] = channelIds.flatMap((channel) =>
  families.map((family) => ({ channel, family, basisPoints: channels[channel].priceFactors[family] ?? 10_000 })),
);

/** The channels that sell an accessory: all but those whose settings exclude it (`excludedAccessories`). */
function accessoryChannels(sku: string): string[] {
  return channelIds.filter((channel) => !channels[channel].excludedAccessories.includes(sku));
}

/** VAT in basis points and the time zone per country. */
export const countrySeeds: readonly { code: string; vat: number; timeZone: string }[] = [
  { code: 'AT', vat: 2000, timeZone: 'Europe/Vienna' },
  { code: 'BE', vat: 2100, timeZone: 'Europe/Brussels' },
  { code: 'CH', vat: 810, timeZone: 'Europe/Zurich' },
  { code: 'DE', vat: 1900, timeZone: 'Europe/Berlin' },
  { code: 'ES', vat: 2100, timeZone: 'Europe/Madrid' },
  { code: 'FR', vat: 2000, timeZone: 'Europe/Paris' },
  { code: 'GB', vat: 2000, timeZone: 'Europe/London' },
  { code: 'IT', vat: 2200, timeZone: 'Europe/Rome' },
  { code: 'LI', vat: 810, timeZone: 'Europe/Vaduz' },
  { code: 'LU', vat: 1700, timeZone: 'Europe/Luxembourg' },
  { code: 'NL', vat: 2100, timeZone: 'Europe/Amsterdam' },
  { code: 'US', vat: 0, timeZone: 'America/New_York' },
];
