import { createFlagsBootstrapRoute } from '@shop/storefront/flags/bootstrap-route';
import { appFlagOptions } from '@shop/storefront/flags/server-logger';
import { env } from '../../../src/env.ts';

export const dynamic = 'force-dynamic';
export const GET = createFlagsBootstrapRoute(appFlagOptions(env.split));
