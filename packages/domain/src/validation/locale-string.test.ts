import { describe, expect, it } from 'vitest';
import { isLocalePrefix, isLocaleString, readPathLocalePrefix } from './locale-string.ts';

describe('isLocaleString: two letters, a dash, two letters', () => {
  it.each([
    ['de-DE', true],
    ['fr-CH', true],
    ['de-de', true],
    ['xx-YY', true],
    ['de_DE', false],
    ['de', false],
    ['deu-DE', false],
    ['de-DEU', false],
    ['de-D1', false],
    [' de-DE', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocaleString(value)).toBe(expected);
  });
});

describe('readPathLocalePrefix: two lowercase letters', () => {
  it.each([
    ['/fr/hochzeit', 'fr'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/FR/hochzeit', undefined],
    ['/fra/hochzeit', undefined],
    ['/f/hochzeit', undefined],
    ['/d/desktop-startseite', undefined],
    ['/hochzeit', undefined],
    ['/', undefined],
    ['fr/hochzeit', undefined],
  ])('%s → %j', (path, expected) => {
    expect(readPathLocalePrefix(path)).toBe(expected);
  });

  it.each([
    ['de', true],
    ['DE', false],
    ['d', false],
    ['deu', false],
  ])('isLocalePrefix(%s) → %s', (segment, expected) => {
    expect(isLocalePrefix(segment)).toBe(expected);
  });
});
