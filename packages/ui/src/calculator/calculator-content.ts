import type { Locale } from '@shop/config/markets';
import type {
  CalculatorContext,
  CalculatorFormat,
  CalculatorOption,
  CalculatorOptionGroup,
  CalculatorOptions,
  CalculatorProduct,
} from '@shop/domain/calculator/calculator-types';
import { flattenCalculatorOptions } from '@shop/domain/calculator/calculator-state';
import { isPhotoFormat, formatPhotoFormat } from '@shop/domain/catalogue/photo-formats';
import { formatPhotobookSize, isPhotobookFormat } from '@shop/domain/catalogue/photobook';
import { CENTIMETRES_PER_INCH, getFormatLengthUnit, getLengthUnit } from '@shop/domain/dimension-input';
import { parseFormat, printFormat } from '@shop/domain/format';
import type { PricePair } from '@shop/domain/discount';

/** A context as the content writes it: nulls for "none", numbers for ids. */
export type ContentCalculatorContext = Partial<Record<keyof CalculatorContext, string | number | null>> &
  Record<string, unknown>;

export interface ContentCalculatorFormat {
  value: string;
  context?: ContentCalculatorContext | null;
}
export interface ContentCalculatorOption {
  value: string;
  labelTranslationKey: string;
  translationOptions?: Record<string, string | number>;
  formats: readonly ContentCalculatorFormat[];
  initiallySelectedFormat: string;
  context?: ContentCalculatorContext | null;
}
export interface ContentCalculatorGroup {
  labelKey: string;
  options: readonly ContentCalculatorOption[];
}

/** `PriceCalculator` blok (content/README.md, spec point 3). Prices are not in the content. */
export interface PriceCalculatorBlok {
  id: string;
  type: 'PriceCalculator';
  product: CalculatorProduct;
  headline?: string;
  ctaText?: string;
  badgeText?: string;
  showFromPrice?: boolean;
  /** Framed products: the more-formats entry. */
  moreFormats?: boolean;
  /** The block's collage flag: the CTA opens the collage designer. */
  isCollage?: boolean;
  selectedValue?: string;
  options: readonly ContentCalculatorOption[] | readonly ContentCalculatorGroup[];
  context?: ContentCalculatorContext | null;
  labels?: readonly { index: number; text?: string; backgroundColor?: string; textColor?: string }[];
  ctaColors?: { background?: string; text?: string } | null;
}

/** One format price as the shop API's price routes send it (`payload.formats[]`). */
export interface FormatPriceEntry {
  formatType: string;
  priceCurrent: number;
  priceOriginal: number;
}

const contextKeys = ['designId', 'formatType', 'materialType', 'photoboxType', 'frameType'] as const;

/** Photo products count their content formats in tenths of a millimetre (`1500x1000`), the shop API in millimetres. */
const photoProducts = new Set<CalculatorProduct>(['photobox', 'photoprint']);

function isGroup(entry: ContentCalculatorOption | ContentCalculatorGroup): entry is ContentCalculatorGroup {
  return 'options' in entry;
}

/** Turns a content format value into the shop API's format type (photo prints: tenths of a millimetre → mm). */
export function toApiFormatType(product: CalculatorProduct, value: string): string {
  if (!photoProducts.has(product)) return value;
  const { width, height } = parseFormat(value);
  if (width % 10 !== 0 || height % 10 !== 0) return value;
  return printFormat({ width: width / 10, height: height / 10 });
}

/** The domain context of a content context: nulls and empty strings dropped, ids as strings, unknown keys left out. */
export function normaliseCalculatorContext(
  context: ContentCalculatorContext | null | undefined,
): CalculatorContext {
  const result: CalculatorContext = {};
  for (const key of contextKeys) {
    const value = context?.[key];
    if (value === null || value === undefined || value === '') continue;
    result[key] = String(value);
  }
  return result;
}

/** What the page loader asks the shop API for, per option: the material (or box type) and the frame. */
export interface CalculatorPriceQuery {
  optionValue: string;
  materialType?: string;
  frameType?: string;
  photoboxType?: string;
}

