import { createShopIntl } from '@shop/i18n/intl';
import { describe, expect, it } from 'vitest';
import { buildPriceNote } from './price-note.tsx';
import { photoboxPriceLabels } from './price-labels.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('photoboxPriceLabels', () => {
  it('shows the box price and labels the print price per print (de-DE)', () => {
    const labels = photoboxPriceLabels(createShopIntl('de-DE'), { locale: 'de-DE', boxAmounts: [999, 2499], printAmounts: [19, 29, 49] });
    expect(plain(labels.box)).toBe('Fotobox ab 9,99 €');
    expect(plain(labels.perPrint)).toBe('ab 0,19 € je Abzug');
  });

  it('one box, one print price: no from-prefix', () => {
    const labels = photoboxPriceLabels(createShopIntl('en-GB'), { locale: 'en-GB', currency: 'GBP', boxAmounts: [899], printAmounts: [17] });
    expect(plain(labels.box)).toBe('Photo box £8.99');
    expect(plain(labels.perPrint)).toBe('£0.17 per print');
  });

  it('Swiss francs in French', () => {
    const labels = photoboxPriceLabels(createShopIntl('fr-CH'), { locale: 'fr-CH', boxAmounts: [1190], printAmounts: [25] });
    expect(plain(labels.box)).toMatch(/^Boîte photo 11\.90 CHF$|^Boîte photo CHF 11\.90$/);
    expect(plain(labels.perPrint)).toMatch(/par tirage$/);
  });

  it('leaves out what is not priced', () => {
    expect(photoboxPriceLabels(createShopIntl('de-DE'), { locale: 'de-DE', boxAmounts: [Number.NaN], printAmounts: [] })).toEqual({ box: '', perPrint: '' });
  });
});

describe('buildPriceNote', () => {
  it('German law: "inkl. MwSt., zzgl. Versandkosten" with the shipping costs as the link', () => {
    expect(buildPriceNote(createShopIntl('de-DE'), 'de-DE', '/versandkosten/')).toEqual({ before: 'inkl. MwSt., zzgl. ', linkText: 'Versandkosten', after: '', href: '/versandkosten/' });
  });

  it('Switzerland and the other EU languages include VAT too', () => {
    expect(buildPriceNote(createShopIntl('fr-CH'), 'fr-CH', '/fr/frais-de-livraison/')).toMatchObject({ before: 'TVA incluse, hors ', linkText: 'frais de livraison' });
    expect(buildPriceNote(createShopIntl('nl-NL'), 'nl-NL', '/verzendkosten')).toMatchObject({ before: 'incl. btw, excl. ', linkText: 'verzendkosten' });
  });

  it('en-US: "plus tax"', () => {
    expect(buildPriceNote(createShopIntl('en-US'), 'en-US', '/shipping-costs')).toEqual({ before: 'plus tax and ', linkText: 'shipping', after: '', href: '/shipping-costs' });
  });
});
