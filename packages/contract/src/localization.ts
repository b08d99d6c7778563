import { z } from 'zod';

/** GET /web-api/localized-urls: by route key ("cart") or by a path of the current locale ("/warenkorb"). */
export const localizedUrlsQuerySchema = z
  .strictObject({
    routeKey: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional(),
    path: z
      .string()
      .regex(/^\/[a-z0-9/_-]{0,200}$/, 'Expected a lowercase path')
      .optional(),
  })
  .refine((value) => (value.routeKey === undefined) !== (value.path === undefined), {
    message: 'Give either routeKey or path',
    path: ['routeKey'],
  });

export const localizedUrlSchema = z.object({ locale: z.string(), path: z.string(), url: z.string() });
export const localizedUrlsResponseSchema = z.object({
  payload: z.object({ routeKey: z.string(), urls: z.array(localizedUrlSchema) }),
});

/** GET /api/get-location/: the visitor's country from the edge's country header, else the channel's country. */
export const locationResponseSchema = z.object({
  payload: z.object({
    country: z.string(),
    source: z.enum(['header', 'channel']),
    locale: z.string(),
    isShopCountry: z.boolean(),
    suggestedUrl: z.string().nullable(),
  }),
});