/**
 * The price calls a calculator blok needs, one per option: photo frames and framed materials via
 * `/web-api/product-selection-photo-frame/prices-formats?materialType=&frameType=`, photo boxes via
 * `/price-api/photoboxes`, photo prints, photobooks and collages via `/web-api/calculator/reference?product=`.
 */
export function listCalculatorPriceQueries(
  blok: Pick<PriceCalculatorBlok, 'options'>,
): CalculatorPriceQuery[] {
  return flattenContentOptions(blok.options).map((option) => {
    const context = normaliseCalculatorContext(option.context);
    return {
      optionValue: option.value,
      materialType: context.materialType,
      frameType: context.frameType,
      photoboxType: context.photoboxType,
    };
  });
}

function flattenContentOptions(options: PriceCalculatorBlok['options']): ContentCalculatorOption[] {
  return (options as readonly (ContentCalculatorOption | ContentCalculatorGroup)[]).flatMap((entry) =>
    isGroup(entry) ? entry.options : [entry],
  );
}

/** Prices per option value, as the loader fetched them: every format the shop API has for that option. */
export type CalculatorPrices = Readonly<Record<string, readonly FormatPriceEntry[]>>;

function priceOf(prices: readonly FormatPriceEntry[] | undefined, formatType: string): PricePair {
  const entry = prices?.find((candidate) => candidate.formatType === formatType);
  // No price known: NaN, which the price formatter shows as nothing (the format stays selectable).
  return entry
    ? { priceCurrent: entry.priceCurrent, priceOriginal: entry.priceOriginal }
    : { priceCurrent: Number.NaN, priceOriginal: Number.NaN };
}

/**
 * The calculator's options in the domain's shape: the content's options and formats with the shop API's prices,
 * contexts normalised, photo formats converted to millimetres. Groups stay groups.
 */
export function toCalculatorOptions(options: {
  blok: Pick<PriceCalculatorBlok, 'options' | 'product'>;
  prices?: CalculatorPrices;
}): CalculatorOptions {
  const { blok, prices = {} } = options;
  const convertOption = (option: ContentCalculatorOption): CalculatorOption => {
    const optionContext = normaliseCalculatorContext(option.context);
    const formats: CalculatorFormat[] = option.formats.map((format) => {
      const value = toApiFormatType(blok.product, format.value);
      const context = { ...normaliseCalculatorContext(format.context), formatType: value };
      return { value, ...priceOf(prices[option.value], value), context };
    });
    return {
      value: option.value,
      labelTranslationKey: option.labelTranslationKey,
      translationOptions: option.translationOptions,
      formats,
      initiallySelectedFormat: toApiFormatType(blok.product, option.initiallySelectedFormat),
      context: optionContext,
    };
  };
  const entries = blok.options as readonly (ContentCalculatorOption | ContentCalculatorGroup)[];
  if (entries.some(isGroup)) {
    return entries.map((entry): CalculatorOptionGroup =>
      isGroup(entry)
        ? { labelKey: entry.labelKey, options: entry.options.map(convertOption) }
        : { labelKey: '', options: [convertOption(entry)] },
    );
  }
  return (entries as readonly ContentCalculatorOption[]).map(convertOption);
}

/**
 * The more-formats list per option: every format the shop API prices for the option's material, beyond the block's
 * own list. Empty when the loader fetched nothing.
 */
export function listMoreFormats(options: {
  calculatorOptions: CalculatorOptions;
  prices?: CalculatorPrices;
}): Record<string, CalculatorFormat[]> {
  const result: Record<string, CalculatorFormat[]> = {};
  for (const option of flattenCalculatorOptions(options.calculatorOptions)) {
    const listed = new Set(option.formats.map((format) => format.value));
    result[option.value] = (options.prices?.[option.value] ?? [])
      .filter((entry) => !listed.has(entry.formatType))
      .map((entry) => ({
        value: entry.formatType,
        priceCurrent: entry.priceCurrent,
        priceOriginal: entry.priceOriginal,
        context: { formatType: entry.formatType },
      }));
  }
  return result;
}

