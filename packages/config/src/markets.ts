/** The six shop languages. */
export const languages = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof languages)[number];

/** The twelve countries the channels sell in (ISO 3166-1 alpha-2). */
export const countryCodes = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'LI', 'LU', 'NL', 'US'] as const;
export type CountryCode = (typeof countryCodes)[number];

/** The seventeen locales, language-COUNTRY. */
export const locales = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const;
export type Locale = (typeof locales)[number];

export const currencyCodes = ['EUR', 'CHF', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export type LengthUnit = 'cm' | 'inch';

export interface Country {
  code: CountryCode;
  /** The first language is served without a path prefix, the others under `/{lang}/`. */
  languages: readonly [Language, ...Language[]];
}

/** Country → languages, in serving order (NOTES.md). Plain data: it ships to the browser too. */
export const countries: readonly Country[] = [
  { code: 'AT', languages: ['de'] },
  { code: 'CH', languages: ['de', 'fr', 'it'] },
  { code: 'DE', languages: ['de'] },
  { code: 'IT', languages: ['it', 'de'] },
  { code: 'LI', languages: ['de'] },
  { code: 'LU', languages: ['de', 'fr'] },
  { code: 'GB', languages: ['en'] },
  { code: 'US', languages: ['en'] },
  { code: 'ES', languages: ['es'] },
  { code: 'BE', languages: ['nl', 'fr'] },
  { code: 'FR', languages: ['fr'] },
  { code: 'NL', languages: ['nl'] },
];

/**
 * Where a language lives when it is asked for on a country that does not serve it: `/fr/` on the German
 * domain goes to the French one. Our choice: the country whose main language it is.
 */
export const homeCountryByLanguage: Readonly<Record<Language, CountryCode>> = {
  de: 'DE',
  en: 'GB',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
};

/** Each locale's privacy policy page (spec point 1: one per locale). */
export const privacyPathByLanguage: Readonly<Record<Language, string>> = {
  de: '/datenschutz',
  en: '/privacy-policy',
  es: '/politica-de-privacidad',
  fr: '/protection-des-donnees',
  it: '/informativa-sulla-privacy',
  nl: '/privacyverklaring',
};

/** The locale of a language's home country: where a locale without own content falls back to. */
const mainLocaleByLanguage: Readonly<Record<Language, Locale>> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

export interface LocaleSettings {
  locale: Locale;
  language: Language;
  country: CountryCode;
  currency: CurrencyCode;
  lengthUnit: LengthUnit;
  /** Content and translations missing for this locale are taken from here; null for the shop's base locale. */
  fallbackLocale: Locale | null;
  privacyPath: string;
  /** True when this locale is served without a path prefix on its country's domain. */
  isDefaultForCountry: boolean;
}

function currencyFor(country: CountryCode): CurrencyCode {
  if (country === 'CH' || country === 'LI') return 'CHF';
  if (country === 'GB') return 'GBP';
  if (country === 'US') return 'USD';
  return 'EUR';
}

function buildLocaleSettings(locale: Locale): LocaleSettings {
  const [language, country] = locale.split('-') as [Language, CountryCode];
  const main = mainLocaleByLanguage[language];
  const countryEntry = countries.find((entry) => entry.code === country);
  if (!countryEntry?.languages.includes(language)) {
    throw new Error(`Locale ${locale} is not served by country ${country}`);
  }
  return {
    locale,
    language,
    country,
    currency: currencyFor(country),
    lengthUnit: locale === 'en-US' ? 'inch' : 'cm',
    fallbackLocale: locale === main ? (locale === 'de-DE' ? null : 'de-DE') : main,
    privacyPath: privacyPathByLanguage[language],
    isDefaultForCountry: countryEntry.languages[0] === language,
  };
}

/** Per-locale settings: currency code, length unit, fallback locale, privacy page. */
export const localeSettings: Readonly<Record<Locale, LocaleSettings>> = Object.fromEntries(
  locales.map((locale) => [locale, buildLocaleSettings(locale)]),
) as Record<Locale, LocaleSettings>;

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

export function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value);
}

/** The country entry of a code; every code of `countryCodes` has one. */
export function getCountry(code: CountryCode): Country {
  const country = countries.find((entry) => entry.code === code);
  if (!country) throw new Error(`Unknown country ${code}`);
  return country;
}

export function toLocale(language: Language, country: CountryCode): Locale | undefined {
  const locale = `${language}-${country}`;
  return isLocale(locale) ? locale : undefined;
}
