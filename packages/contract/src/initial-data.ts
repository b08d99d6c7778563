import { z } from 'zod';
import { customerSchema } from './customer.ts';
import { currencySchema } from './context.ts';
import { featureTreatmentSchema } from './feature-flags.ts';

// GET /web-api/shop-frontends-initial-data (apps/shop-api/src/routes/misc.ts). Added by the api-client.

const instant = z.iso.datetime();

/** The delivery cut-offs of spec point 3 as the initial data carries them. */
export const deliveryCutOffSchema = z.object({
  lodStart: instant,
  safetyLodEnd: instant,
  lodEnd: instant,
  expressLodEnd: instant.nullable(),
  saturdayLodEnd: instant.nullable(),
  dispatchDate: z.iso.date(),
  deliveryDate: z.iso.date(),
  expressDeliveryDate: z.iso.date().nullable(),
});
export type DeliveryCutOff = z.infer<typeof deliveryCutOffSchema>;

export const initialDataSchema = z.object({
  channel: z.object({
    id: z.string(),
    name: z.string(),
    country: z.string(),
    features: z.record(z.string(), z.union([z.boolean(), z.string(), z.number(), z.null()])),
  }),
  locale: z.object({
    locale: z.string(),
    language: z.string(),
    currency: currencySchema,
    lengthUnit: z.enum(['cm', 'inch']),
    fallbackLocale: z.string().nullable(),
    privacyPath: z.string(),
  }),
  customer: customerSchema,
  features: z.array(featureTreatmentSchema),
  deliveryCutOff: deliveryCutOffSchema.nullable(),
});
export type InitialData = z.infer<typeof initialDataSchema>;
export const initialDataResponseSchema = z.object({ payload: initialDataSchema });
