import 'server-only';
import {
  getCalendarDesignGroups,
  getCardAccessories,
  getCollageDesignGroups,
  getPhotobookDesignGroupSets,
  getThemes,
} from '@shop/api-client/shop/catalogue';
import type { Accessory, DesignGroup, Theme } from '@shop/contract/catalogue-responses';
import type { ShopClient } from '@shop/api-client/shop/request';
import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { calendarTypeOf, calendarTypes } from '@shop/domain/catalogue/calendar';
import { isPhotobookFormat } from '@shop/domain/catalogue/photobook';
import { formatPrice } from '@shop/domain/format-price';
import { buildCalendarDetailUrl, buildCollageDetailUrl, buildPhotobookDetailUrl } from '@shop/domain/designer/detail-urls';
import type { BlockContext } from '@shop/ui/blocks/block-types';
import { accessorySubtypes, isOccasion, type AccessorySubtype } from '@shop/domain/catalogue/card';
import { buildCardLaunchParams } from '@shop/domain/designer/card-launch-params';
import { buildCardDetailPath, isThemePagePath } from '@shop/domain/card/card-theme-paths';
import { buildDesignerUrl } from '@shop/domain/designer/configurator-paths';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { toWishlistKey } from '@shop/contract/wishlist';
import { createShopIntl } from '@shop/i18n/intl';
import type { BlockListItem } from '@shop/ui/blocks/block-types';
import { serverLogger } from './server-logger.ts';

/** A tile's picture from the shop API's catalogue (decorative: the tile's title names it). */
const tileImage = (image: string | undefined): BlockListItem['image'] => (image ? { filename: image, alt: '' } : undefined);

/** `alle` in the content means every category: the shop API is then asked without one. */
const ALL_CATEGORIES = 'alle';
/** Cards go out with the standard envelope (C6) unless the customer changes it in the designer. */
const STANDARD_ENVELOPE_SKU = 'envelope-standard';

/** The envelope a card launches with: the standard one if the shop sells it, else the first envelope, else none. */
export function selectEnvelopeSku(envelopes: readonly Pick<Accessory, 'sku' | 'subtype'>[]): string | undefined {
  const offered = envelopes.filter((entry) => entry.subtype === 'envelope');
  return (offered.find((entry) => entry.sku === STANDARD_ENVELOPE_SKU) ?? offered[0])?.sku;
}

/**
 * The tiles of a card overview: one per design of each theme, each linking to the card designer with theme, design,
 * the default quantity, category, occasion and envelope (spec point 3 "Card"), in the page's locale and platform.
 */
export function toCardDesignItems(options: {
  themes: readonly Theme[];
  envelopeSku?: string;
  locale: Locale;
  platform: Platform;
  /** Where a tile leads instead of the designer: the card detail page on theme pages. */
  detailHref?: (theme: Theme, designId: number) => string;
  /** The channel has a wishlist: tiles that open a card detail page get its heart. */
  wishlist?: boolean;
}): BlockListItem[] {
  const { themes, envelopeSku, locale, platform, detailHref, wishlist = false } = options;
  const intl = createShopIntl(locale);
  return themes.flatMap((theme) =>
    theme.designIds.map((designId, index) => ({
      id: `${theme.id}-${designId}`,
      title: intl.t('blocks.overview.cardDesign', { theme: theme.name, number: index + 1 }),
      image: tileImage(theme.image),
      href: detailHref ? detailHref(theme, designId) : buildDesignerUrl({
        family: 'card',
        params: buildCardLaunchParams({
          common: { locale, platform },
          themeId: String(theme.id),
          designId: String(designId),
          category: theme.category,
          occasion: isOccasion(theme.occasion) ? theme.occasion : undefined,
          envelopeSku,
        }),
      }),
      ...(wishlist && detailHref ? { wishlistKey: toWishlistKey({ product: 'card', themeId: theme.id, designId }) } : {}),
    })),
  );
}

/** The overview and feed bloks as the content writes them (content/README.md "Blocks"). */
interface ListBlok {
  id: string;
  type: 'CardOverview' | 'CalendarOverview' | 'CollageOverview' | 'PhotobookOverview' | 'AccessoryOverview' | 'Feed';
  occasion?: string | null;
  category?: string;
  pageSize?: number;
  calendarType?: string | null;
  categoryIds?: readonly number[];
  accessoryType?: string;
  feedType?: string;
  limit?: number;
  sortBy?: string;
}

