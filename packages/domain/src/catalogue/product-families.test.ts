import { describe, expect, it } from 'vitest';
import { isProductFamily, productFamilies } from './product-families.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [productFamilies, ['calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox']],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('type guards', () => {
  it.each([
    [isProductFamily, 'photobook', true],
    [isProductFamily, 'poster', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
