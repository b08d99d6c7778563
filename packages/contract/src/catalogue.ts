import { accessorySubtypes, cardRefinements } from '@shop/domain/catalogue/card';
import { z } from 'zod';
import { catalogueKeySchema, quantitySchema } from './prices.ts';

const namedFormatSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,19}$/, 'Unknown format');
const idListSchema = z.array(z.coerce.number().int().positive()).max(50);

/** GET /web-api/calendar-price */
export const calendarPriceQuerySchema = z.strictObject({
  calendarType: catalogueKeySchema,
  format: namedFormatSchema,
  mounting: catalogueKeySchema.optional(),
  quantity: quantitySchema(500).default(1),
});

/** GET /web-api/calendar-design-group: by group id, by calendar format, or by categories. */
export const calendarDesignGroupQuerySchema = z.strictObject({
  id: z.coerce.number().int().positive().optional(),
  format: namedFormatSchema.optional(),
  categoryIds: idListSchema.optional(),
});

/** GET /web-api/photobook-price */
export const photobookPriceQuerySchema = z.strictObject({
  photobookType: catalogueKeySchema,
  format: namedFormatSchema,
  pageCount: z.coerce.number().int().min(8).max(200).optional(),
  cover: catalogueKeySchema.optional(),
  paper: catalogueKeySchema.optional(),
  lamination: catalogueKeySchema.optional(),
  refinement: catalogueKeySchema.optional(),
  quantity: quantitySchema(500).default(1),
});

/** GET /web-api/photobook-design-group-set[/{designGroupSetId}]?categoryIds[]= */
export const designGroupSetQuerySchema = z.strictObject({ categoryIds: idListSchema.optional() });

/** GET /web-api/photobox-data */
export const photoboxDataQuerySchema = z.strictObject({
  photoboxType: catalogueKeySchema.optional(),
  format: z
    .string()
    .regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/)
    .optional(),
  quantity: quantitySchema(250).optional(),
});

/** GET /web-api/card-price. `sample=true` prices sample cards: the first three free, then the sample fee each. */
export const cardPriceQuerySchema = z.strictObject({
  paper: catalogueKeySchema,
  format: namedFormatSchema,
  refinementType: z.enum(cardRefinements).optional(),
  quantity: quantitySchema(5000).default(1),
  sample: z.enum(['true', 'false']).optional(),
});

export const cardAccessoriesQuerySchema = z.strictObject({
  subtype: z.enum(accessorySubtypes).optional(),
});

export const skuSchema = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,59}$/, 'Unknown sku');

export const accessoryPriceQuerySchema = z.strictObject({
  sku: skuSchema,
  quantity: quantitySchema(5000).default(1),
});

/** POST /web-api/card-accessory-order: adds an accessory to the logged-in customer's cart. */
export const cardAccessoryOrderSchema = z.strictObject({
  sku: skuSchema,
  quantity: z.number().int().min(1).max(5000),
});
export type CardAccessoryOrder = z.infer<typeof cardAccessoryOrderSchema>;

export const collageGroupsQuerySchema = z.strictObject({ categoryIds: idListSchema.optional() });
/** GET /web-api/collage-designer-design-group: the group of `designId`, or of the channel's default collage. */
export const collageGroupQuerySchema = z.strictObject({
  designId: z.coerce.number().int().positive().optional(),
});

export const themesQuerySchema = z.strictObject({
  occasion: catalogueKeySchema.optional(),
  category: catalogueKeySchema.optional(),
  id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z
    .union([z.literal('12'), z.literal('48')])
    .default('12')
    .transform(Number),
});

export const voucherQuerySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,40}$/, 'Unknown voucher code'),
  orderTotal: z.coerce.number().int().min(0).max(100_000_000).optional(),
});

export const skuContainerQuerySchema = z
  .strictObject({ sku: skuSchema.optional(), container: skuSchema.optional() })
  .refine((value) => (value.sku === undefined) !== (value.container === undefined), {
    message: 'Give either sku or container',
    path: ['sku'],
  });

/** Sku context of spec point 3. */
export const skuContextSchema = z.object({
  sku: z.string(),
  container: z.string(),
  family: z.string(),
  formatType: z.string(),
  materialType: z.string(),
  priceCurrent: z.number().int(),
  priceOriginal: z.number().int(),
  isExpress: z.boolean(),
});
export type SkuContext = z.infer<typeof skuContextSchema>;

export const voucherResponseSchema = z.object({
  payload: z.object({
    code: z.string(),
    valid: z.literal(true),
    kind: z.enum(['percent', 'amount']),
    value: z.number().int(),
    currency: z.string().nullable(),
    minOrderMinor: z.number().int(),
    discountMinor: z.number().int().nullable(),
    validUntil: z.string(),
  }),
});
