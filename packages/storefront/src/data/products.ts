import 'server-only';
import { getCalendarDesignGroups, getCardAccessories, getCollageDesignGroup, getPhotobookDesignGroupSets, getThemes } from '@shop/api-client/shop/catalogue';
import { ShopApiError } from '@shop/api-client/shop/errors';
import { getPhotoboxPrices, getPricesFrom } from '@shop/api-client/shop/prices';
import type { ShopClient } from '@shop/api-client/shop/request';
import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import type { CurrencyCode, Locale } from '@shop/config/markets';
import { calendarTypeOf } from '@shop/domain/catalogue/calendar';
import { isPhotobookFormat, listOccasionBooks, type OccasionBook } from '@shop/domain/catalogue/photobook';
import { isProductFamily, type ProductFamily } from '@shop/domain/catalogue/product-families';
import { buildCalculatorDesignerUrl } from '@shop/domain/designer/calculator-designer-url';
import { buildCardLaunchParams } from '@shop/domain/designer/card-launch-params';
import { buildDesignerUrl } from '@shop/domain/designer/configurator-paths';
import { formatFromPrice } from '@shop/domain/format-price';
import type { Platform } from '@shop/domain/routing';
import {
  buildCalendarDetailUrl,
  buildCollageDetailUrl,
  buildPhotobookDetailUrl,
  PRODUCT_PAGE_DEFAULTS,
} from '@shop/domain/designer/detail-urls';
import type { BlockContext } from '@shop/ui/blocks/block-types';
import { photoboxPriceLabels } from '@shop/ui/blocks/price-labels';
import { createShopIntl } from '@shop/i18n/intl';
import { cachedFetch } from './cache-policy.ts';
import { selectEnvelopeSku, toCardDesignItems } from './block-lists.ts';
import { serverLogger } from './server-logger.ts';
import { createServerShopClient } from './shop-client.ts';

/**
 * The products of `/products` (spec point 2 names the route, not its content; this is our choice): one entry per
 * product family the channel sells (`products` of its settings file, spec point 1), in that order. The detail page is
 * `/products/{family}`.
 */
export function listChannelProducts(settings: ChannelSettings): readonly ProductFamily[] {
  return settings.products.filter(isProductFamily);
}

export function isChannelProduct(settings: ChannelSettings, value: string): value is ProductFamily {
  return (listChannelProducts(settings) as readonly string[]).includes(value);
}

export interface ProductDetail {
  family: ProductFamily;
  /** The configurator URL with every launch parameter of spec point 3; undefined when the shop API could not say. */
  designerUrl: string | undefined;
  /** Formatted from-price in the locale's currency, where the shop API prices the family without a design. */
  fromPrice: string | undefined;
  /** Cards: the card designer for one sample card (quantity 1, sample flag). */
  sampleUrl?: string;
  /** Photo boxes: the price of one print in the box, labelled per print (the from-price is the box's). */
  perPrintPrice?: string;
  /** Photobooks: the occasion books the channel offers (condolence book, guest book), each into the designer. */
  occasionBooks?: { kind: OccasionBook['kind']; href: string }[];
  /** The same from-price as data (structured data's Offer); absent where the page shows no price. */
  offer?: { amountMinor: number; currency: CurrencyCode };
}

/** Products and their prices change with the price lists: one minute in Next's data cache, like the calculators. */
const PRODUCT_REVALIDATE_SECONDS = 60;

function productClient(settings: ChannelSettings, shopApiUrl: string, locale: Locale): ShopClient {
  return createServerShopClient({ shopApiUrl, channel: settings.id, locale, fetch: cachedFetch([`prices:${settings.id}`], PRODUCT_REVALIDATE_SECONDS) });
}

interface DetailInput {
  client: ShopClient;
  context: BlockContext;
}

async function cardDetail({ client, context }: DetailInput): Promise<Omit<ProductDetail, 'family'>> {
  const [themes, envelopes] = await Promise.all([
    getThemes(client, { perPage: '12' }),
    getCardAccessories(client, { subtype: 'envelope' }),
  ]);
  const [first] = toCardDesignItems({
    themes: themes.themes,
    envelopeSku: selectEnvelopeSku(envelopes.accessories),
    locale: context.locale,
    platform: context.platform,
  });
  const theme = themes.themes.find((entry) => entry.designIds.length > 0);
  // Point 4 "Sample card": the same design with quantity 1 and the sample flag.
  const sampleUrl = theme
    ? buildDesignerUrl({
        family: 'card',
        params: buildCardLaunchParams({
          common: { locale: context.locale, platform: context.platform },
          themeId: String(theme.id),
          designId: String(theme.designIds[0]),
          category: theme.category,
          envelopeSku: selectEnvelopeSku(envelopes.accessories),
          sample: true,
        }),
      })
    : undefined;
  return { designerUrl: first?.href, fromPrice: undefined, sampleUrl };
}

