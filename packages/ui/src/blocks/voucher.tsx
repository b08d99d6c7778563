import { parseContentDate } from '@shop/domain/time/calendar-day';
import { SHOP_TIME_ZONE } from '@shop/domain/time/time-constants';
import { createShopIntl } from '@shop/i18n/intl';
import { ContentImage } from '../image/content-image.tsx';
import type { BlockContext, ContentAsset } from './block-types.ts';

/** `Voucher` blok: a code with its validity. */
export interface VoucherBlok {
  id: string;
  type: 'Voucher';
  headline?: string;
  text?: string;
  code?: string;
  /** `YYYY-MM-DD`, the last day the code is valid. */
  validUntil?: string;
  image?: ContentAsset | null;
}

/** The voucher teaser; the validity date is printed in the locale's format. */
export function Voucher({ blok, context }: { blok: VoucherBlok; context: BlockContext }) {
  const intl = createShopIntl(context.locale);
  const until = blok.validUntil ? parseContentDate(`${blok.validUntil}T12:00:00Z`) : undefined;
  return (
    <section className="voucher" aria-label={blok.headline || undefined}>
      <ContentImage asset={blok.image} preset="voucher" className="voucher__image" alt="" />
      <div className="voucher__body">
        {blok.headline && <h2 className="voucher__headline">{blok.headline}</h2>}
        {blok.text && <p>{blok.text}</p>}
        {blok.code && (
          <p className="voucher__code">
            <span>{intl.t('blocks.voucher.code')}: </span>
            <strong translate="no">{blok.code}</strong>
          </p>
        )}
        {until && (
          <p className="voucher__valid">
            {intl.t('blocks.voucher.validUntil', {
              date: intl.formatDate(until, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
