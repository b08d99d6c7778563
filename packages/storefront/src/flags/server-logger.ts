import type { FlagLogger } from '@shop/flags/log-codes';
import { serverLogger } from '../data/server-logger.ts';

/** Flag wrapper events go to the server log like every other event. */
export const serverFlagLogger: FlagLogger = serverLogger;