async function calendarDetail({ client, context }: DetailInput): Promise<Omit<ProductDetail, 'family'>> {
  // The first design the default calendar type sells: a family planner's 150-400 design launched as a wall
  // calendar has no price in the designer.
  const isDefaultType = (design: { formats: readonly string[] }) => calendarTypeOf(design.formats) === PRODUCT_PAGE_DEFAULTS.calendarType;
  const group = (await getCalendarDesignGroups(client)).find((entry) => entry.designs.some(isDefaultType));
  const designerUrl = group
    ? buildCalendarDetailUrl(
        {
          calendarType: PRODUCT_PAGE_DEFAULTS.calendarType,
          mounting: PRODUCT_PAGE_DEFAULTS.calendarMounting,
          designGroupId: group.id,
          designId: group.designs.find(isDefaultType)?.id,
        },
        context,
      )
    : undefined;
  return { designerUrl, fromPrice: undefined };
}

async function photobookDetail({ client, context }: DetailInput): Promise<Omit<ProductDetail, 'family'>> {
  const offered = listOccasionBooks(getFeatures(context.settings, context.locale));
  const [sets, ...occasionSets] = await Promise.all([
    getPhotobookDesignGroupSets(client),
    ...offered.map((book) => getPhotobookDesignGroupSets(client, { categoryIds: [book.categoryId] })),
  ]);
  const [set] = sets;
  const designerUrl = set
    ? buildPhotobookDetailUrl(
        {
          designGroupSetId: set.id,
          photobookType: PRODUCT_PAGE_DEFAULTS.photobookType,
          format: PRODUCT_PAGE_DEFAULTS.photobookFormat,
          cover: PRODUCT_PAGE_DEFAULTS.photobookCover,
        },
        context,
      )
    : undefined;
  // Each occasion book opens the designer with its category's first set, in that set's first photobook format.
  const occasionBooks = offered.flatMap((book, index) => {
    const occasionSet = occasionSets[index]?.[0];
    const format = occasionSet?.designs.flatMap((design) => design.formats).find((entry) => isPhotobookFormat(entry));
    const href = occasionSet
      ? buildPhotobookDetailUrl(
          { designGroupSetId: occasionSet.id, photobookType: PRODUCT_PAGE_DEFAULTS.photobookType, format, cover: PRODUCT_PAGE_DEFAULTS.photobookCover },
          context,
        )
      : undefined;
    return href ? [{ kind: book.kind, href }] : [];
  });
  return { designerUrl, fromPrice: undefined, occasionBooks };
}

async function photoframeDetail({ client, context }: DetailInput): Promise<Omit<ProductDetail, 'family'>> {
  const { currency, materials } = await getPricesFrom(client);
  const cheapest = [...materials].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
  if (!cheapest) return { designerUrl: undefined, fromPrice: undefined };
  return {
    designerUrl: buildCalculatorDesignerUrl({
      product: 'photoframe',
      context: { materialType: cheapest.materialType, formatType: cheapest.formatType },
      isCollage: false,
      common: { locale: context.locale, platform: context.platform },
      settings: context.settings,
    }),
    fromPrice: formatFromPrice({ amountMinor: cheapest.priceCurrent, locale: context.locale, currency }) || undefined,
    offer: { amountMinor: cheapest.priceCurrent, currency },
  };
}

/**
 * Photo boxes and photo prints from `/price-api/photoboxes`. The photo box page shows the box price (from the cheapest
 * box type: 9,99 € for the small box) with the price of a print labelled per print; photo prints show the print price
 * per print. The designer opens with the cheapest box type and format (the paper is chosen in the designer).
 */