const listTypes: readonly string[] = ['CardOverview', 'CalendarOverview', 'CollageOverview', 'PhotobookOverview', 'AccessoryOverview', 'Feed'];

function isListBlok(blok: unknown): blok is ListBlok {
  const type = typeof blok === 'object' && blok !== null ? (blok as { type?: unknown }).type : undefined;
  return typeof type === 'string' && listTypes.includes(type);
}

/** `created` lists the newest designs first (design ids grow with their creation); `popularity` keeps the shop API's order. */
function bySort<T extends { id: number }>(entries: readonly T[], sortBy: string | undefined): T[] {
  return sortBy === 'created' ? [...entries].sort((a, b) => b.id - a.id) : [...entries];
}

function accessorySubtypeOf(value: string | undefined): AccessorySubtype | undefined {
  return accessorySubtypes.find((subtype) => subtype === value);
}

const designTitle = (locale: Locale, group: DesignGroup, index: number) =>
  createShopIntl(locale).t('blocks.overview.cardDesign', { theme: group.name, number: index + 1 });

/**
 * Calendar tiles: one per design, opening the calendar designer with its type (the blok's, else derived from the
 * design's formats), design group and design, starting this month. A blok with a type lists only designs of that type.
 */
export function toCalendarDesignItems(options: { groups: readonly DesignGroup[]; calendarType?: string | null; context: BlockContext }): BlockListItem[] {
  const { groups, context } = options;
  const wanted = calendarTypes.find((type) => type === options.calendarType);
  return groups.flatMap((group) =>
    group.designs.flatMap((design, index) => {
      const type = calendarTypeOf(design.formats);
      if (!type || (wanted && type !== wanted)) return [];
      const href = buildCalendarDetailUrl({ calendarType: type, designGroupId: group.id, designId: design.id }, context);
      return href ? [{ id: `${group.id}-${design.id}`, title: designTitle(context.locale, group, index), href, image: tileImage(group.image) }] : [];
    }),
  );
}

/**
 * Collage tiles: one per design of the channel's collage groups, opening the collage designer with that design, or
 * on channels with the collage detail page before the designer (wallart, spec point 3) that design's detail page.
 */
export function toCollageDesignItems(options: { groups: readonly DesignGroup[]; context: BlockContext }): BlockListItem[] {
  const { groups, context } = options;
  const detailFirst = getFeatures(context.settings, context.locale).collageDetailPageBeforeDesigner;
  return groups.flatMap((group) =>
    group.designs.map((design, index) => ({
      id: `${group.id}-${design.id}`,
      title: designTitle(context.locale, group, index),
      image: tileImage(group.image),
      href: detailFirst
        ? buildPublicPath({ settings: context.settings, locale: context.locale, platform: context.platform, path: `/products/collage/${design.id}` })
        : buildCollageDetailUrl({ designId: design.id }, context),
    })),
  );
}

/**
 * Photobook tiles: one per design group set, opening the photobook designer with the set, a hardcover digital book in
 * the first photobook format of the set's designs (page count and template from packages/domain).
 */
export function toPhotobookSetItems(options: { sets: readonly DesignGroup[]; context: BlockContext }): BlockListItem[] {
  const { sets, context } = options;
  return sets.flatMap((set) => {
    const format = set.designs.flatMap((design) => design.formats).find((entry) => isPhotobookFormat(entry));
    const href = buildPhotobookDetailUrl({ designGroupSetId: set.id, photobookType: 'digitalfotobuch', format }, context);
    return href ? [{ id: String(set.id), title: set.name, href, image: tileImage(set.image) }] : [];
  });
}

/**
 * Accessory tiles: name, and the price where the channel shows prices in overviews (not kartenliebe, spec point 3).
 * Accessories have no designer: a tile selects its article on the page through the `sku` query (spec point 2).
 */
