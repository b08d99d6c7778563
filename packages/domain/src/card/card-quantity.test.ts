import { describe, expect, it } from 'vitest';
import {
  buildCardQuantitySteps,
  CARD_QUANTITY_MAX,
  cardQuantitySteps,
  DEFAULT_CARD_QUANTITY,
  normaliseCardQuantity,
  SAMPLE_QUANTITY,
} from './card-quantity.ts';

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
    for (let index = 1; index < steps.length; index += 1)
      expect(steps[index]).toBeGreaterThan(steps[index - 1] as number);
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
