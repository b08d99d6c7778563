import { locales } from '@shop/config/markets';
import { describe, expect, it } from 'vitest';
import { getAspectRatioKeys } from './aspect-ratios.ts';

describe('aspect-ratio keys', () => {
  it.each(locales.map((locale) => [locale, locale === 'en-GB' ? 18 : 15]))(
    '%s offers %i keys',
    (locale, count) => {
      expect(getAspectRatioKeys(locale)).toHaveLength(count);
    },
  );

  it('adds custom and panoramic keys in en-GB', () => {
    expect(getAspectRatioKeys('en-GB').slice(-3)).toEqual([
      'custom',
      'panoramic-wide',
      'panoramic-ultra-wide',
    ]);
  });
});
