/**
 * Story and test data: the seeded content of content/ (the "ideas and offers" page that carries every block, the
 * photo pages' calculators and the hostile test page), plus a block context as the page loader would build it.
 * Prices are illustrative minor-unit amounts in the shape of the shop API's prices-formats answer.
 */
import { toContentBlock } from '@shop/api-client/content/blocks';
import type { Locale } from '@shop/config/markets';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import kartenliebeCollage from '../../../../content/kartenliebe/de/collage.json' with { type: 'json' };
import kartenliebePhotobook from '../../../../content/kartenliebe/de/fotobuch.json' with { type: 'json' };
import hostilePage from '../../test/hostile-story.json' with { type: 'json' };
import wallartPhotobox from '../../../../content/wallart/de/bilderbox.json' with { type: 'json' };
import wallartPhotoprints from '../../../../content/wallart/de/fotoabzuege.json' with { type: 'json' };
import wallartCanvas from '../../../../content/wallart/de/leinwanddruck.json' with { type: 'json' };
import wallartOffersDe from '../../../../content/wallart/de/ideen-und-angebote.json' with { type: 'json' };
import wallartOffersEn from '../../../../content/wallart/en/ideas-and-offers.json' with { type: 'json' };
import natureTheme from '../../../../content/wallart/de/themes/natur.json' with { type: 'json' };
import type { PriceCalculatorBlok, CalculatorPrices } from '../calculator/calculator-content.ts';
import { listMoreFormats, toCalculatorOptions } from '../calculator/calculator-content.ts';
import type { BlockContext, BlockListItem, Blok } from './block-types.ts';

interface PageAreas {
  body: Blok[];
  teaser: Blok[];
  uspTeaser: Blok[];
  calculator: Blok[];
}

/** A story file's published page, mapped by the api-client's `toContentBlock` as the storefront receives it. */
const pageOf = (story: unknown): PageAreas => {
  const published = (story as { published: Record<string, unknown> | null }).published;
  const page: Record<string, unknown> = published ? toContentBlock(published) : {};
  const area = (name: keyof PageAreas) => (Array.isArray(page[name]) ? (page[name] as Blok[]) : []);
  return { body: area('body'), teaser: area('teaser'), uspTeaser: area('uspTeaser'), calculator: area('calculator') };
};

/** The seeded wallart "Ideen und Angebote" page (de): every block type once or more. */
export const offersPage = pageOf(wallartOffersDe);
export const offersPageEn = pageOf(wallartOffersEn);
/** The hostile test story (`test/hostile-story.json`, never published): script in texts, javascript:/data: links, on* attributes, an unknown blok. */
export const hostilePageContent = pageOf(hostilePage);

/** The first blok of a component on the offers page (de unless told). */
export function blokOf<T = Blok>(component: string, page: ReturnType<typeof pageOf> = offersPage): T {
  const all = [...page.teaser, ...page.uspTeaser, ...page.calculator, ...page.body];
  const found = all.find((blok) => blok.type === component);
  if (!found) throw new Error(`No ${component} blok in the fixture page`);
  return found as T;
}

/** Every blok of a component on the offers page, in order. */
export function bloksOf<T = Blok>(component: string, page: ReturnType<typeof pageOf> = offersPage): T[] {
  return [...page.teaser, ...page.uspTeaser, ...page.calculator, ...page.body].filter(
    (blok) => blok.type === component,
  ) as T[];
}

/** The calculator of a seeded page. */
const calculatorOf = (story: unknown) => pageOf(story).calculator[0] as unknown as PriceCalculatorBlok;
export const framedCalculator = calculatorOf(wallartOffersDe);
export const framedCalculatorEn = calculatorOf(wallartOffersEn);
export const canvasCalculator = calculatorOf(wallartCanvas);
export const photoboxCalculator = calculatorOf(wallartPhotobox);
export const photoprintCalculator = calculatorOf(wallartPhotoprints);
export const photobookCalculator = calculatorOf(kartenliebePhotobook);
export const collageCalculator = calculatorOf(kartenliebeCollage);

/** Wall prices per format in minor units: cheaper by area, some formats on promotion (original above current). */
const wallPrices = (base: number, promotion: readonly string[] = []) =>
  ['300x200', '450x300', '600x400', '900x600', '1200x800', '400x400', '600x600', '1500x1000', '750x500'].map(
    (formatType) => {
      const [w = 0, h = 0] = formatType.split('x').map(Number);
      const priceOriginal = base + Math.round((w * h) / 100);
      const priceCurrent = promotion.includes(formatType) ? Math.round(priceOriginal * 0.7) : priceOriginal;
      return { formatType, priceCurrent, priceOriginal };
    },
  );

