import { isLocale, localeSettings, type CurrencyCode, type Language } from '@shop/config/markets';
import { toMajorUnits } from './money.ts';

const NBSP = '\u00a0';
const APOSTROPHE = "'";

/** The from-price prefix per language (spec point 2: "A from-price shows a from-prefix"). */
export const fromPricePrefixes: Readonly<Record<Language, string>> = {
  de: 'ab',
  en: 'from',
  es: 'desde',
  fr: 'à partir de',
  it: 'da',
  nl: 'vanaf',
};

export interface FormatPriceOptions {
  /** Amount in minor units. */
  amountMinor: number;
  /** Missing or unknown locale yields an empty string. */
  locale: string | undefined;
  /** Defaults to the locale's currency from the market table. */
  currency?: CurrencyCode;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and currency (17 × 3 at most): a catalogue page formats hundreds of prices (issue 16). */
function priceFormat(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = priceFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // it-CH would print 1234.50 but 12'345.50; francs are grouped from the fourth digit in all Swiss locales (our choice).
      useGrouping: currency === 'CHF' ? 'always' : 'auto',
    });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * Displays a price with Intl in the locale's currency: non-finite amount or missing locale → '', Swiss francs
 * grouped with an apostrophe, every space non-breaking so a price never wraps.
 */
export function formatPrice(options: FormatPriceOptions): string {
  const { amountMinor, locale } = options;
  if (!Number.isFinite(amountMinor) || locale === undefined || !isLocale(locale)) return '';
  const currency = options.currency ?? localeSettings[locale].currency;
  const isFranc = currency === 'CHF';
  return priceFormat(locale, currency)
    .formatToParts(toMajorUnits(amountMinor))
    .map((part) => {
      if (isFranc && part.type === 'group') return APOSTROPHE;
      return part.value.replace(/[\s\u202f]/g, NBSP);
    })
    .join('');
}

/** A from-price: the language's prefix, a non-breaking space, the price; '' when the price itself is ''. */
export function formatFromPrice(options: FormatPriceOptions): string {
  return prefixFromPrice(formatPrice(options), options.locale);
}

/** A price formatted already (`formatPrice`) as a from-price; '' and an unknown locale give ''. */
export function prefixFromPrice(price: string, locale: string | undefined): string {
  if (price === '' || locale === undefined || !isLocale(locale)) return '';
  return `${fromPricePrefixes[localeSettings[locale].language].replace(/ /g, NBSP)}${NBSP}${price}`;
}
