import { appFlagOptions } from '@shop/storefront/flags/server-logger';
import { createProxy } from '@shop/storefront/routing/proxy';
import { channel } from './src/channel.ts';
import { env } from './src/env.ts';

export const proxy = createProxy(channel, { flags: appFlagOptions(env.split), shopApiUrl: env.shopApiUrl, nextDoor: env.nextDoor });
