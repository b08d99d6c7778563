import { describe, expect, it } from 'vitest';
import { filterKinds, isFilterKind } from './filter-kinds.ts';

describe('filter kinds', () => {
  it('are the seven of the spec', () => {
    expect(filterKinds).toEqual([
      'aspectRatio',
      'category',
      'color',
      'label',
      'product',
      'punching',
      'style',
    ]);
  });

  it.each([
    ['aspectRatio', true],
    ['punching', true],
    ['aspect-ratio', false],
    ['price', false],
  ])('isFilterKind(%s) → %s', (value, expected) => {
    expect(isFilterKind(value)).toBe(expected);
  });
});
