import { z } from 'zod';
import { customerSchema } from './customer.ts';
import { currencySchema } from './context.ts';
import { featureTreatmentSchema } from './feature-flags.ts';
import { deliveryCutOffSchema } from './shipping.ts';

// GET /web-api/shop-frontends-initial-data (apps/shop-api/src/routes/misc.ts). Added by the api-client.

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
