import { describe, expect, it } from 'vitest';
import { selectCardListPageSize } from './card-list.ts';

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
