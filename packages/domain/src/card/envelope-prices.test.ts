import { describe, expect, it } from 'vitest';
import { getEnvelopePrice } from './envelope-prices.ts';

describe('getEnvelopePrice', () => {
  it.each([
    ['DE', 'standard', 95, 'EUR'],
    ['AT', 'standard', 100, 'EUR'],
    ['CH', 'standard', 100, 'CHF'],
    ['DE', 'compact', 110, 'EUR'],
    ['AT', 'compact', 150, 'EUR'],
    ['CH', 'compact', 120, 'CHF'],
    ['DE', 'large', 180, 'EUR'],
    ['AT', 'large', 150, 'EUR'],
    ['CH', 'large', 290, 'CHF'],
    ['LI', 'large', 290, 'CHF'],
  ] as const)('%s %s → %i %s', (country, priceClass, amountMinor, currency) => {
    expect(getEnvelopePrice({ country, priceClass })).toEqual({ amountMinor, currency });
  });

  it.each([['FR'], ['US']] as const)('%s has no envelope price in the spec', (country) => {
    expect(getEnvelopePrice({ country, priceClass: 'standard' })).toBeUndefined();
  });
});
