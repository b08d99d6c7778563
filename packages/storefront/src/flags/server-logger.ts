import type { FlagLogger } from '@shop/flags/log-codes';
import type { AppEnv } from '../server/app-env.ts';
import type { FlagRuntimeOptions } from './request-variant.ts';
import { serverLogger } from '../data/server-logger.ts';

/** Flag wrapper events go to the server log like every other event. */
export const serverFlagLogger: FlagLogger = serverLogger;

/**
 * The flag settings of a channel app's server side: its proxy, its bootstrap route and its server's start all build the
 * process's one SDK from these, so they cannot differ in key or definitions file.
 */
export function appFlagOptions(split: AppEnv['split']): FlagRuntimeOptions & { clientKey?: string } {
  return { ...split, logger: serverFlagLogger };
}
