import type { RouteGroupId, RouteSystem } from '@shop/config/routes';
import type { DesignerProduct } from '@shop/domain/designer/read-launch-params';

/** The systems next door: in production other systems under the shop's domain, here answered by the shop's stand-ins. */
export const nextDoorSystems = ['designer', 'cart', 'account', 'orders'] as const satisfies readonly RouteSystem[];
export type NextDoorSystem = (typeof nextDoorSystems)[number];

/** Where each real system answers (`DESIGNER_URL`, `CART_URL`, `ACCOUNT_URL`, `ORDERS_URL`); unset: the stand-in. */
export type NextDoorUrls = Partial<Record<NextDoorSystem, string>>;

/** The real system's origin for a route system, when one is configured. */
export function findNextDoorUrl(urls: NextDoorUrls | undefined, system: RouteSystem): string | undefined {
  return (nextDoorSystems as readonly string[]).includes(system) ? urls?.[system as NextDoorSystem] : undefined;
}

/** The designer each configurator route group opens. */
export const designerProductByGroup: Readonly<Partial<Record<RouteGroupId, DesignerProduct>>> = {
  'configurator-calendar': 'calendar',
  'configurator-card': 'card',
  'configurator-collage': 'collage',
  'configurator-photo-frame': 'photoframe',
  'configurator-photobook': 'photobook',
  'configurator-photobox': 'photobox',
};

/**
 * A status the proxy sets for a page it rewrites (a page cannot set its own): the app server answers with it and drops
 * the header. Used for the designer stand-in's 400 on unusable launch parameters.
 */
export const SHOP_STATUS_HEADER = 'x-shop-status';
