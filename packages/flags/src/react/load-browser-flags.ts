import { startBrowserFlags, type BrowserFlags, type BrowserFlagsOptions } from '../client/browser-flags.ts';
import { createSessionMonitor } from '../session-monitor/session-monitor.ts';
import { silentLogger, type FlagLogger } from '../log-codes.ts';

export type LoadBrowserFlagsOptions = {
  client: BrowserFlagsOptions;
  /** The flags the page rendered; the browser evaluates them once for impressions and monitoring. */
  flags: readonly string[];
  /** A flag forced from the URL is not monitored: its change is intended. */
  forcedFeature?: string;
  logger?: FlagLogger;
};

/**
 * Starts the browser SDK after hydration. Reached only through a dynamic import of this module,
 * so neither the SDK nor this code is part of a page's first-load JavaScript.
 */
export async function loadBrowserFlags({
  client,
  flags,
  forcedFeature,
  logger = silentLogger,
}: LoadBrowserFlagsOptions): Promise<BrowserFlags | undefined> {
  const browserFlags = startBrowserFlags({ ...client, logger: client.logger ?? logger });
  if (!browserFlags) return undefined;
  await browserFlags.ready();
  const seen: Record<string, string> = {};
  for (const flag of flags) {
    if (flag !== forcedFeature) seen[flag] = browserFlags.getTreatment(flag).treatment;
  }
  if (typeof sessionStorage !== 'undefined')
    createSessionMonitor({ storage: sessionStorage, logger }).observe(browserFlags.key, seen);
  return browserFlags;
}
