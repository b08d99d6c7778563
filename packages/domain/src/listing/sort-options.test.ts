import { describe, expect, it } from 'vitest';
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
