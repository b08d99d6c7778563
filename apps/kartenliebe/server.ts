import { startChannelServer } from '@shop/storefront/server/start-server';
import { channel } from './src/channel.ts';
import { env } from './src/env.ts';

await startChannelServer({ settings: channel, dir: import.meta.dirname, env });