export function toAccessoryItems(options: { accessories: readonly Accessory[]; settings: ChannelSettings; locale: Locale }): BlockListItem[] {
  const { accessories, settings, locale } = options;
  const showPrices = getFeatures(settings, locale).showPricesInProductOverview;
  return accessories.map((accessory) => ({
    id: accessory.sku,
    title: accessory.name,
    image: tileImage(accessory.image),
    href: `?sku=${encodeURIComponent(accessory.sku)}`,
    price: showPrices ? formatPrice({ amountMinor: accessory.unitPriceCurrent, locale, currency: accessory.currency }) || undefined : undefined,
  }));
}

/** Lists of a page's overview and feed bloks from the shop API, by blok `id`; a failed list is logged and left empty. */
export async function loadBlockLists(options: {
  client: ShopClient;
  bloks: readonly unknown[];
  settings: ChannelSettings;
  locale: Locale;
  platform: Platform;
  now: Date;
  /** The page's content path: on a theme page (`/themes/{id}`) card tiles open the card detail page. */
  pagePath?: string;
}): Promise<Record<string, BlockListItem[]>> {
  const { client, settings, locale, platform, now, pagePath } = options;
  const themePagePath = pagePath !== undefined && isThemePagePath(pagePath) ? pagePath : undefined;
  const detailHref = themePagePath
    ? (theme: Theme, designId: number) => buildPublicPath({ settings, locale, platform, path: buildCardDetailPath(themePagePath, theme.slug, designId) })
    : undefined;
  const bloks = options.bloks.filter(isListBlok);
  if (bloks.length === 0) return {};
  const context: BlockContext = { locale, platform, settings, logger: serverLogger, now, treatments: {} };
  const needsEnvelope = bloks.some((blok) => blok.type === 'CardOverview' || (blok.type === 'Feed' && blok.feedType === 'card'));
  // Asked for beside the lists, not before them: a card list waits for both at once.
  const envelopeSku = needsEnvelope
    ? getCardAccessories(client, { subtype: 'envelope' })
        .then(({ accessories }) => selectEnvelopeSku(accessories))
        .catch((error: unknown) => {
          serverLogger.error('overview-container-load-failed', { block: 'CardOverview', part: 'envelope', reason: String(error) });
          return undefined;
        })
    : Promise.resolve(undefined);

  async function load(blok: ListBlok): Promise<BlockListItem[]> {
    const kind = blok.type === 'Feed' ? blok.feedType : blok.type;
    switch (kind) {
      case 'CardOverview':
      case 'card': {
        const [{ themes }, envelope] = await Promise.all([
          getThemes(client, {
            occasion: blok.occasion ?? undefined,
            category: blok.category && blok.category !== ALL_CATEGORIES ? blok.category : undefined,
            perPage: blok.pageSize === 48 ? '48' : '12',
          }),
          envelopeSku,
        ]);
        return toCardDesignItems({ themes: bySort(themes, blok.sortBy), envelopeSku: envelope, locale, platform, detailHref, wishlist: getFeatures(settings, locale).hasWishlist });
      }
      case 'CalendarOverview':
      case 'calendar':
        return toCalendarDesignItems({ groups: bySort(await getCalendarDesignGroups(client), blok.sortBy), calendarType: blok.calendarType, context });
      case 'CollageOverview':
      case 'collage':
        return toCollageDesignItems({ groups: bySort(await getCollageDesignGroups(client), blok.sortBy), context });
      case 'PhotobookOverview': {
        const categoryIds = blok.categoryIds?.filter((id) => Number.isInteger(id) && id > 0);
        return toPhotobookSetItems({ sets: await getPhotobookDesignGroupSets(client, categoryIds?.length ? { categoryIds: [...categoryIds] } : {}), context });
      }
      case 'AccessoryOverview': {
        const subtype = accessorySubtypeOf(blok.accessoryType);
        const { accessories } = await getCardAccessories(client, subtype ? { subtype } : {});
        return toAccessoryItems({ accessories, settings, locale });
      }
      default:
        return [];
    }
  }

  const lists = await Promise.all(
    bloks.map(async (blok) => {
      try {
        return [blok.id, await load(blok)] as const;
      } catch (error) {
        serverLogger.error('overview-container-load-failed', { block: blok.type, reason: String(error) });
        return [blok.id, []] as const;
      }
    }),
  );
  return Object.fromEntries(lists);
}
