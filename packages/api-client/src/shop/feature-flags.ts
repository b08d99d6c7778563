import type { z } from 'zod';
import {
  featureFlagsQuerySchema,
  featureFlagsResponseSchema,
  type FeatureTreatment,
} from '@shop/contract/feature-flags';
import { shopRequest, type ShopClient } from './request.ts';

/** GET /web-api/feature-flags: treatments for a visitor key (or the splitIoUserKey cookie, hence credentials). */
export async function getFeatureFlags(
  client: ShopClient,
  query: z.input<typeof featureFlagsQuerySchema> = {},
): Promise<{ key: string | null; features: FeatureTreatment[] }> {
  return (
    await shopRequest(client, {
      path: '/web-api/feature-flags',
      query,
      querySchema: featureFlagsQuerySchema,
      credentials: true,
      response: featureFlagsResponseSchema,
    })
  ).payload;
}
