/** The app's logger, injected: the spec's event names (point 8) go in as `event` (the domain's one Logger). */
export type { Logger as ShopLogger } from '@shop/domain/logger';
