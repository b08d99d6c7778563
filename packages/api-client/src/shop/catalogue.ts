import type { z } from 'zod';
import {
  accessoryPriceQuerySchema,
  calendarDesignGroupQuerySchema,
  calendarPriceQuerySchema,
  cardAccessoriesQuerySchema,
  cardAccessoryOrderSchema,
  cardPriceQuerySchema,
  collageGroupQuerySchema,
  collageGroupsQuerySchema,
  designGroupSetQuerySchema,
  photoboxDataQuerySchema,
  photobookPriceQuerySchema,
  skuContainerQuerySchema,
  themesQuerySchema,
  voucherQuerySchema,
  voucherResponseSchema,
} from '@shop/contract/catalogue';
import {
  accessoryPriceResponseSchema,
  calendarPriceResponseSchema,
  cardAccessoriesResponseSchema,
  cardAccessoryOrderResponseSchema,
  cardPriceResponseSchema,
  collageDesignGroupResponseSchema,
  designGroupSetsResponseSchema,
  designGroupsResponseSchema,
  expressShopResponseSchema,
  giftVoucherResponseSchema,
  photoboxDataResponseSchema,
  photobookPriceResponseSchema,
  skuContainerResponseSchema,
  themesResponseSchema,
  type Accessory,
  type CardPrice,
  type DesignGroup,
  type ExpressShop,
  type GiftVoucher,
  type PhotobookPrice,
} from '@shop/contract/catalogue-responses';
import type { Customer } from '@shop/contract/customer';
import type { ArticlePrice } from '@shop/contract/prices';
import { shopRequest, type ShopClient } from './request.ts';

type Input<T extends z.ZodType> = z.input<T>;
type PhotoboxData = z.infer<typeof photoboxDataResponseSchema>['payload'];
type Themes = z.infer<typeof themesResponseSchema>['payload'];
type Voucher = z.infer<typeof voucherResponseSchema>['payload'];
type SkuContainer = z.infer<typeof skuContainerResponseSchema>['payload'];
type Accessories = z.infer<typeof cardAccessoriesResponseSchema>['payload'];

/** GET /web-api/calendar-price */
export async function getCalendarPrice(
  client: ShopClient,
  query: Input<typeof calendarPriceQuerySchema>,
): Promise<ArticlePrice> {
  return (
    await shopRequest(client, {
      path: '/web-api/calendar-price',
      query,
      querySchema: calendarPriceQuerySchema,
      response: calendarPriceResponseSchema,
    })
  ).payload;
}

/** GET /web-api/calendar-design-group: by id, by format or by `categoryIds[]`. */
export async function getCalendarDesignGroups(
  client: ShopClient,
  query: Input<typeof calendarDesignGroupQuerySchema> = {},
): Promise<DesignGroup[]> {
  return (
    await shopRequest(client, {
      path: '/web-api/calendar-design-group',
      query,
      querySchema: calendarDesignGroupQuerySchema,
      response: designGroupsResponseSchema,
    })
  ).payload.designGroups;
}

/** GET /web-api/photobook-price */
export async function getPhotobookPrice(
  client: ShopClient,
  query: Input<typeof photobookPriceQuerySchema>,
): Promise<PhotobookPrice> {
  return (
    await shopRequest(client, {
      path: '/web-api/photobook-price',
      query,
      querySchema: photobookPriceQuerySchema,
      response: photobookPriceResponseSchema,
    })
  ).payload;
}

/** GET /web-api/photobook-design-group-set[/{designGroupSetId}]?categoryIds[]= */
export async function getPhotobookDesignGroupSets(
  client: ShopClient,
  query: Input<typeof designGroupSetQuerySchema> & { designGroupSetId?: number } = {},
): Promise<DesignGroup[]> {
  const { designGroupSetId, ...rest } = query;
  if (designGroupSetId !== undefined && !(Number.isInteger(designGroupSetId) && designGroupSetId > 0))
    throw new RangeError('designGroupSetId must be a positive integer');
  const path =
    designGroupSetId === undefined
      ? '/web-api/photobook-design-group-set'
      : `/web-api/photobook-design-group-set/${designGroupSetId}`;
  return (
    await shopRequest(client, {
      path,
      query: rest,
      querySchema: designGroupSetQuerySchema,
      response: designGroupSetsResponseSchema,
    })
  ).payload.designGroupSets;
}

/** GET /web-api/photobox-data: the boxes, and a priced selection when format and quantity are given. */
export async function getPhotoboxData(
  client: ShopClient,
  query: Input<typeof photoboxDataQuerySchema> = {},
): Promise<PhotoboxData> {
  return (
    await shopRequest(client, {
      path: '/web-api/photobox-data',
      query,
      querySchema: photoboxDataQuerySchema,
      response: photoboxDataResponseSchema,
    })
  ).payload;
}

/** GET /web-api/card-price (`sample: 'true'` prices sample cards). */
export async function getCardPrice(
  client: ShopClient,
  query: Input<typeof cardPriceQuerySchema>,
): Promise<CardPrice> {
  return (
    await shopRequest(client, {
      path: '/web-api/card-price',
      query,
      querySchema: cardPriceQuerySchema,
      response: cardPriceResponseSchema,
    })
  ).payload;
}

