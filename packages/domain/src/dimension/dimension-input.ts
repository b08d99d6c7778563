import { localeSettings, type LengthUnit, type Locale } from '@shop/config/markets';

/** Spec point 9: one inch is 2.54 cm. */
export const CENTIMETRES_PER_INCH = 2.54;
/** Spec point 9: a typed dimension has at most 4 integer digits and 1 decimal digit. */
export const MAX_INTEGER_DIGITS = 4;
export const MAX_DECIMAL_DIGITS = 1;

/** The length unit a locale types dimensions in (cm everywhere except en-US). */
export function getLengthUnit(locale: Locale): LengthUnit {
  return localeSettings[locale].lengthUnit;
}

/**
 * The material the channel setting `inchForAluminiumGalleryPrints` speaks of (spec point 3): Gallery Bond, the
 * gallery print on aluminium composite (our reading of "aluminium gallery prints").
 */
export const ALUMINIUM_GALLERY_MATERIAL = 'gallerybond';

/**
 * The unit a wall picture's format is shown in: the locale's, except aluminium gallery prints, which are in inches
 * exactly where the channel says so (wallart en-US) and in centimetres everywhere else.
 */
export function getFormatLengthUnit(options: {
  locale: Locale;
  materialType: string | undefined;
  inchForAluminiumGalleryPrints: boolean;
}): LengthUnit {
  if (options.materialType === ALUMINIUM_GALLERY_MATERIAL) return options.inchForAluminiumGalleryPrints ? 'inch' : 'cm';
  return getLengthUnit(options.locale);
}

/** Comma for centimetre locales, point for inch locales (spec point 5). */
export function getDimensionDecimalSeparator(locale: Locale): ',' | '.' {
  return getLengthUnit(locale) === 'inch' ? '.' : ',';
}

/**
 * Cleans a dimension field on every keystroke (spec point 5): digits and separators only, repeated separators
 * collapsed, no leading separator, the locale's decimal separator, no leading zeros, 4 + 1 digits at most.
 */
export function normaliseDimensionInput(options: { value: string; locale: Locale }): string {
  const separator = getDimensionDecimalSeparator(options.locale);
  const kept = String(options.value).replace(/[^\d.,]/g, '');
  const collapsed = kept.replace(/[.,]{2,}/g, (run) => run.charAt(0));
  const withoutLeading = collapsed.replace(/^[.,]/, '');
  const firstSeparator = withoutLeading.search(/[.,]/);
  const integerPart = firstSeparator === -1 ? withoutLeading : withoutLeading.slice(0, firstSeparator);
  // A second separator cannot start a new number while typing: everything after it is dropped (our choice).
  const decimalPart =
    firstSeparator === -1 ? undefined : withoutLeading.slice(firstSeparator + 1).replace(/[.,].*$/, '');
  // One zero stays so that "0,5" can be typed; "007" becomes "7".
  const integer = integerPart.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS);
  if (decimalPart === undefined) return integer;
  return `${integer}${separator}${decimalPart.slice(0, MAX_DECIMAL_DIGITS)}`;
}

/** Turns a normalised dimension into a number: comma becomes point, empty becomes 0. */
export function parseDimensionInput(value: string): number {
  if (value === '') return 0;
  const parsed = Number(value.replace(',', '.'));
  // The normaliser never produces this, but raw field values may reach us: garbage counts as empty.
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Centimetres of a typed dimension: inch locales multiply by 2.54. */
export function convertDimensionToCentimetres(options: { value: number; locale: Locale }): number {
  if (getLengthUnit(options.locale) === 'cm') return options.value;
  // Rounded to 1/10000 cm so that 10 in gives 25.4, not 25.400000000000002.
  return Math.round(options.value * CENTIMETRES_PER_INCH * 10000) / 10000;
}
