import { describe, expect, it } from 'vitest';
import { countries, countryCodes, getCountry, homeCountryByLanguage, languages, localeSettings, locales, toLocale } from './markets.ts';

describe('market table (NOTES.md)', () => {
  it('has 17 locales in 12 countries and 6 languages', () => {
    expect(locales).toHaveLength(17);
    expect(countries).toHaveLength(12);
    expect(new Set(countries.map((country) => country.code))).toEqual(new Set(countryCodes));
    expect(languages).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
  });

  it('every country language pair is a locale, and every locale belongs to its country', () => {
    const pairs = countries.flatMap((country) => country.languages.map((language) => `${language}-${country.code}`));
    expect(pairs.sort()).toEqual([...locales].sort());
  });

  it.each([
    ['AT', ['de']],
    ['CH', ['de', 'fr', 'it']],
    ['DE', ['de']],
    ['IT', ['it', 'de']],
    ['LI', ['de']],
    ['LU', ['de', 'fr']],
    ['GB', ['en']],
    ['US', ['en']],
    ['ES', ['es']],
    ['BE', ['nl', 'fr']],
    ['FR', ['fr']],
    ['NL', ['nl']],
  ] as const)('%s serves %j, the first without prefix', (code, expected) => {
    expect(getCountry(code).languages).toEqual(expected);
    expect(localeSettings[`${expected[0]}-${code}` as keyof typeof localeSettings].isDefaultForCountry).toBe(true);
  });

  it.each([
    ['de-DE', 'EUR', 'cm'],
    ['de-AT', 'EUR', 'cm'],
    ['de-CH', 'CHF', 'cm'],
    ['fr-CH', 'CHF', 'cm'],
    ['it-CH', 'CHF', 'cm'],
    ['de-LI', 'CHF', 'cm'],
    ['en-GB', 'GBP', 'cm'],
    ['en-US', 'USD', 'inch'],
    ['nl-BE', 'EUR', 'cm'],
    ['fr-LU', 'EUR', 'cm'],
    ['es-ES', 'EUR', 'cm'],
  ] as const)('%s pays in %s and measures in %s', (locale, currency, unit) => {
    expect(localeSettings[locale]).toMatchObject({ currency, lengthUnit: unit });
  });

  it('inches only for en-US', () => {
    expect(locales.filter((locale) => localeSettings[locale].lengthUnit === 'inch')).toEqual(['en-US']);
  });

  it.each([
    ['de-CH', 'de-DE'],
    ['fr-BE', 'fr-FR'],
    ['it-CH', 'it-IT'],
    ['nl-BE', 'nl-NL'],
    ['en-US', 'en-GB'],
    ['fr-FR', 'de-DE'],
    ['de-DE', null],
  ] as const)('%s falls back to %s', (locale, fallback) => {
    expect(localeSettings[locale].fallbackLocale).toBe(fallback);
  });

  it('has a privacy page per locale, in its language', () => {
    expect(localeSettings['de-CH'].privacyPath).toBe('/datenschutz');
    expect(localeSettings['fr-CH'].privacyPath).toBe('/protection-des-donnees');
    expect(localeSettings['nl-BE'].privacyPath).toBe('/privacyverklaring');
    for (const locale of locales) expect(localeSettings[locale].privacyPath).toMatch(/^\/[a-z-]+$/);
  });

  it('sends every language to a country that serves it first', () => {
    for (const language of languages) expect(getCountry(homeCountryByLanguage[language]).languages[0]).toBe(language);
  });

  it('builds locales only where a country serves the language', () => {
    expect(toLocale('fr', 'CH')).toBe('fr-CH');
    expect(toLocale('fr', 'DE')).toBeUndefined();
  });
});