const NBSP = '\u00a0';

const lengthFormats = new Map<Locale, Intl.NumberFormat>();

/** A length with at most one decimal; one formatter per locale (a calculator labels every format it lists). */
function trimNumber(value: number, locale: Locale): string {
  let format = lengthFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    lengthFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The visible label of a format: wall formats `60 × 40 cm` (en-US `23.6 × 15.7 in`), photo formats by their
 * nominal size (`15 × 10 cm`, en-US `6 × 4 in`), photobook formats by their size (cm, en-US inches); anything else
 * as it is.
 */
export function formatCalculatorFormat(options: {
  value: string;
  product: CalculatorProduct;
  locale: Locale;
  units: { cm: string; inch: string };
  /** The selected material's catalogue key and the channel's setting: aluminium gallery prints have their own unit. */
  materialType?: string | undefined;
  inchForAluminiumGalleryPrints?: boolean;
}): string {
  const { value, product, locale, units } = options;
  const inch = getLengthUnit(locale) === 'inch';
  if (isPhotobookFormat(value)) {
    // Photobook sizes are given in cm; inch locales see them in inches like every other length.
    const [width = '', height = ''] = formatPhotobookSize(value).split('x');
    const scale = inch ? CENTIMETRES_PER_INCH : 1;
    return `${trimNumber(Number(width) / scale, locale)}${NBSP}×${NBSP}${trimNumber(Number(height) / scale, locale)}${NBSP}${inch ? units.inch : units.cm}`;
  }
  if (photoProducts.has(product) && isPhotoFormat(value)) {
    const [width = '', height = ''] = formatPhotoFormat({ format: value, locale }).split('x');
    return `${trimNumber(Number(width), locale)}${NBSP}×${NBSP}${trimNumber(Number(height), locale)}${NBSP}${inch ? units.inch : units.cm}`;
  }
  const { width, height } = parseFormat(value);
  if (width === 0) return value;
  const wallInch =
    getFormatLengthUnit({
      locale,
      materialType: options.materialType,
      inchForAluminiumGalleryPrints: options.inchForAluminiumGalleryPrints ?? inch,
    }) === 'inch';
  const scale = (wallInch ? CENTIMETRES_PER_INCH : 1) * 10;
  return `${trimNumber(width / scale, locale)}${NBSP}×${NBSP}${trimNumber(height / scale, locale)}${NBSP}${wallInch ? units.inch : units.cm}`;
}

/** Stands for the typed own format in the server-built designer URL template (the client puts the format in). */
export const OWN_FORMAT_MARKER = 'OWNFORMAT';

/** The key of a material and format in the calculator's designer URL map. */
export function designerUrlKey(materialValue: string, formatValue: string): string {
  return `${materialValue}|${formatValue}`;
}

/**
 * The designer URL of a material and format from the calculator's compact map: the URL stored under its key when the
 * server stored one, else the material's template with the format in place of `OWN_FORMAT_MARKER`.
 */
export function resolveDesignerUrl(
  urls: { designerUrls: Readonly<Record<string, string>>; designerUrlTemplates: Readonly<Record<string, string>> },
  materialValue: string,
  formatValue: string,
): string | undefined {
  return (
    urls.designerUrls[designerUrlKey(materialValue, formatValue)] ??
    urls.designerUrlTemplates[materialValue]?.replace(OWN_FORMAT_MARKER, encodeURIComponent(formatValue))
  );
}

/** The experiment that gates the artbox prices-formats call (spec point 7). */
export const ARTBOX_PRICES_EXPERIMENT = 'VOLL-1785';

/**
 * Whether the page loader fetches the artbox prices (`…/prices-formats?frameType=artbox&materialType=acrylglas`):
 * only when VOLL-1785 is on for this request.
 */
export function shouldLoadArtboxPrices(treatments: Readonly<Record<string, string>>): boolean {
  return treatments[ARTBOX_PRICES_EXPERIMENT] === 'on';
}
