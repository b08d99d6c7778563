import 'server-only';
import type { CartArticleRequest } from '@shop/contract/cart';
import { getCalendarDesignGroups, getCollageDesignGroup, getPhotobookDesignGroupSets, getThemes } from '@shop/api-client/shop/catalogue';
import { ShopApiError } from '@shop/api-client/shop/errors';
import { getPhotoboxPrices, getPhotoFramePricesFormats } from '@shop/api-client/shop/prices';
import type { ShopClient } from '@shop/api-client/shop/request';
import { DEFAULT_CARD_QUANTITY } from '@shop/domain/card/card-quantity';
import type { LaunchParams } from '@shop/domain/designer/launch-params';
import type { DesignerProduct, LaunchProblem } from '@shop/domain/designer/read-launch-params';

/**
 * What the stand-in designer makes of a valid launch: the article it would put in the cart (the launch parameters and
 * the query of the product's price route, filled with the designer's own defaults where the launch leaves a choice
 * open), the design's name from the shop API, or the launch parameter the shop API does not know.
 */
export type DesignerArticle = { ok: true; article: CartArticleRequest; designName: string | undefined } | { ok: false; problems: LaunchProblem[] };

/** The designer's own choices where the launch leaves them open (our defaults): standard A6 cards, poster collages. */
export const DESIGNER_DEFAULTS = { cardPaper: 'standard', cardFormat: 'a6-hoch', collageMaterial: 'poster' } as const;

const defined = (record: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));

/** An id the shop API answered 404 for is a launch parameter it does not know. */
async function orUnknown<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ShopApiError && error.status === 404) return undefined;
    throw error;
  }
}

const invalid = (param: string): DesignerArticle => ({ ok: false, problems: [{ param, kind: 'invalid' }] });

type Builder = (client: ShopClient, params: LaunchParams) => Promise<DesignerArticle>;

const builders: Readonly<Record<DesignerProduct, Builder>> = {
  card: async (client, params) => {
    const themes = await orUnknown(() => getThemes(client, { id: Number(params.themeId) }));
    const theme = themes?.themes[0];
    if (!theme) return invalid('themeId');
    if (!theme.designIds.includes(Number(params.designId))) return invalid('designId');
    return {
      ok: true,
      designName: theme.name,
      article: {
        product: 'card',
        quantity: Number(params.quantity ?? DEFAULT_CARD_QUANTITY),
        params,
        priceQuery: defined({
          paper: params.paper ?? DESIGNER_DEFAULTS.cardPaper,
          format: DESIGNER_DEFAULTS.cardFormat,
          refinementType: params.refinementType,
          sample: params.sample,
        }),
      },
    };
  },
  calendar: async (client, params) => {
    const groups = await orUnknown(() => getCalendarDesignGroups(client, { id: Number(params.designGroupId) }));
    if (!groups?.[0]) return invalid('designGroupId');
    const design = groups[0].designs.find((entry) => entry.id === Number(params.designId));
    if (!design?.formats[0]) return invalid('designId');
    return {
      ok: true,
      designName: design.name,
      article: {
        product: 'calendar',
        quantity: 1,
        params,
        priceQuery: defined({ calendarType: params.calendarType, mounting: params.mounting, format: design.formats[0] }),
      },
    };
  },
  photobook: async (client, params) => {
    let designName: string | undefined;
    if (params.designGroupSetId) {
      const sets = await orUnknown(() => getPhotobookDesignGroupSets(client, { designGroupSetId: Number(params.designGroupSetId) }));
      if (!sets?.[0]) return invalid('designGroupSetId');
      designName = sets[0].name;
    }
    return {
      ok: true,
      designName,
      article: {
        product: 'photobook',
        quantity: Number(params.quantity ?? 1),
        params,
        priceQuery: defined({
          photobookType: params.photobookType,
          format: params.format,
          pageCount: params.pageCount,
          cover: params.photobookCover,
          paper: params.paper,
          refinement: params.refinement,
          lamination: params.lamination,
        }),
      },
    };
  },
  photobox: async (client, params) => {
    const { photoboxes } = await getPhotoboxPrices(client);
    const box = photoboxes.find((entry) => entry.photoboxType === params.photoboxType);
    const format = `${params.formatWidth}x${params.formatHeight}`;
    if (!box) return invalid('photoboxType');
    if (!box.formats.some((entry) => entry.formatType === format)) return invalid('formatWidth');
    // The stand-in fills the box: as many prints of the format as it holds.
    return {
      ok: true,
      designName: undefined,
      article: { product: 'photobox', quantity: 1, params, priceQuery: { photoboxType: box.photoboxType, format, quantity: String(box.maxQuantity) } },
    };
  },
  photoframe: async (client, params) => {
    let formatType = params.formatType;
    if (!formatType) {
      const prices = await orUnknown(() => getPhotoFramePricesFormats(client, { materialType: params.materialType ?? '', frameType: params.frameType }));
      const cheapest = prices?.formats.toSorted((a, b) => a.priceCurrent - b.priceCurrent)[0];
      if (!cheapest) return invalid('materialType');
      formatType = cheapest.formatType;
    }
    return {
      ok: true,
      designName: undefined,
      article: { product: 'photoframe', quantity: 1, params, priceQuery: defined({ materialType: params.materialType, formatType, frameType: params.frameType }) },
    };
  },
  collage: async (client, params) => {
    const group = await orUnknown(() => getCollageDesignGroup(client, { designId: Number(params.designId) }));
    const design = group?.designGroup.designs.find((entry) => entry.id === Number(params.designId));
    if (!design) return invalid('designId');
    const formatType = params.formatType ?? design.formats[0];
    if (!formatType) return invalid('designId');
    return {
      ok: true,
      designName: design.name,
      article: {
        product: 'collage',
        quantity: 1,
        params,
        priceQuery: defined({ materialType: params.materialType ?? DESIGNER_DEFAULTS.collageMaterial, formatType, frameType: params.frameType }),
      },
    };
  },
};

/** The cart article of a launch whose parameters passed `readLaunchParams`, checked against the shop API's catalogue. */
export function buildDesignerArticle(client: ShopClient, product: DesignerProduct, params: LaunchParams): Promise<DesignerArticle> {
  return builders[product](client, params);
}