/** Prices per option value of the framed calculator (as `listCalculatorPriceQueries` would fetch them). */
export const framedPrices: CalculatorPrices = {
  'poster-gerahmt': wallPrices(2490, ['450x300']),
  'hahnemuehle-gerahmt': wallPrices(3990),
  poster: wallPrices(990, ['600x400']),
  leinwand: wallPrices(1990, ['600x400']),
  acrylglas: wallPrices(2990),
  aludibond: wallPrices(2790),
  hahnemuehle: wallPrices(1790),
};

export const framedOptions = toCalculatorOptions({ blok: framedCalculator, prices: framedPrices });
export const framedMoreFormats = listMoreFormats({ calculatorOptions: framedOptions, prices: framedPrices });

const box = (formats: Record<string, number>) =>
  Object.entries(formats).map(([formatType, priceCurrent]) => ({
    formatType,
    priceCurrent,
    priceOriginal: priceCurrent,
  }));
export const photoboxPrices: CalculatorPrices = {
  small: box({ '100x100': 29, '130x90': 29, '150x100': 35 }),
  max: box({ '150x100': 35, '180x130': 59, '300x200': 199 }),
};
export const photoprintPrices: CalculatorPrices = {
  glossy: box({ '100x100': 19, '100x120': 21, '130x90': 19, '150x100': 25, '180x130': 39, '300x200': 149 }),
  matt: box({ '100x100': 19, '100x120': 21, '130x90': 19, '150x100': 25, '180x130': 39, '300x200': 149 }),
  hahnemuehle: box({
    '100x100': 99,
    '100x120': 109,
    '130x90': 99,
    '150x100': 129,
    '180x130': 189,
    '300x200': 499,
  }),
};
export const photobookPrices: CalculatorPrices = {
  hardcover: box({ 'a4-hoch': 3495, 'a4-quer': 3495, '300-300': 4995, 'a3-quer': 5995 }),
  softcover: box({ 'a5-hoch': 1995, 'a5-quer': 1995, 'a4-hoch': 2495 }),
};

/** Overview and feed tiles, as the page loader would list them from the shop API. */
const tiles: BlockListItem[] = [
  {
    id: 'nature',
    title: 'Natur',
    href: '/themes/natur',
    image: { filename: '/images/themes/nature.jpg', alt: '' },
  },
  {
    id: 'cities',
    title: 'Städte',
    href: '/themes/staedte',
    image: { filename: '/images/themes/cities.jpg', alt: '' },
  },
  {
    id: 'family',
    title: 'Familie',
    href: '/themes/familie',
    image: { filename: '/images/themes/family.jpg', alt: '' },
  },
];

/** The nature theme story as `resolve_relations=ThemesOverview.themes` inlines it. */
export const resolvedTheme = {
  uuid: (natureTheme as { uuid: string }).uuid,
  name: (natureTheme as { name: string }).name,
  full_slug: (natureTheme as { full_slug: string }).full_slug,
  url: '/themes/natur',
  content: toContentBlock((natureTheme as { published: Record<string, unknown> }).published) as {
    teaser?: { image?: { filename: string; alt: string } }[];
  },
};

/** A fixed "now" for stories and tests: Saturday 21 November 2026, 10:00 in Germany. */
export const fixtureNow = new Date('2026-11-21T09:00:00Z');

/** A block context for stories and tests (wallart, de-DE unless told; VOLL-965 on). */
export function createFixtureContext(overrides: Partial<BlockContext> = {}): BlockContext {
  const locale: Locale = overrides.locale ?? 'de-DE';
  const lists: Record<string, BlockListItem[]> = {};
  for (const blok of [...offersPage.body, ...offersPageEn.body]) {
    if (/Overview$|^Feed$/.test(blok.type)) lists[blok.id] = tiles;
  }
  return {
    locale,
    platform: 'web',
    settings: wallart,
    logger: { error: () => undefined, warn: () => undefined },
    now: fixtureNow,
    treatments: { 'VOLL-965': 'on' },
    shipping: {
      timeZone: 'Europe/Berlin',
      lodStart: '2026-11-21T05:00:00Z',
      safetyLodEnd: '2026-11-21T13:00:00Z',
      lodEnd: '2026-11-21T15:00:00Z',
      expressLodEnd: '2026-11-21T16:00:00Z',
      saturdayLodEnd: null,
    },
    calculatorOptions: { [framedCalculator.id]: framedOptions },
    lists,
    ...overrides,
  };
}

export const kartenliebeSettings = kartenliebe;
