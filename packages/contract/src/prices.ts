import { z } from 'zod';
import { currencySchema } from './context.ts';
import { calculatorProducts } from '@shop/domain/calculator/calculator-types';

/** Catalogue keys: lowercase words with dashes ("acrylglas", "schattenfuge-leinwand"). */
export const catalogueKeySchema = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,39}$/, 'Unknown key');
/** Width x height in millimetres ("600x400"): positive integers without leading zeros (spec point 5). */
export const formatTypeSchema = z
  .string()
  .regex(/^[1-9]\d{0,4}x[1-9]\d{0,4}$/, 'Expected WIDTHxHEIGHT in mm, e.g. 600x400');
export const quantitySchema = (max: number) => z.coerce.number().int().min(1).max(max);
/** Option choices as `options[group]=value`. */
export const optionsSchema = z.record(z.string().regex(/^[a-zA-Z]{1,30}$/), catalogueKeySchema).default({});

// ---------- requests (query strings) ----------

export const materialQuerySchema = z.strictObject({ materialType: catalogueKeySchema });

/** GET .../prices-formats and /price-api/prices/formats: every format of a material with the frame's prices. */
export const pricesFormatsQuerySchema = z.strictObject({
  materialType: catalogueKeySchema,
  frameType: catalogueKeySchema.optional(),
  options: optionsSchema,
});
export type PricesFormatsQuery = z.infer<typeof pricesFormatsQuerySchema>;

export const pricesFromQuerySchema = z.strictObject({ materialType: catalogueKeySchema.optional() });

export const formatGroupQuerySchema = z.strictObject({
  materialType: catalogueKeySchema,
  aspectRatio: z.string().regex(/^[a-z0-9:-]{1,20}$/),
  frameType: catalogueKeySchema.optional(),
});

/** GET .../price-article and /price-api/prices/article. */
export const articlePriceQuerySchema = z.strictObject({
  materialType: catalogueKeySchema,
  formatType: formatTypeSchema,
  frameType: catalogueKeySchema.optional(),
  options: optionsSchema,
  quantity: quantitySchema(100).default(1),
});
export type ArticlePriceQuery = z.infer<typeof articlePriceQuerySchema>;

export const framesQuerySchema = z.strictObject({
  materialType: catalogueKeySchema,
  formatType: formatTypeSchema.optional(),
});

export const variantsForFrameTypesQuerySchema = z.strictObject({
  frameTypes: z.array(catalogueKeySchema).min(1).max(20).optional(),
  materialType: catalogueKeySchema.optional(),
});

export const calculatorProductSchema = z.enum(calculatorProducts);
export const calculatorQuerySchema = z.strictObject({
  product: calculatorProductSchema,
  materialType: catalogueKeySchema.optional(),
  frameType: catalogueKeySchema.optional(),
  designId: z.coerce.number().int().positive().optional(),
});

// ---------- responses ----------

/** One format with its price, as `payload.formats[]` of prices-formats (spec point 7). */
export const formatPriceSchema = z.object({
  formatType: z.string(),
  priceCurrent: z.number().int().nonnegative(),
  priceOriginal: z.number().int().nonnegative(),
});
export type FormatPrice = z.infer<typeof formatPriceSchema>;

export const pricesFormatsResponseSchema = z.object({
  payload: z.object({
    materialType: z.string(),
    frameType: z.string().nullable(),
    currency: currencySchema,
    formats: z.array(formatPriceSchema),
  }),
});
export type PricesFormatsResponse = z.infer<typeof pricesFormatsResponseSchema>;

export const campaignRefSchema = z
  .object({ code: z.string(), name: z.string(), discountBasisPoints: z.number().int() })
  .nullable();

/** A priced article: totals for `quantity`, unit prices, chosen options (defaults filled in) and the campaign. */
export const articlePriceSchema = z.object({
  family: z.string(),
  productKey: z.string(),
  formatType: z.string(),
  quantity: z.number().int(),
  options: z.record(z.string(), z.string()),
  currency: currencySchema,
  priceCurrent: z.number().int().nonnegative(),
  priceOriginal: z.number().int().nonnegative(),
  unitPriceCurrent: z.number().int().nonnegative(),
  unitPriceOriginal: z.number().int().nonnegative(),
  campaign: campaignRefSchema,
});
export type ArticlePrice = z.infer<typeof articlePriceSchema>;
export const articlePriceResponseSchema = z.object({ payload: articlePriceSchema });

export const materialPriceFromSchema = z.object({
  materialType: z.string(),
  formatType: z.string(),
  priceCurrent: z.number().int(),
  priceOriginal: z.number().int(),
});
export const pricesFromResponseSchema = z.object({
  payload: z.object({ currency: currencySchema, materials: z.array(materialPriceFromSchema) }),
});

export const formatLimitsResponseSchema = z.object({
  payload: z.object({
    materialType: z.string(),
    unit: z.enum(['cm', 'inch']),
    minWidthMm: z.number().int(),
    maxWidthMm: z.number().int(),
    minHeightMm: z.number().int(),
    maxHeightMm: z.number().int(),
  }),
});

export const optionGroupSchema = z.object({
  group: z.string(),
  values: z.array(
    z.object({ value: z.string(), isDefault: z.boolean(), surchargeBasisPoints: z.number().int() }),
  ),
});
export const frameTypeSchema = z.object({
  frameType: z.string(),
  defaultVariant: z.string(),
  variants: z.array(z.string()),
  materials: z.array(z.string()),
});

/** Calculator of spec point 3: product, options (each with its formats and prices), selected value, context. */
export const calculatorFormatSchema = z.object({
  value: z.string(),
  priceCurrent: z.number().int(),
  priceOriginal: z.number().int(),
  context: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const calculatorSchema = z.object({
  product: calculatorProductSchema,
  currency: currencySchema,
  selectedValue: z.string(),
  context: z.record(z.string(), z.union([z.string(), z.number()])),
  options: z.array(
    z.object({
      value: z.string(),
      labelTranslationKey: z.string(),
      translationOptions: z.record(z.string(), z.string()),
      formats: z.array(calculatorFormatSchema),
      initiallySelectedFormat: z.string(),
      context: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
export type Calculator = z.infer<typeof calculatorSchema>;
export const calculatorResponseSchema = z.object({ payload: calculatorSchema });

export const campaignSchema = z.object({
  code: z.string(),
  name: z.string(),
  family: z.string().nullable(),
  productKey: z.string().nullable(),
  discountBasisPoints: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export const campaignDataResponseSchema = z.object({
  payload: z.object({ campaigns: z.array(campaignSchema) }),
});
