import { startBrowserFlags, type BrowserFlags, type BrowserFlagsOptions } from '../client/browser-flags.ts';
import { createSessionMonitor } from '../session-monitor/session-monitor.ts';
import { silentLogger, type FlagLogger } from '../log-codes.ts';

/** The part of the options the server computes per visitor (`ServerFlags.browserBootstrap`). */
export type BrowserBootstrap = Pick<
  BrowserFlagsOptions,
  'key' | 'authorizationKey' | 'initialRolloutPlan' | 'features' | 'urls' | 'streamingEnabled'
>;

/**
 * For pages cached per variant combination: the per-visitor part is fetched after hydration from
 * the app's bootstrap route (which answers `browserBootstrap(cookie key)`), not inlined in the HTML.
 */
export type BrowserBootstrapRequest = Omit<BrowserFlagsOptions, keyof BrowserBootstrap> & {
  bootstrapUrl: string;
};

export type LoadBrowserFlagsOptions = {
  client: BrowserFlagsOptions | BrowserBootstrapRequest;
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
  const options = 'bootstrapUrl' in client ? await fetchBootstrap(client) : client;
  const browserFlags = startBrowserFlags({ ...options, logger: options.logger ?? logger });
  if (!browserFlags) return undefined;
  await browserFlags.ready();
  const seen: Record<string, string> = {};
  for (const flag of flags) {
    // Every rendered flag is evaluated (one impression each, also for a QA session's forced flag, which shows the
    // SDK's own answer next to the forced one); the forced flag is left out of the monitor only.
    const { treatment } = browserFlags.getTreatment(flag);
    if (flag !== forcedFeature) seen[flag] = treatment;
  }
  if (typeof sessionStorage !== 'undefined')
    createSessionMonitor({ storage: sessionStorage, logger }).observe(browserFlags.key, seen);
  return browserFlags;
}

async function fetchBootstrap({
  bootstrapUrl,
  ...rest
}: BrowserBootstrapRequest): Promise<BrowserFlagsOptions> {
  const response = await fetch(bootstrapUrl, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`flag bootstrap answered ${response.status}`);
  const bootstrap = (await response.json()) as Partial<BrowserBootstrap>;
  if (typeof bootstrap.key !== 'string') throw new Error('flag bootstrap has no key');
  return { ...rest, ...bootstrap, key: bootstrap.key };
}
