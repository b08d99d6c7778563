import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './context.ts';

/** The remote address of the connection; 'unknown' when the app runs without the Node server (app.request). */
export function clientIp(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
