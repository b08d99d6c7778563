import { createOrdersPage } from '@shop/storefront/next-door/cart-pages';
import { channel } from '../../../../../../../src/channel.ts';
import { env } from '../../../../../../../src/env.ts';

// The customer's orders (their session cookie): rendered per request, never cached.
export const dynamic = 'force-dynamic';
export default createOrdersPage(channel, env);
