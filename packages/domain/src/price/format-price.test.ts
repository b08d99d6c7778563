import { describe, expect, it } from 'vitest';
import { formatFromPrice, formatPrice, prefixFromPrice } from './format-price.ts';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [123450, 'de-DE', `1.234,50${NBSP}€`],
    [123450, 'de-AT', `€${NBSP}1.234,50`],
    [123450, 'de-CH', `CHF${NBSP}1'234.50`],
    [123450, 'fr-CH', `1'234.50${NBSP}CHF`],
    [123450, 'it-CH', `CHF${NBSP}1'234.50`],
    [123450, 'de-LI', `CHF${NBSP}1'234.50`],
    [123456750, 'de-CH', `CHF${NBSP}1'234'567.50`],
    [350, 'de-CH', `CHF${NBSP}3.50`],
    [123450, 'fr-FR', `1${NBSP}234,50${NBSP}€`],
    [123450, 'en-GB', '£1,234.50'],
    [123450, 'en-US', '$1,234.50'],
    [95, 'de-DE', `0,95${NBSP}€`],
    [1999, 'nl-NL', `€${NBSP}19,99`],
    [0, 'de-DE', `0,00${NBSP}€`],
    [Number.NaN, 'de-DE', ''],
    [Number.POSITIVE_INFINITY, 'de-DE', ''],
    [1000, undefined, ''],
    [1000, 'xx-XX', ''],
  ])('%d in %s → %j', (amountMinor, locale, expected) => {
    expect(formatPrice({ amountMinor, locale })).toBe(expected);
  });

  it('never contains a breaking space', () => {
    for (const locale of ['de-DE', 'fr-FR', 'fr-BE', 'nl-BE', 'de-CH', 'fr-CH']) {
      expect(formatPrice({ amountMinor: 123456789, locale })).not.toMatch(/[ \u202f]/);
    }
  });

  it('takes an explicit currency over the locale default', () => {
    expect(formatPrice({ amountMinor: 100, locale: 'de-DE', currency: 'CHF' })).toBe(`1,00${NBSP}CHF`);
  });
});

describe('formatFromPrice', () => {
  it.each([
    [1990, 'de-DE', `ab${NBSP}19,90${NBSP}€`],
    [1990, 'en-GB', `from${NBSP}£19.90`],
    [1990, 'fr-FR', `à${NBSP}partir${NBSP}de${NBSP}19,90${NBSP}€`],
    [1990, 'de-CH', `ab${NBSP}CHF${NBSP}19.90`],
    [Number.NaN, 'de-DE', ''],
    [1990, undefined, ''],
  ])('%d in %s → %j', (amountMinor, locale, expected) => {
    expect(formatFromPrice({ amountMinor, locale })).toBe(expected);
  });

  it('prefixes a price formatted already, as the calculator does with the server\'s texts (no formatter needed)', () => {
    expect(prefixFromPrice(formatPrice({ amountMinor: 1990, locale: 'it-IT' }), 'it-IT')).toBe(formatFromPrice({ amountMinor: 1990, locale: 'it-IT' }));
    expect(prefixFromPrice(`19,90${NBSP}€`, 'nl-NL')).toBe(`vanaf${NBSP}19,90${NBSP}€`);
    expect(prefixFromPrice('', 'de-DE')).toBe('');
    expect(prefixFromPrice(`19,90${NBSP}€`, 'xx-XX')).toBe('');
  });
});
