import { createLogoutPage } from '@shop/storefront/next-door/account-pages';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';

// A page of the visitor's own cart or account (their cookies): rendered per request, never cached.
export const dynamic = 'force-dynamic';
export default createLogoutPage(channel, env);