/** GET /web-api/card-accessories: the channel's accessories with their unit price. */
export async function getCardAccessories(
  client: ShopClient,
  query: Input<typeof cardAccessoriesQuerySchema> = {},
): Promise<Accessories> {
  return (
    await shopRequest(client, {
      path: '/web-api/card-accessories',
      query,
      querySchema: cardAccessoriesQuerySchema,
      response: cardAccessoriesResponseSchema,
    })
  ).payload;
}

/** The three accessory price routes the spec lists; they answer the same. */
export type AccessoryPriceRoute = '/web-api/card-accessory-price' | '/accessory' | '/price-api/accessory';

/** GET /web-api/card-accessory-price (or `/accessory`, `/price-api/accessory`). */
export async function getAccessoryPrice(
  client: ShopClient,
  query: Input<typeof accessoryPriceQuerySchema>,
  route: AccessoryPriceRoute = '/web-api/card-accessory-price',
): Promise<Accessory> {
  return (
    await shopRequest(client, {
      path: route,
      query,
      querySchema: accessoryPriceQuerySchema,
      response: accessoryPriceResponseSchema,
    })
  ).payload;
}

/** POST /web-api/card-accessory-order: adds an accessory to the logged-in customer's cart. */
export async function orderCardAccessory(
  client: ShopClient,
  order: Input<typeof cardAccessoryOrderSchema>,
): Promise<Customer> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/web-api/card-accessory-order',
      body: order,
      bodySchema: cardAccessoryOrderSchema,
      credentials: true,
      response: cardAccessoryOrderResponseSchema,
    })
  ).customer;
}

/** GET /web-api/collage-designer-design-groups?categoryIds[]= */
export async function getCollageDesignGroups(
  client: ShopClient,
  query: Input<typeof collageGroupsQuerySchema> = {},
): Promise<DesignGroup[]> {
  return (
    await shopRequest(client, {
      path: '/web-api/collage-designer-design-groups',
      query,
      querySchema: collageGroupsQuerySchema,
      response: designGroupsResponseSchema,
    })
  ).payload.designGroups;
}

/** GET /web-api/collage-designer-design-group: the group of `designId`, else of the channel's default collage. */
export async function getCollageDesignGroup(
  client: ShopClient,
  query: Input<typeof collageGroupQuerySchema> = {},
): Promise<{ designId: number; designGroup: DesignGroup }> {
  return (
    await shopRequest(client, {
      path: '/web-api/collage-designer-design-group',
      query,
      querySchema: collageGroupQuerySchema,
      response: collageDesignGroupResponseSchema,
    })
  ).payload;
}

/** The design id of the collage-by-design-id call: the page's `designId` query parameter, else the channel default. */
export function selectCollageDesignId(pageQuery: URLSearchParams, defaultCollageId: number): number {
  const raw = pageQuery.get('designId') ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : defaultCollageId;
}

/** GET /web-api/themes (page sizes 12 and 48). */
export async function getThemes(
  client: ShopClient,
  query: Input<typeof themesQuerySchema> = {},
): Promise<Themes> {
  return (
    await shopRequest(client, {
      path: '/web-api/themes',
      query,
      querySchema: themesQuerySchema,
      response: themesResponseSchema,
    })
  ).payload;
}

/** GET /web-api/voucher: checks a code, with the discount for an order total. */
export async function checkVoucher(
  client: ShopClient,
  query: Input<typeof voucherQuerySchema>,
): Promise<Voucher> {
  return (
    await shopRequest(client, {
      path: '/web-api/voucher',
      query,
      querySchema: voucherQuerySchema,
      response: voucherResponseSchema,
    })
  ).payload;
}

const giftVoucherQuerySchema = voucherQuerySchema.pick({ code: true });

/** GET /gift-voucher: balance of a gift voucher. */
export async function getGiftVoucher(
  client: ShopClient,
  query: Input<typeof giftVoucherQuerySchema>,
): Promise<GiftVoucher> {
  return (
    await shopRequest(client, {
      path: '/gift-voucher',
      query,
      querySchema: giftVoucherQuerySchema,
      response: giftVoucherResponseSchema,
    })
  ).payload;
}

/** GET /web-api/sku/container: the sku contexts of a container (by sku or container). */
export async function getSkuContainer(
  client: ShopClient,
  query: Input<typeof skuContainerQuerySchema>,
): Promise<SkuContainer> {
  return (
    await shopRequest(client, {
      path: '/web-api/sku/container',
      query,
      querySchema: skuContainerQuerySchema,
      response: skuContainerResponseSchema,
    })
  ).payload;
}

/** GET /web-api/express-shop */
export async function getExpressShop(client: ShopClient): Promise<ExpressShop> {
  return (await shopRequest(client, { path: '/web-api/express-shop', response: expressShopResponseSchema }))
    .payload;
}
