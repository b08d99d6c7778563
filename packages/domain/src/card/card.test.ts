import { describe, expect, it } from 'vitest';
import { selectCardListPageSize } from './card-list.ts';
import {
  buildCardQuantitySteps,
  CARD_QUANTITY_MAX,
  cardQuantitySteps,
  DEFAULT_CARD_QUANTITY,
  normaliseCardQuantity,
  SAMPLE_QUANTITY,
} from './card-quantity.ts';
import { getEnvelopePrice } from './envelope-prices.ts';
import { calculateSampleCardFee, FREE_SAMPLE_CARDS, SAMPLE_CARD_FEE } from './sample-cards.ts';

describe('card quantity steps', () => {
  const steps = buildCardQuantitySteps();

  it('starts at 1 and ends at 5000', () => {
    expect(steps[0]).toBe(1);
    expect(steps.at(-1)).toBe(CARD_QUANTITY_MAX);
    expect(CARD_QUANTITY_MAX).toBe(5000);
  });

  it.each([
    // step 4 up to 5
    [1, 5],
    // step 5 up to 250
    [5, 10],
    [245, 250],
    // step 10 up to 1000
    [250, 260],
    [990, 1000],
    // step 100 up to 3000
    [1000, 1100],
    [2900, 3000],
    // step 250 up to 5000
    [3000, 3250],
    [4750, 5000],
  ])('after %i comes %i', (value, next) => {
    expect(steps[steps.indexOf(value) + 1]).toBe(next);
  });

  it('has the expected first eleven entries and count', () => {
    expect(steps.slice(0, 11)).toEqual([1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
    // 1 + 1 + 49 + 75 + 20 + 8
    expect(steps).toHaveLength(154);
    expect(cardQuantitySteps).toEqual(steps);
  });

  it('defaults to the 11th entry, 50', () => {
    expect(DEFAULT_CARD_QUANTITY).toBe(50);
    expect(DEFAULT_CARD_QUANTITY).toBe(steps[10]);
  });

  it('is strictly increasing', () => {
    for (let index = 1; index < steps.length; index += 1) expect(steps[index]).toBeGreaterThan(steps[index - 1] as number);
  });
});

describe('normaliseCardQuantity', () => {
  it.each([
    [SAMPLE_QUANTITY, 1],
    [1, 1],
    [2, 5],
    [50, 50],
    [53, 55],
    [251, 260],
    [1001, 1100],
    [3001, 3250],
    [5000, 5000],
    [9999, 5000],
    [-4, 1],
    [Number.NaN, 50],
  ])('%d → %d', (quantity, expected) => {
    expect(normaliseCardQuantity(quantity)).toBe(expected);
  });
});

describe('selectCardListPageSize', () => {
  it.each([
    [12, 12],
    [48, 48],
    [24, 12],
    [undefined, 12],
  ])('%j → %i', (requested, expected) => {
    expect(selectCardListPageSize(requested)).toBe(expected);
  });
});

describe('calculateSampleCardFee: 3 free, then 3.50 CHF each', () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0],
    [4, 350],
    [5, 700],
    [10, 2450],
    [3.7, 0],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d sample cards → %i Rappen', (count, amountMinor) => {
    expect(calculateSampleCardFee({ count })).toEqual({ amountMinor, currency: 'CHF' });
  });

  it('uses a given unit fee', () => {
    expect(calculateSampleCardFee({ count: 5, unitFee: { amountMinor: 300, currency: 'EUR' } })).toEqual({ amountMinor: 600, currency: 'EUR' });
  });

  it('names the spec constants', () => {
    expect(FREE_SAMPLE_CARDS).toBe(3);
    expect(SAMPLE_CARD_FEE).toEqual({ amountMinor: 350, currency: 'CHF' });
  });
});

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
