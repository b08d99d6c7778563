import type { z } from 'zod';
import { initialDataResponseSchema, type InitialData } from '@shop/contract/initial-data';
import {
  localizedUrlsQuerySchema,
  localizedUrlsResponseSchema,
  locationResponseSchema,
} from '@shop/contract/localization';
import { shopRequest, type ShopClient } from './request.ts';

type LocalizedUrls = z.infer<typeof localizedUrlsResponseSchema>['payload'];
type Location = z.infer<typeof locationResponseSchema>['payload'];

/** GET /web-api/localized-urls: a route's URL in every locale, by route key or by a path of the current locale. */
export async function getLocalizedUrls(
  client: ShopClient,
  query: z.input<typeof localizedUrlsQuerySchema>,
): Promise<LocalizedUrls> {
  return (
    await shopRequest(client, {
      path: '/web-api/localized-urls',
      query,
      querySchema: localizedUrlsQuerySchema,
      response: localizedUrlsResponseSchema,
    })
  ).payload;
}

/** GET /api/get-location/: the visitor's country and a suggested shop when it is not this one. */
export async function getLocation(client: ShopClient): Promise<Location> {
  return (await shopRequest(client, { path: '/api/get-location/', response: locationResponseSchema }))
    .payload;
}

/** GET /web-api/shop-frontends-initial-data: channel, locale, customer, flags and cut-offs in one call. */
export async function getInitialData(client: ShopClient, query: { key?: string } = {}): Promise<InitialData> {
  return (
    await shopRequest(client, {
      path: '/web-api/shop-frontends-initial-data',
      query,
      credentials: true,
      response: initialDataResponseSchema,
    })
  ).payload;
}
