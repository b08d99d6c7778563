import { createRevalidateRoute } from '@shop/storefront/app/revalidate-route';
import { channel } from '../../../src/channel.ts';
import { env } from '../../../src/env.ts';

export const dynamic = 'force-dynamic';
export const POST = createRevalidateRoute(channel, env.content.revalidateSecret);
