import { z } from 'zod';
import { customerResponseSchema } from './customer.ts';
import { currencySchema } from './context.ts';
import { articlePriceSchema, campaignRefSchema, formatPriceSchema } from './prices.ts';
import { skuContextSchema } from './catalogue.ts';

// Response shapes of the catalogue routes (apps/shop-api/src/routes/catalogue.ts) that schemas/catalogue.ts does not
// describe yet. Added by the api-client so every typed call validates its answer; the shop-api may adopt them.

/** A price computed for `quantity` units without format or options: box prices, accessories. */
export const computedPriceSchema = z.object({
  unitPriceOriginal: z.number().int().nonnegative(),
  unitPriceCurrent: z.number().int().nonnegative(),
  priceOriginal: z.number().int().nonnegative(),
  priceCurrent: z.number().int().nonnegative(),
  campaign: campaignRefSchema,
});

/** GET /web-api/calendar-price */
export const calendarPriceResponseSchema = z.object({ payload: articlePriceSchema });

/** GET /web-api/photobook-price: the article price plus the page count it was priced for. */
export const photobookPriceSchema = articlePriceSchema.extend({ pageCount: z.number().int() });
export type PhotobookPrice = z.infer<typeof photobookPriceSchema>;
export const photobookPriceResponseSchema = z.object({ payload: photobookPriceSchema });

/** GET /web-api/card-price; `sample` tells sample pricing (first three free) from the normal price. */
export const cardPriceSchema = articlePriceSchema.extend({ sample: z.boolean() });
export type CardPrice = z.infer<typeof cardPriceSchema>;
export const cardPriceResponseSchema = z.object({ payload: cardPriceSchema });

export const designSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  formats: z.array(z.string()),
});
/** Calendar and collage design groups, photobook design group sets. */
export const designGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The group's picture (list tiles), an absolute URL on the shop API's image proxy. */
  image: z.string().optional(),
  categoryIds: z.array(z.number().int()),
  designs: z.array(designSchema),
});
export type DesignGroup = z.infer<typeof designGroupSchema>;

export const designGroupsResponseSchema = z.object({
  payload: z.object({ designGroups: z.array(designGroupSchema) }),
});
export const designGroupSetsResponseSchema = z.object({
  payload: z.object({ designGroupSets: z.array(designGroupSchema) }),
});
export const collageDesignGroupResponseSchema = z.object({
  payload: z.object({ designId: z.number().int(), designGroup: designGroupSchema }),
});

export const photoboxSchema = z.object({
  photoboxType: z.string(),
  maxQuantity: z.number().int(),
  box: computedPriceSchema.nullable(),
  formats: z.array(formatPriceSchema),
});
export const photoboxesSchema = z.object({ currency: currencySchema, photoboxes: z.array(photoboxSchema) });
export type Photoboxes = z.infer<typeof photoboxesSchema>;
export const photoboxSelectionSchema = z.object({
  photoboxType: z.string(),
  formatType: z.string(),
  quantity: z.number().int(),
  priceCurrent: z.number().int().nonnegative(),
  priceOriginal: z.number().int().nonnegative(),
});
/** GET /web-api/photobox-data: the boxes, and the priced selection when format and quantity were given. */
export const photoboxDataResponseSchema = z.object({
  payload: photoboxesSchema.extend({ selection: photoboxSelectionSchema.optional() }),
});
/** GET /price-api/photoboxes */
export const photoboxesResponseSchema = z.object({ payload: photoboxesSchema });

export const accessorySchema = computedPriceSchema.extend({
  sku: z.string(),
  subtype: z.string(),
  name: z.string(),
  /** The accessory's picture (list tiles), an absolute URL on the shop API's image proxy. */
  image: z.string().optional(),
  sizeClass: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  currency: currencySchema,
});
export type Accessory = z.infer<typeof accessorySchema>;
export const cardAccessoriesResponseSchema = z.object({
  payload: z.object({ currency: currencySchema, accessories: z.array(accessorySchema) }),
});
/** GET /web-api/card-accessory-price, /accessory and /price-api/accessory */
export const accessoryPriceResponseSchema = z.object({ payload: accessorySchema });
/** POST /web-api/card-accessory-order answers the customer with the updated cart count. */
export const cardAccessoryOrderResponseSchema = customerResponseSchema;

export const themeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  occasion: z.string(),
  category: z.string(),
  name: z.string(),
  /** The theme's picture (list tiles), an absolute URL on the shop API's image proxy. */
  image: z.string().optional(),
  designIds: z.array(z.number().int()),
});
export type Theme = z.infer<typeof themeSchema>;
export const themesResponseSchema = z.object({
  payload: z.object({
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    themes: z.array(themeSchema),
  }),
});

export const giftVoucherSchema = z.object({
  code: z.string(),
  currency: currencySchema,
  initialMinor: z.number().int(),
  balanceMinor: z.number().int(),
  validUntil: z.string(),
});
export type GiftVoucher = z.infer<typeof giftVoucherSchema>;
export const giftVoucherResponseSchema = z.object({ payload: giftVoucherSchema });

export const skuContainerResponseSchema = z.object({
  payload: z.object({
    container: z.string(),
    selectedSku: z.string().nullable(),
    currency: currencySchema,
    skus: z.array(skuContextSchema),
  }),
});

/** GET /web-api/express-shop: express articles where the country has express shipping, else `available: false`. */
export const expressShopSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    country: z.string(),
    currency: currencySchema,
    expressDeliveryDays: z.number().int(),
    expressShippingMinor: z.number().int().nullable(),
    skus: z.array(skuContextSchema),
  }),
  z.object({
    available: z.literal(false),
    country: z.string(),
    currency: currencySchema,
    skus: z.array(skuContextSchema).max(0),
  }),
]);
export type ExpressShop = z.infer<typeof expressShopSchema>;
export const expressShopResponseSchema = z.object({ payload: expressShopSchema });
