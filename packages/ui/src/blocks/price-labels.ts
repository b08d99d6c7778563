import type { CurrencyCode, Locale } from '@shop/config/markets';
import { formatFromPrice, formatPrice } from '@shop/domain/format-price';
import type { ShopIntl } from '@shop/i18n/intl';

/**
 * The prices of a photo box as a shopper reads them: the box itself (9,99 € for the small box, from 9,99 € where
 * several boxes are offered), and the prints that go in it, labelled per print ("ab 0,19 € je Abzug"). Empty strings
 * where a price is unknown.
 */
export function photoboxPriceLabels(
  intl: ShopIntl,
  options: { locale: Locale; currency?: CurrencyCode; boxAmounts: readonly number[]; printAmounts: readonly number[] },
): { box: string; perPrint: string } {
  const { locale, currency } = options;
  const boxes = [...new Set(options.boxAmounts.filter(Number.isFinite))].sort((a, b) => a - b);
  const prints = [...new Set(options.printAmounts.filter(Number.isFinite))].sort((a, b) => a - b);
  const cheapestBox = boxes[0];
  const cheapestPrint = prints[0];
  const box =
    cheapestBox === undefined
      ? ''
      : intl.t(boxes.length > 1 ? 'screens.photobox.boxFrom' : 'screens.photobox.box', { price: formatPrice({ amountMinor: cheapestBox, locale, currency }) });
  const printPrice =
    cheapestPrint === undefined
      ? ''
      : prints.length > 1
        ? formatFromPrice({ amountMinor: cheapestPrint, locale, currency })
        : formatPrice({ amountMinor: cheapestPrint, locale, currency });
  return { box, perPrint: printPrice ? intl.t('screens.photobox.perPrint', { price: printPrice }) : '' };
}
