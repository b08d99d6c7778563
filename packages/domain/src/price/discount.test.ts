import { describe, expect, it } from 'vitest';
import { calculateDiscount, calculateDiscountPercent, isPromotionActive } from './discount.ts';

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
