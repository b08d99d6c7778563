import {
  calendarMountings,
  calendarTypes,
  type CalendarMounting,
  type CalendarType,
} from '@shop/domain/catalogue/calendar';
import { isOccasion } from '@shop/domain/catalogue/card';
import {
  isPhotobookFormat,
  photobookCovers,
  photobookPapers,
  photobookTypes,
  type PhotobookCover,
  type PhotobookPaper,
  type PhotobookType,
} from '@shop/domain/catalogue/photobook';
import { buildCalendarLaunchParams } from '@shop/domain/designer/calendar-launch-params';
import { buildCardLaunchParams } from '@shop/domain/designer/card-launch-params';
import { buildDesignerUrl } from '@shop/domain/designer/configurator-paths';
import { buildCollageLaunchParams } from '@shop/domain/designer/frame-launch-params';
import { pickLaunchParams, type CommonLaunchInput } from '@shop/domain/designer/launch-params';
import { buildPhotobookLaunchParams } from '@shop/domain/designer/photobook-launch-params';
import { SHOP_TIME_ZONE } from '@shop/domain/time/time-constants';
import { createShopIntl } from '@shop/i18n/intl';
import type { ReactNode } from 'react';
import type { BlockContext } from './block-types.ts';

export interface CalendarDetailBlok {
  _uid: string;
  component: 'CalendarDetail';
  headline?: string;
  calendarType?: string;
  format?: string;
  mounting?: string;
  designGroupId?: number | string;
  designId?: number | string;
}
export interface CardDetailBlok {
  _uid: string;
  component: 'CardDetail';
  headline?: string;
  themeId?: number | string;
  designId?: number | string;
  category?: string;
  occasion?: string;
  envelopeSku?: string;
}
export interface CollageDetailBlok {
  _uid: string;
  component: 'CollageDetail';
  headline?: string;
  designId?: number | string;
  materialType?: string;
  formatType?: string;
}
export interface PhotobookDetailBlok {
  _uid: string;
  component: 'PhotobookDetail';
  headline?: string;
  designGroupSetId?: number | string;
  photobookType?: string;
  format?: string;
  cover?: string;
  paper?: string;
}
export interface AccessoryDetailBlok {
  _uid: string;
  component: 'AccessoryDetail';
  headline?: string;
  sku?: string;
  accessoryType?: string;
}

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
const asId = (value: number | string | undefined) =>
  value === undefined || value === null || value === '' ? undefined : String(value);
const common = (context: BlockContext): CommonLaunchInput => ({
  locale: context.locale,
  platform: context.platform,
});

/** Page count a photobook detail opens with: the designer's smallest book (our choice; the content has none). */
export const DEFAULT_PHOTOBOOK_PAGE_COUNT = 24;

function DetailFrame({
  blok,
  href,
  context,
  children,
}: {
  blok: { component: string; headline?: string };
  href: string | undefined;
  context: BlockContext;
  children?: ReactNode;
}) {
  return (
    <section
      className={`product-detail product-detail--${blok.component}`}
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

/** The calendar designer URL of a `CalendarDetail` blok (start month and year are the shop's current ones). */
export function buildCalendarDetailUrl(blok: CalendarDetailBlok, context: BlockContext): string | undefined {
  const designGroupId = asId(blok.designGroupId);
  const designId = asId(blok.designId);
  if (!includes<CalendarType>(calendarTypes, blok.calendarType) || !designGroupId || !designId)
    return undefined;
  const mounting: CalendarMounting = includes<CalendarMounting>(calendarMountings, blok.mounting)
    ? blok.mounting
    : 'ohne';
  const params = buildCalendarLaunchParams({
    common: common(context),
    calendarType: blok.calendarType,
    mounting,
    designGroupId,
    designId,
    now: context.now,
    timeZone: SHOP_TIME_ZONE,
  });
  return buildDesignerUrl({ family: 'calendar', params });
}

/** The card designer URL of a `CardDetail` blok (quantity defaults to the card default, envelope from the blok). */
export function buildCardDetailUrl(blok: CardDetailBlok, context: BlockContext): string | undefined {
  const themeId = asId(blok.themeId);
  const designId = asId(blok.designId);
  if (!themeId || !designId) return undefined;
  const params = buildCardLaunchParams({
    common: common(context),
    themeId,
    designId,
    category: blok.category || undefined,
    occasion: blok.occasion && isOccasion(blok.occasion) ? blok.occasion : undefined,
    envelopeSku: blok.envelopeSku || undefined,
  });
  return buildDesignerUrl({ family: 'card', params });
}

/** The collage designer URL of a `CollageDetail` blok; without a designId the channel's default collage opens. */
export function buildCollageDetailUrl(blok: CollageDetailBlok, context: BlockContext): string {
  const params = {
    ...buildCollageLaunchParams({
      common: common(context),
      settings: context.settings,
      materialType: blok.materialType || undefined,
      designId: asId(blok.designId),
    }),
    ...pickLaunchParams({ formatType: blok.formatType }),
  };
  return buildDesignerUrl({ family: 'collage', params });
}

/** The photobook designer URL of a `PhotobookDetail` blok. */
export function buildPhotobookDetailUrl(
  blok: PhotobookDetailBlok,
  context: BlockContext,
): string | undefined {
  if (
    !includes<PhotobookType>(photobookTypes, blok.photobookType) ||
    !blok.format ||
    !isPhotobookFormat(blok.format)
  )
    return undefined;
  const cover: PhotobookCover = includes<PhotobookCover>(photobookCovers, blok.cover) ? blok.cover : 'hard';
  const paper: PhotobookPaper = includes<PhotobookPaper>(photobookPapers, blok.paper)
    ? blok.paper
    : 'standard';
  const params = {
    ...buildPhotobookLaunchParams({
      common: common(context),
      photobookType: blok.photobookType,
      // Real-photo books are exposed, the others printed digitally (our mapping; the content has no printing field).
      photobookPrinting: blok.photobookType === 'echtfotobuch' ? 'photo' : 'digital',
      photobookCover: cover,
      paper,
      format: blok.format,
      pageCount: DEFAULT_PHOTOBOOK_PAGE_COUNT,
    }),
    ...pickLaunchParams({ designGroupSetId: asId(blok.designGroupSetId) }),
  };
  return buildDesignerUrl({ family: 'photobook', params });
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
