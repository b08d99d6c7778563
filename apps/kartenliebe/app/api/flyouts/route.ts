import { createFlyoutRoute } from '@shop/storefront/shell/burger-route';
import { channel } from '../../../src/channel.ts';
import { env } from '../../../src/env.ts';

export const dynamic = 'force-dynamic';
export const GET = createFlyoutRoute(channel, env);
