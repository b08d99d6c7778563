import { readAppEnv } from '@shop/storefront/server/app-env';

/** This app's environment, read and validated once. */
export const env = readAppEnv(process.env, { portVariable: 'WA_PORT', defaultPort: 3001 });
