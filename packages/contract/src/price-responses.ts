import { z } from 'zod';
import { currencySchema } from './context.ts';
import { formatPriceSchema, frameTypeSchema, optionGroupSchema } from './prices.ts';

// Response shapes of the wall-picture price routes (apps/shop-api/src/routes/prices.ts) that schemas/prices.ts does
// not describe yet. Added by the api-client so every typed call validates its answer.

/** GET /web-api/product-selection-photo-frame/data */
export const photoFrameDataSchema = z.object({
  materialType: z.string(),
  materials: z.array(z.string()),
  formats: z.array(
    z.object({
      formatType: z.string(),
      widthMm: z.number().int(),
      heightMm: z.number().int(),
      aspectRatio: z.string(),
    }),
  ),
  frames: z.array(
    z.object({ frameType: z.string(), defaultVariant: z.string(), variants: z.array(z.string()) }),
  ),
  optionGroups: z.array(optionGroupSchema),
});
export type PhotoFrameData = z.infer<typeof photoFrameDataSchema>;
export const photoFrameDataResponseSchema = z.object({ payload: photoFrameDataSchema });

/** GET .../prices-format-group and /price-api/prices/format-group */
export const formatGroupPricesSchema = z.object({
  materialType: z.string(),
  aspectRatio: z.string(),
  currency: currencySchema,
  formats: z.array(formatPriceSchema),
});
export type FormatGroupPrices = z.infer<typeof formatGroupPricesSchema>;
export const formatGroupPricesResponseSchema = z.object({ payload: formatGroupPricesSchema });

/** GET /price-api/prices/format-group-prices-images: per aspect ratio the cheapest format and a preview box. */
export const formatGroupPricesImagesSchema = z.object({
  materialType: z.string(),
  currency: currencySchema,
  groups: z.array(
    z.object({
      aspectRatio: z.string(),
      formatCount: z.number().int(),
      priceFrom: formatPriceSchema.nullable(),
      image: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
    }),
  ),
});
export type FormatGroupPricesImages = z.infer<typeof formatGroupPricesImagesSchema>;
export const formatGroupPricesImagesResponseSchema = z.object({ payload: formatGroupPricesImagesSchema });

/** GET /web-api/aspect-ratio */
export const aspectRatiosSchema = z.object({
  materialType: z.string(),
  aspectRatios: z.array(z.object({ aspectRatio: z.string(), formats: z.array(z.string()) })),
});
export type AspectRatios = z.infer<typeof aspectRatiosSchema>;
export const aspectRatiosResponseSchema = z.object({ payload: aspectRatiosSchema });

/** GET /price-api/photo-options-groups */
export const photoOptionGroupsResponseSchema = z.object({
  payload: z.object({ materialType: z.string(), optionGroups: z.array(optionGroupSchema) }),
});

/** GET /price-api/frame: the frames of a material, priced when a format was given. */
export const framePricesSchema = z.object({
  materialType: z.string(),
  currency: currencySchema,
  frames: z.array(
    z.object({
      frameType: z.string(),
      defaultVariant: z.string(),
      variants: z.array(z.string()),
      priceCurrent: z.number().int().nonnegative().optional(),
      priceOriginal: z.number().int().nonnegative().optional(),
    }),
  ),
});
export type FramePrices = z.infer<typeof framePricesSchema>;
export const framePricesResponseSchema = z.object({ payload: framePricesSchema });

/** GET /web-api/variants-for-frame-types */
export const variantsForFrameTypesResponseSchema = z.object({
  payload: z.object({ frameTypes: z.array(frameTypeSchema) }),
});
