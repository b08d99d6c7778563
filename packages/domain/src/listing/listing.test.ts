import { describe, expect, it } from 'vitest';
import { filterKinds, isFilterKind } from './filter-kinds.ts';
import { parseSortOption, sortOptions } from './sort-options.ts';

describe('sort options', () => {
  it('are popularity and created', () => {
    expect(sortOptions).toEqual(['popularity', 'created']);
  });

  it.each([
    ['popularity', 'popularity'],
    ['created', 'created'],
    ['price', 'popularity'],
    ['', 'popularity'],
    [null, 'popularity'],
    [undefined, 'popularity'],
  ])('%j → %s', (value, expected) => {
    expect(parseSortOption(value)).toBe(expected);
  });
});

describe('filter kinds', () => {
  it('are the seven of the spec', () => {
    expect(filterKinds).toEqual(['aspectRatio', 'category', 'color', 'label', 'product', 'punching', 'style']);
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
