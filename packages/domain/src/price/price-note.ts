import { localeSettings, type CountryCode, type Locale } from '@shop/config/markets';

/**
 * What a shown price must say about tax and shipping in a locale's market:
 * - `incl-vat`: consumer prices include VAT and name the shipping costs (EU price indication rules, the German
 *   PAngV: "inkl. MwSt." plus a link to the shipping costs; Switzerland's PBV and the UK's consumer rules the same);
 * - `plus-tax`: US prices are shown before sales tax, which depends on the delivery address ("plus tax").
 */
export type PriceNoteKind = 'incl-vat' | 'plus-tax';

/** Markets whose shown prices are net of a tax added at checkout. */
const plusTaxCountries: ReadonlySet<CountryCode> = new Set(['US']);

export function priceNoteKind(locale: Locale): PriceNoteKind {
  return plusTaxCountries.has(localeSettings[locale].country) ? 'plus-tax' : 'incl-vat';
}
