import type { z } from 'zod';
import {
  articlePriceQuerySchema,
  articlePriceResponseSchema,
  calculatorQuerySchema,
  calculatorResponseSchema,
  campaignDataResponseSchema,
  formatGroupQuerySchema,
  formatLimitsResponseSchema,
  framesQuerySchema,
  materialQuerySchema,
  pricesFormatsQuerySchema,
  pricesFormatsResponseSchema,
  pricesFromQuerySchema,
  pricesFromResponseSchema,
  variantsForFrameTypesQuerySchema,
  type frameTypeSchema,
  type ArticlePrice,
  type Calculator,
} from '@shop/contract/prices';
import {
  aspectRatiosResponseSchema,
  formatGroupPricesImagesResponseSchema,
  formatGroupPricesResponseSchema,
  framePricesResponseSchema,
  photoFrameDataResponseSchema,
  photoOptionGroupsResponseSchema,
  type AspectRatios,
  type FormatGroupPrices,
  type FormatGroupPricesImages,
  type FramePrices,
  type PhotoFrameData,
  variantsForFrameTypesResponseSchema,
} from '@shop/contract/price-responses';
import { photoboxesResponseSchema, type Photoboxes } from '@shop/contract/catalogue-responses';
import { shopRequest, type ShopClient } from './request.ts';

const selection = '/web-api/product-selection-photo-frame';

type Input<T extends z.ZodType> = z.input<T>;
type PricesFormats = z.infer<typeof pricesFormatsResponseSchema>['payload'];
type PricesFrom = z.infer<typeof pricesFromResponseSchema>['payload'];
type FormatLimits = z.infer<typeof formatLimitsResponseSchema>['payload'];
type OptionGroups = z.infer<typeof photoOptionGroupsResponseSchema>['payload'];
type Campaigns = z.infer<typeof campaignDataResponseSchema>['payload']['campaigns'];
type FrameType = z.infer<typeof frameTypeSchema>;

/** The artbox call of spec point 7 (experiment VOLL-1785): black lacquer artbox on acrylic glass. */
export const ARTBOX_PRICES_QUERY = { frameType: 'artbox', materialType: 'acrylglas' } as const;

/** GET …/prices-from: the cheapest format per wall-picture material. */
export async function getPricesFrom(
  client: ShopClient,
  query: Input<typeof pricesFromQuerySchema> = {},
): Promise<PricesFrom> {
  return (
    await shopRequest(client, {
      path: `${selection}/prices-from`,
      query,
      querySchema: pricesFromQuerySchema,
      response: pricesFromResponseSchema,
    })
  ).payload;
}

/** GET …/data: materials, formats, frames and option groups of a material. */
export async function getPhotoFrameData(
  client: ShopClient,
  query: Input<typeof materialQuerySchema>,
): Promise<PhotoFrameData> {
  return (
    await shopRequest(client, {
      path: `${selection}/data`,
      query,
      querySchema: materialQuerySchema,
      response: photoFrameDataResponseSchema,
    })
  ).payload;
}

/** GET …/price-article: one wall picture priced with its options. */
export async function getPhotoFrameArticlePrice(
  client: ShopClient,
  query: Input<typeof articlePriceQuerySchema>,
): Promise<ArticlePrice> {
  return (
    await shopRequest(client, {
      path: `${selection}/price-article`,
      query,
      querySchema: articlePriceQuerySchema,
      response: articlePriceResponseSchema,
    })
  ).payload;
}

/** GET …/format-limits: smallest and largest custom format of a material. */
export async function getFormatLimits(
  client: ShopClient,
  query: Input<typeof materialQuerySchema>,
): Promise<FormatLimits> {
  return (
    await shopRequest(client, {
      path: `${selection}/format-limits`,
      query,
      querySchema: materialQuerySchema,
      response: formatLimitsResponseSchema,
    })
  ).payload;
}

/** GET …/prices-format-group: the formats of one aspect ratio with prices. */
export async function getPhotoFrameFormatGroupPrices(
  client: ShopClient,
  query: Input<typeof formatGroupQuerySchema>,
): Promise<FormatGroupPrices> {
  return (
    await shopRequest(client, {
      path: `${selection}/prices-format-group`,
      query,
      querySchema: formatGroupQuerySchema,
      response: formatGroupPricesResponseSchema,
    })
  ).payload;
}

/** GET …/prices-formats?frameType=&materialType=: `payload.formats[]` with formatType, priceCurrent, priceOriginal. */
export async function getPhotoFramePricesFormats(
  client: ShopClient,
  query: Input<typeof pricesFormatsQuerySchema>,
): Promise<PricesFormats> {
  return (
    await shopRequest(client, {
      path: `${selection}/prices-formats`,
      query,
      querySchema: pricesFormatsQuerySchema,
      response: pricesFormatsResponseSchema,
    })
  ).payload;
}

