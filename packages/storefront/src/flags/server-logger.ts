import type { FlagLogger } from '@shop/flags/log-codes';

/** Flag wrapper events as one JSON line each on the server's output, where the host's log shipping picks them up. */
export const serverFlagLogger: FlagLogger = {
  error: (event, details) => console.error(JSON.stringify({ level: 'error', event, ...details })),
  warn: (event, details) => console.warn(JSON.stringify({ level: 'warn', event, ...details })),
};
