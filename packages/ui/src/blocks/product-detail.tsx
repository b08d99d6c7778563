import {
  buildCalendarDetailUrl,
  buildCardDetailUrl,
  buildCollageDetailUrl,
  buildPhotobookDetailUrl,
  type CalendarDetailInput,
  type CardDetailInput,
  type CollageDetailInput,
  type PhotobookDetailInput,
} from '@shop/domain/designer/detail-urls';
import { createShopIntl } from '@shop/i18n/intl';
import type { ReactNode } from 'react';
import type { BlockContext } from './block-types.ts';

export interface CalendarDetailBlok extends CalendarDetailInput {
  id: string;
  type: 'CalendarDetail';
  headline?: string;
}
export interface CardDetailBlok extends CardDetailInput {
  id: string;
  type: 'CardDetail';
  headline?: string;
}
export interface CollageDetailBlok extends CollageDetailInput {
  id: string;
  type: 'CollageDetail';
  headline?: string;
}
export interface PhotobookDetailBlok extends PhotobookDetailInput {
  id: string;
  type: 'PhotobookDetail';
  headline?: string;
}
export interface AccessoryDetailBlok {
  id: string;
  type: 'AccessoryDetail';
  headline?: string;
  sku?: string;
  accessoryType?: string;
}

function DetailFrame({
  blok,
  href,
  context,
  children,
}: {
  blok: { type: string; headline?: string };
  href: string | undefined;
  context: BlockContext;
  children?: ReactNode;
}) {
  return (
    <section
      className={`product-detail product-detail--${blok.type}`}
      aria-label={blok.headline || undefined}
    >
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      {children}
      {href && (
        <a className="block-button product-detail__cta" href={href}>
          {createShopIntl(context.locale).t('blocks.detail.cta')}
        </a>
      )}
    </section>
  );
}

export function CalendarDetail({ blok, context }: { blok: CalendarDetailBlok; context: BlockContext }) {
  return <DetailFrame blok={blok} context={context} href={buildCalendarDetailUrl(blok, context)} />;
}
export function CardDetail({ blok, context }: { blok: CardDetailBlok; context: BlockContext }) {
  return <DetailFrame blok={blok} context={context} href={buildCardDetailUrl(blok, context)} />;
}
export function CollageDetail({ blok, context }: { blok: CollageDetailBlok; context: BlockContext }) {
  return <DetailFrame blok={blok} context={context} href={buildCollageDetailUrl(blok, context)} />;
}
export function PhotobookDetail({ blok, context }: { blok: PhotobookDetailBlok; context: BlockContext }) {
  return <DetailFrame blok={blok} context={context} href={buildPhotobookDetailUrl(blok, context)} />;
}
/** Accessories have no designer: the block names the article; its price list is the page loader's (`/price-api/accessory`). */
export function AccessoryDetail({ blok, context }: { blok: AccessoryDetailBlok; context: BlockContext }) {
  return (
    <DetailFrame blok={blok} context={context} href={undefined}>
      {blok.sku && (
        <p className="product-detail__sku">
          {createShopIntl(context.locale).t('blocks.accessory.sku')}: <span translate="no">{blok.sku}</span>
        </p>
      )}
    </DetailFrame>
  );
}
