import { locales } from '@shop/config/markets';
import { describe, expect, it } from 'vitest';
import { priceNoteKind } from './price-note.ts';

describe('priceNoteKind', () => {
  it('includes VAT and names shipping in the EU, Switzerland, Liechtenstein and the UK', () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'it-CH', 'de-LI', 'fr-FR', 'nl-BE', 'es-ES', 'it-IT', 'de-LU', 'en-GB'] as const) {
      expect(priceNoteKind(locale), locale).toBe('incl-vat');
    }
  });

  it('says "plus tax" in the US only', () => {
    expect(priceNoteKind('en-US')).toBe('plus-tax');
    expect(locales.filter((locale) => priceNoteKind(locale) === 'plus-tax')).toEqual(['en-US']);
  });
});
