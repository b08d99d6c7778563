import type { OptOutChanges } from '@shop/domain/routing';

/** Session cookies that carry `tracking=0` / `logging=0` for the rest of the visit. */
export const optOutCookies = {
  tracking: 'shop-tracking-disabled',
  logging: 'shop-logging-disabled',
} as const satisfies Record<keyof OptOutChanges, string>;
