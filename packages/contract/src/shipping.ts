import { z } from 'zod';
import { currencySchema } from './context.ts';

const instant = z.iso.datetime();

/** The delivery cut-offs of spec point 3 as the shipping information and the initial data carry them. */
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

/**
 * GET /web-api/shipping-information (country from X-Channel). The cut-off fields are ISO instants for the delivery
 * cut-off message: window start, safety cut-off and cut-off of the next dispatch day, the next express and Saturday
 * cut-offs (null where the country has none). Dates are local calendar days of the country.
 */
export const shippingInformationSchema = z.object({
  country: z.string(),
  timeZone: z.string(),
  currency: currencySchema,
  ...deliveryCutOffSchema.shape,
  shippingMinor: z.number().int(),
  expressShippingMinor: z.number().int().nullable(),
  freeShippingFromMinor: z.number().int().nullable(),
});
export type ShippingInformation = z.infer<typeof shippingInformationSchema>;
export const shippingInformationResponseSchema = z.object({ payload: shippingInformationSchema });
