import { createSitemapRoute } from '@shop/storefront/app/seo-routes';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

export const GET = createSitemapRoute(channel, env);
