import { serverFlagLogger } from '@shop/storefront/flags/server-logger';
import { createProxy } from '@shop/storefront/routing/proxy';
import { channel } from './src/channel.ts';
import { env } from './src/env.ts';

export const proxy = createProxy(channel, { flags: { ...env.split, logger: serverFlagLogger }, shopApiUrl: env.shopApiUrl, nextDoor: env.nextDoor });
