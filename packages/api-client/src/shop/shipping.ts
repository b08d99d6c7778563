import { shippingInformationResponseSchema, type ShippingInformation } from '@shop/contract/shipping';
import { shopRequest, type ShopClient } from './request.ts';

/** GET /web-api/shipping-information: costs and delivery cut-offs of the client's country. */
export async function getShippingInformation(
  client: ShopClient,
  signal?: AbortSignal,
): Promise<ShippingInformation> {
  return (
    await shopRequest(client, {
      path: '/web-api/shipping-information',
      response: shippingInformationResponseSchema,
      signal,
    })
  ).payload;
}
