import { readAppEnv } from '@shop/storefront/server/app-env';
import { channel } from './channel.ts';

/** This app's environment, read and validated once. */
export const env = readAppEnv(process.env, {
  portVariable: `${channel.portVariablePrefix}_PORT`,
  defaultPort: channel.ports.start,
});
