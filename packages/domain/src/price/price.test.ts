import { describe, expect, it } from 'vitest';
import { calculateDiscount, calculateDiscountPercent, isPromotionActive } from './discount.ts';
import { formatFromPrice, formatPrice } from './format-price.ts';
import { addMoney, multiplyMoney, toMajorUnits, toMinorUnits } from './money.ts';

const NBSP = '\u00a0';

describe('calculateDiscount: (original − current) / original', () => {
  it.each([
    [10000, 7500, 0.25],
    [5990, 2995, 0.5],
    [1000, 1000, 0],
    [1000, 1200, -0.2],
    [0, 500, 0],
    [-100, 50, 0],
    [Number.NaN, 50, 0],
    [100, Number.POSITIVE_INFINITY, 0],
  ])('original %d, current %d → %d', (priceOriginal, priceCurrent, expected) => {
    expect(calculateDiscount({ priceOriginal, priceCurrent })).toBeCloseTo(expected, 10);
  });
});

describe('calculateDiscountPercent', () => {
  it.each([
    [10000, 7100, 29],
    [10000, 7500, 25],
    [2999, 1999, 33],
    [1000, 1200, 0],
    [0, 0, 0],
  ])('original %d, current %d → %d %%', (priceOriginal, priceCurrent, expected) => {
    expect(calculateDiscountPercent({ priceOriginal, priceCurrent })).toBe(expected);
  });
});

describe('isPromotionActive: only when original > current', () => {
  it.each([
    [2000, 1500, true],
    [1500, 1500, false],
    [1000, 1500, false],
    [0, 0, false],
  ])('original %d, current %d → %s', (priceOriginal, priceCurrent, expected) => {
    expect(isPromotionActive({ priceOriginal, priceCurrent })).toBe(expected);
  });
});

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
});

describe('money in minor units', () => {
  it.each([
    [19.99, 1999],
    [0.95, 95],
    [3.5, 350],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [1e-7, 0],
    [1e21, 1e23],
  ])('toMinorUnits(%d) → %d', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });

  it('converts back for display', () => {
    expect(toMajorUnits(1999)).toBe(19.99);
  });

  it('adds without drift', () => {
    const sum = addMoney({ amountMinor: 10, currency: 'EUR' }, { amountMinor: 20, currency: 'EUR' });
    expect(sum).toEqual({ amountMinor: 30, currency: 'EUR' });
  });

  it('refuses to add two currencies', () => {
    expect(() => addMoney({ amountMinor: 10, currency: 'EUR' }, { amountMinor: 20, currency: 'CHF' })).toThrow('Cannot add CHF to EUR');
  });

  it('multiplies by a quantity', () => {
    expect(multiplyMoney({ amountMinor: 350, currency: 'CHF' }, 3)).toEqual({ amountMinor: 1050, currency: 'CHF' });
  });
});
