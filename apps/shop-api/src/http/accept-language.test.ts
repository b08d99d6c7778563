import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language.ts';

const swiss = ['de', 'fr', 'it'] as const;

describe('preferredLanguage', () => {
  it.each([
    ['fr;q=0, de;q=0.9', 'de'],
    ['fr-CH,fr;q=0.9', 'fr'],
    ['en;q=1, it;q=0.5, fr;q=0.8', 'fr'],
    ['it-CH', 'it'],
    ['*;q=0.1, fr;q=0', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(preferredLanguage(header, swiss)).toBe(expected);
  });

  it.each([['fr;q=0'], ['en, es;q=0.8'], [''], [undefined]])('accepts none of them: %s', (header) => {
    expect(preferredLanguage(header, swiss)).toBeUndefined();
  });
});