function photoboxDetail(family: 'photobox' | 'photoprint') {
  return async ({ client, context }: DetailInput): Promise<Omit<ProductDetail, 'family'>> => {
    const { currency, photoboxes } = await getPhotoboxPrices(client);
    const offered = photoboxes.filter((entry) => (family === 'photoprint' ? entry.photoboxType === 'photoprint' : entry.photoboxType !== 'photoprint'));
    const box = [...offered].sort((a, b) => (a.box?.priceCurrent ?? Infinity) - (b.box?.priceCurrent ?? Infinity))[0];
    const cheapest = [...(box?.formats ?? [])].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
    if (!box || !cheapest) return { designerUrl: undefined, fromPrice: undefined };
    const labels = photoboxPriceLabels(createShopIntl(context.locale), {
      locale: context.locale,
      currency,
      boxAmounts: family === 'photobox' ? offered.flatMap((entry) => (entry.box ? [entry.box.priceCurrent] : [])) : [],
      printAmounts: offered.flatMap((entry) => entry.formats.map((format) => format.priceCurrent)),
    });
    const boxAmount = family === 'photobox' ? box.box?.priceCurrent : undefined;
    return {
      designerUrl: buildCalculatorDesignerUrl({
        product: family,
        context: { photoboxType: box.photoboxType, formatType: cheapest.formatType },
        isCollage: false,
        common: { locale: context.locale, platform: context.platform },
        settings: context.settings,
      }),
      fromPrice: (family === 'photobox' ? labels.box : labels.perPrint) || undefined,
      perPrintPrice: family === 'photobox' ? labels.perPrint || undefined : undefined,
      offer: { amountMinor: boxAmount ?? cheapest.priceCurrent, currency },
    };
  };
}

const loaders: Readonly<Partial<Record<ProductFamily, (input: DetailInput) => Promise<Omit<ProductDetail, 'family'>>>>> = {
  card: cardDetail,
  calendar: calendarDetail,
  photobook: photobookDetail,
  photoframe: photoframeDetail,
  photobox: photoboxDetail('photobox'),
  photoprint: photoboxDetail('photoprint'),
  // The channel's default collage (spec point 3: 1 on kartenliebe, 13 on wallart) needs no shop call.
  collage: async ({ context }) => ({ designerUrl: buildCollageDetailUrl({}, context), fromPrice: undefined }),
};

/**
 * The detail of one product: its designer URL built by packages/domain from the shop API's first theme, design group
 * or design group set (and price list for wall pictures). A failing shop call is logged as
 * `overview-container-load-failed` and leaves the page without a designer link rather than failing it.
 */
export async function loadProductDetail(options: {
  settings: ChannelSettings;
  shopApiUrl: string;
  locale: Locale;
  platform: Platform;
  family: ProductFamily;
  now: Date;
}): Promise<ProductDetail> {
  const { settings, shopApiUrl, locale, platform, family, now } = options;
  const loader = loaders[family];
  if (!loader) return { family, designerUrl: undefined, fromPrice: undefined };
  const context: BlockContext = { locale, platform, settings, logger: serverLogger, now, treatments: {} };
  try {
    return { family, ...(await loader({ client: productClient(settings, shopApiUrl, locale), context })) };
  } catch (error) {
    serverLogger.error('overview-container-load-failed', { block: 'ProductDetail', family, reason: String(error) });
    return { family, designerUrl: undefined, fromPrice: undefined };
  }
}

/** The content path of a collage design's detail page (wallart: the detail page comes before the designer). */
export function collageDesignPath(designId: number | string): string {
  return `/products/collage/${designId}`;
}

/** The collage design page's path segment: a design id as the shop API numbers them. */
const DESIGN_ID = /^[1-9]\d{0,8}$/;

export interface CollageDesignDetail {
  designId: number;
  designName: string;
  groupName: string;
  designerUrl: string;
}

/**
 * One collage design for its detail page (channels with the collage detail page before the designer, spec point 3):
 * its name and group from `/web-api/collage-designer-design-group`, and the collage designer URL with its id.
 * Null for an id that is not a design of the shop (a 404 of the shop API); other failures throw to the error page.
 */
export async function loadCollageDesign(options: {
  settings: ChannelSettings;
  shopApiUrl: string;
  locale: Locale;
  platform: Platform;
  designId: string;
  now: Date;
}): Promise<CollageDesignDetail | null> {
  const { settings, shopApiUrl, locale, platform, designId, now } = options;
  if (!DESIGN_ID.test(designId)) return null;
  try {
    const { designGroup } = await getCollageDesignGroup(productClient(settings, shopApiUrl, locale), { designId: Number(designId) });
    const design = designGroup.designs.find((entry) => entry.id === Number(designId));
    if (!design) return null;
    const context: BlockContext = { locale, platform, settings, logger: serverLogger, now, treatments: {} };
    return {
      designId: design.id,
      designName: design.name,
      groupName: designGroup.name,
      designerUrl: buildCollageDetailUrl({ designId: design.id }, context),
    };
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return null;
    throw error;
  }
}