/** GET /price-api/prices/formats */
export async function getPricesFormats(
  client: ShopClient,
  query: Input<typeof pricesFormatsQuerySchema>,
): Promise<PricesFormats> {
  return (
    await shopRequest(client, {
      path: '/price-api/prices/formats',
      query,
      querySchema: pricesFormatsQuerySchema,
      response: pricesFormatsResponseSchema,
    })
  ).payload;
}

/** GET /price-api/prices/article */
export async function getArticlePrice(
  client: ShopClient,
  query: Input<typeof articlePriceQuerySchema>,
): Promise<ArticlePrice> {
  return (
    await shopRequest(client, {
      path: '/price-api/prices/article',
      query,
      querySchema: articlePriceQuerySchema,
      response: articlePriceResponseSchema,
    })
  ).payload;
}

/** GET /price-api/prices/format-group */
export async function getFormatGroupPrices(
  client: ShopClient,
  query: Input<typeof formatGroupQuerySchema>,
): Promise<FormatGroupPrices> {
  return (
    await shopRequest(client, {
      path: '/price-api/prices/format-group',
      query,
      querySchema: formatGroupQuerySchema,
      response: formatGroupPricesResponseSchema,
    })
  ).payload;
}

/** GET /price-api/prices/format-group-prices-images: per aspect ratio the price from and a preview box. */
export async function getFormatGroupPricesImages(
  client: ShopClient,
  query: Input<typeof materialQuerySchema>,
): Promise<FormatGroupPricesImages> {
  return (
    await shopRequest(client, {
      path: '/price-api/prices/format-group-prices-images',
      query,
      querySchema: materialQuerySchema,
      response: formatGroupPricesImagesResponseSchema,
    })
  ).payload;
}

/** GET /price-api/frame: frames of a material, priced for a format when one is given. */
export async function getFramePrices(
  client: ShopClient,
  query: Input<typeof framesQuerySchema>,
): Promise<FramePrices> {
  return (
    await shopRequest(client, {
      path: '/price-api/frame',
      query,
      querySchema: framesQuerySchema,
      response: framePricesResponseSchema,
    })
  ).payload;
}

/** GET /price-api/photo-options-groups */
export async function getPhotoOptionGroups(
  client: ShopClient,
  query: Input<typeof materialQuerySchema>,
): Promise<OptionGroups> {
  return (
    await shopRequest(client, {
      path: '/price-api/photo-options-groups',
      query,
      querySchema: materialQuerySchema,
      response: photoOptionGroupsResponseSchema,
    })
  ).payload;
}

/** GET /price-api/photoboxes */
export async function getPhotoboxPrices(client: ShopClient): Promise<Photoboxes> {
  return (await shopRequest(client, { path: '/price-api/photoboxes', response: photoboxesResponseSchema }))
    .payload;
}

/** GET /web-api/aspect-ratio: the formats of a material grouped by aspect ratio. */
export async function getAspectRatios(
  client: ShopClient,
  query: Input<typeof materialQuerySchema>,
): Promise<AspectRatios> {
  return (
    await shopRequest(client, {
      path: '/web-api/aspect-ratio',
      query,
      querySchema: materialQuerySchema,
      response: aspectRatiosResponseSchema,
    })
  ).payload;
}

/** GET /web-api/calculator/reference: the price calculator block's data. */
export async function getCalculator(
  client: ShopClient,
  query: Input<typeof calculatorQuerySchema>,
): Promise<Calculator> {
  return (
    await shopRequest(client, {
      path: '/web-api/calculator/reference',
      query,
      querySchema: calculatorQuerySchema,
      response: calculatorResponseSchema,
    })
  ).payload;
}

/** GET /web-api/campaign-data: campaigns running now for the channel. */
export async function getCampaigns(client: ShopClient): Promise<Campaigns> {
  return (await shopRequest(client, { path: '/web-api/campaign-data', response: campaignDataResponseSchema }))
    .payload.campaigns;
}

/** GET /web-api/variants-for-frame-types?frameTypes[]=: frame types with their variants and materials. */
export async function getVariantsForFrameTypes(
  client: ShopClient,
  query: Input<typeof variantsForFrameTypesQuerySchema> = {},
): Promise<FrameType[]> {
  return (
    await shopRequest(client, {
      path: '/web-api/variants-for-frame-types',
      query,
      querySchema: variantsForFrameTypesQuerySchema,
      response: variantsForFrameTypesResponseSchema,
    })
  ).payload.frameTypes;
}
