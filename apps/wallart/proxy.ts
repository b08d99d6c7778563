import { createProxy } from '@shop/storefront/routing/proxy';
import { channel } from './src/channel.ts';

export const proxy = createProxy(channel);
