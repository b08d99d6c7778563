import { allowServerOnlyModules } from '@shop/storefront/server/allow-server-only';

// Registered before the server's modules are resolved: they carry `server-only` markers.
allowServerOnlyModules();
const { startChannelServer } = await import('@shop/storefront/server/start-server');
const { channel } = await import('./src/channel.ts');
const { env } = await import('./src/env.ts');

await startChannelServer({ settings: channel, dir: import.meta.dirname, env });
