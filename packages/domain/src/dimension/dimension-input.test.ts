import { getFeatures } from '@shop/config/channel-settings';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { locales } from '@shop/config/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertDimensionToCentimetres,
  getDimensionDecimalSeparator,
  getFormatLengthUnit,
  normaliseDimensionInput,
  parseDimensionInput,
} from './dimension-input.ts';

describe('normaliseDimensionInput (cm locale de-DE)', () => {
  it.each([
    // keeps digits and separators only
    ['12a3', '123'],
    ['1 2-3cm', '123'],
    ['abc', ''],
    ['', ''],
    // collapses repeated separators
    ['12,,5', '12,5'],
    ['12..5', '12,5'],
    ['12.,5', '12,5'],
    // drops a leading separator
    [',5', '5'],
    ['.,5', '5'],
    // comma is the decimal separator
    ['12.5', '12,5'],
    ['12,', '12,'],
    // strips leading zeros but keeps one before the separator
    ['007', '7'],
    ['0', '0'],
    ['00', '0'],
    ['00,5', '0,5'],
    ['0,5', '0,5'],
    // at most 4 integer digits and 1 decimal
    ['12345', '1234'],
    ['1234,56', '1234,5'],
    ['00012345', '1234'],
    // a second separator ends the number
    ['1,2,3', '1,2'],
    ['1,,2..3', '1,2'],
  ])('%j → %j', (value, expected) => {
    expect(normaliseDimensionInput({ value, locale: 'de-DE' })).toBe(expected);
  });
});

describe('normaliseDimensionInput (inch locale en-US)', () => {
  it.each([
    ['12,5', '12.5'],
    ['12.5', '12.5'],
    ['8.', '8.'],
    ['0012.55', '12.5'],
  ])('%j → %j', (value, expected) => {
    expect(normaliseDimensionInput({ value, locale: 'en-US' })).toBe(expected);
  });
});

describe('getDimensionDecimalSeparator', () => {
  it.each(locales.map((locale) => [locale, locale === 'en-US' ? '.' : ',']))(
    '%s → %s',
    (locale, separator) => {
      expect(getDimensionDecimalSeparator(locale)).toBe(separator);
    },
  );
});

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ',', '.', 'x', ' ', '-') }),
);

describe('normaliseDimensionInput properties', () => {
  it('never throws and always stays within 4 integer + 1 decimal digits with the locale separator', () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...locales), (value, locale) => {
        const result = normaliseDimensionInput({ value, locale });
        const separator = locale === 'en-US' ? '\\.' : ',';
        expect(result).toMatch(new RegExp(`^(?:(?:0|[1-9]\\d{0,3})(?:${separator}\\d?)?)?$`));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '9', ',', '.', 'a', ' ') }),
        fc.constantFrom(...locales),
        (value, locale) => {
          const once = normaliseDimensionInput({ value, locale });
          expect(normaliseDimensionInput({ value: once, locale })).toBe(once);
        },
      ),
    );
  });

  it('always parses to a finite number between 0 and 9999.9', () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...locales), (value, locale) => {
        const parsed = parseDimensionInput(normaliseDimensionInput({ value, locale }));
        expect(parsed).toBeGreaterThanOrEqual(0);
        expect(parsed).toBeLessThanOrEqual(9999.9);
      }),
    );
  });
});

describe('parseDimensionInput', () => {
  it.each([
    ['', 0],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12,', 12],
    ['0', 0],
    ['1234,5', 1234.5],
    ['garbage', 0],
  ])('%j → %d', (value, expected) => {
    expect(parseDimensionInput(value)).toBe(expected);
  });
});

describe('convertDimensionToCentimetres', () => {
  it.each([
    ['en-US', 1, 2.54],
    ['en-US', 10, 25.4],
    ['en-US', 12.5, 31.75],
    ['en-US', 0, 0],
    ['de-DE', 12.5, 12.5],
    ['en-GB', 10, 10],
  ] as const)('%s: %d → %d cm', (locale, value, expected) => {
    expect(convertDimensionToCentimetres({ value, locale })).toBe(expected);
  });
});

describe('getFormatLengthUnit (channel setting inchForAluminiumGalleryPrints, spec point 3)', () => {
  const unit = (settings: typeof wallart, locale: 'en-US' | 'de-DE' | 'en-GB', materialType: string) =>
    getFormatLengthUnit({
      locale,
      materialType,
      inchForAluminiumGalleryPrints: getFeatures(settings, locale).inchForAluminiumGalleryPrints,
    });
  it.each([
    ['wallart', wallart, 'en-US', 'gallerybond', 'inch'],
    ['wallart', wallart, 'en-GB', 'gallerybond', 'cm'],
    ['wallart', wallart, 'de-DE', 'gallerybond', 'cm'],
    ['kartenliebe', kartenliebe, 'en-US', 'gallerybond', 'cm'],
    ['kartenliebe', kartenliebe, 'en-US', 'acrylglas', 'inch'],
    ['wallart', wallart, 'de-DE', 'acrylglas', 'cm'],
  ] as const)('%s %s %s → %s', (_, settings, locale, materialType, expected) => {
    expect(unit(settings, locale, materialType)).toBe(expected);
  });
});
