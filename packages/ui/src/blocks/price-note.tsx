import type { Locale } from '@shop/config/markets';
import { priceNoteKind } from '@shop/domain/price-note';
import type { ShopIntl } from '@shop/i18n/intl';

/** The tax and shipping note next to a price, translated on the server; the shipping costs part is a link. */
export interface PriceNoteTexts {
  before: string;
  linkText: string;
  after: string;
  href: string;
}

const MARK = '\u2060SHIPPING\u2060';

/**
 * The note a locale's price law expects next to a price (`priceNoteKind`): "inkl. MwSt., zzgl. Versandkosten" in
 * the EU, Switzerland and the UK, "plus tax and shipping" in the US, the shipping costs linking to their page.
 */
export function buildPriceNote(intl: ShopIntl, locale: Locale, shippingHref: string): PriceNoteTexts {
  const id = priceNoteKind(locale) === 'plus-tax' ? 'screens.price.plusTax' : 'screens.price.inclVat';
  const [before = '', after = ''] = intl.t(id, { shipping: MARK }).split(MARK);
  return { before, linkText: intl.t('screens.price.shippingCosts'), after, href: shippingHref };
}

export function PriceNote({ note, className }: { note: PriceNoteTexts; className?: string }) {
  return (
    <p className={className ? `price-note ${className}` : 'price-note'}>
      {note.before}
      <a href={note.href}>{note.linkText}</a>
      {note.after}
    </p>
  );
}
