import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import {
  calendarMountings,
  calendarTypes,
  type CalendarMounting,
  type CalendarType,
} from '../catalogue/calendar.ts';
import { isOccasion } from '../catalogue/card.ts';
import {
  DEFAULT_PHOTOBOOK_COVER,
  DEFAULT_PHOTOBOOK_PAPER,
  getPhotobookPrinting,
  isPhotobookFormat,
  photobookBasePages,
  photobookCovers,
  photobookPapers,
  photobookTypes,
  type PhotobookCover,
  type PhotobookPaper,
  type PhotobookType,
} from '../catalogue/photobook.ts';
import type { Platform } from '../routing/resolve-request.ts';
import { SHOP_TIME_ZONE } from '../time/time-constants.ts';
import { buildCalendarLaunchParams } from './calendar-launch-params.ts';
import { buildCardLaunchParams } from './card-launch-params.ts';
import { buildDesignerUrl } from './configurator-paths.ts';
import { buildCollageLaunchParams } from './frame-launch-params.ts';
import { pickLaunchParams, type CommonLaunchInput } from './launch-params.ts';
import { buildPhotobookLaunchParams } from './photobook-launch-params.ts';

/**
 * The designer URLs of the product detail wrappers (content bloks `CalendarDetail`, `CardDetail`, `CollageDetail`,
 * `PhotobookDetail`) and of `/products/{family}`: what a detail names, turned into the launch parameters of spec
 * point 3. Fields arrive as the content has them (strings or numbers, possibly empty or unknown); an unusable one
 * means no URL rather than a designer that opens on nonsense.
 */
export interface DetailUrlContext {
  locale: Locale;
  platform: Platform;
  settings: ChannelSettings;
  /** The request time: calendars start in the shop's current month. */
  now: Date;
}

type ContentId = number | string | undefined;

export interface CalendarDetailInput {
  calendarType?: string;
  mounting?: string;
  designGroupId?: ContentId;
  designId?: ContentId;
}
export interface CardDetailInput {
  themeId?: ContentId;
  designId?: ContentId;
  category?: string;
  occasion?: string;
  envelopeSku?: string;
}
export interface CollageDetailInput {
  designId?: ContentId;
  materialType?: string;
  formatType?: string;
}
export interface PhotobookDetailInput {
  designGroupSetId?: ContentId;
  photobookType?: string;
  format?: string;
  cover?: string;
  paper?: string;
}

/** A calendar detail without a (known) mounting opens the designer without one. */
export const DEFAULT_DETAIL_CALENDAR_MOUNTING: CalendarMounting = 'ohne';

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);
const asId = (value: ContentId | null) =>
  value === undefined || value === null || value === '' ? undefined : String(value);
const common = (context: DetailUrlContext): CommonLaunchInput => ({
  locale: context.locale,
  platform: context.platform,
});

/** The calendar designer URL (start month and year are the shop's current ones). */
export function buildCalendarDetailUrl(input: CalendarDetailInput, context: DetailUrlContext): string | undefined {
  const designGroupId = asId(input.designGroupId);
  const designId = asId(input.designId);
  if (!includes<CalendarType>(calendarTypes, input.calendarType) || !designGroupId || !designId) return undefined;
  const mounting = includes<CalendarMounting>(calendarMountings, input.mounting)
    ? input.mounting
    : DEFAULT_DETAIL_CALENDAR_MOUNTING;
  const params = buildCalendarLaunchParams({
    common: common(context),
    calendarType: input.calendarType,
    mounting,
    designGroupId,
    designId,
    now: context.now,
    timeZone: SHOP_TIME_ZONE,
  });
  return buildDesignerUrl({ family: 'calendar', params });
}

/** The card designer URL (quantity defaults to the card default, envelope from the input). */
export function buildCardDetailUrl(input: CardDetailInput, context: DetailUrlContext): string | undefined {
  const themeId = asId(input.themeId);
  const designId = asId(input.designId);
  if (!themeId || !designId) return undefined;
  const params = buildCardLaunchParams({
    common: common(context),
    themeId,
    designId,
    category: input.category || undefined,
    occasion: input.occasion && isOccasion(input.occasion) ? input.occasion : undefined,
    envelopeSku: input.envelopeSku || undefined,
  });
  return buildDesignerUrl({ family: 'card', params });
}

/** The collage designer URL; without a designId the channel's default collage opens. */
export function buildCollageDetailUrl(input: CollageDetailInput, context: DetailUrlContext): string {
  const params = {
    ...buildCollageLaunchParams({
      common: common(context),
      settings: context.settings,
      materialType: input.materialType || undefined,
      designId: asId(input.designId),
    }),
    ...pickLaunchParams({ formatType: input.formatType }),
  };
  return buildDesignerUrl({ family: 'collage', params });
}

/** The photobook designer URL: cover and paper default to the shop's start configuration, pages to the type's base. */
export function buildPhotobookDetailUrl(input: PhotobookDetailInput, context: DetailUrlContext): string | undefined {
  if (!includes<PhotobookType>(photobookTypes, input.photobookType) || !input.format || !isPhotobookFormat(input.format))
    return undefined;
  const cover = includes<PhotobookCover>(photobookCovers, input.cover) ? input.cover : DEFAULT_PHOTOBOOK_COVER;
  const paper = includes<PhotobookPaper>(photobookPapers, input.paper) ? input.paper : DEFAULT_PHOTOBOOK_PAPER;
  const params = {
    ...buildPhotobookLaunchParams({
      common: common(context),
      photobookType: input.photobookType,
      photobookPrinting: getPhotobookPrinting(input.photobookType),
      photobookCover: cover,
      paper,
      format: input.format,
      pageCount: photobookBasePages[input.photobookType],
    }),
    ...pickLaunchParams({ designGroupSetId: asId(input.designGroupSetId) }),
  };
  return buildDesignerUrl({ family: 'photobook', params });
}

/**
 * What `/products/{family}` opens the designer with when the content gives nothing (our defaults, spec point 2 names
 * the route, not its content): a spiral-bound wall calendar and a hardcover digital photobook in A4 portrait.
 */
export const PRODUCT_PAGE_DEFAULTS = {
  calendarType: 'wandkalender',
  calendarMounting: 'spirale',
  photobookType: 'digitalfotobuch',
  photobookFormat: 'a4-hoch',
  photobookCover: DEFAULT_PHOTOBOOK_COVER,
} as const satisfies {
  calendarType: CalendarType;
  calendarMounting: CalendarMounting;
  photobookType: PhotobookType;
  photobookFormat: string;
  photobookCover: PhotobookCover;
};
