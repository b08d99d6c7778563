import { flagLogCodes, type FlagLogger } from './log-codes.ts';
import { LOCALHOST, sdkImpressionsMode, sdkScheduler, sdkStartup } from './sdk-settings.ts';

/**
 * What starting the Node SDK and the browser SDK have in common, written once: which mode a key means, the spec's
 * constants with the service URLs and streaming switch, and the readiness promise that logs a failed start.
 */
export type SdkMode = 'localhost' | 'standalone';

/** No key or an empty one is localhost mode (logged when the key was set but empty: a configuration slip). */
export function resolveSdkKey(key: string | undefined, logger: FlagLogger): { authorizationKey: string; mode: SdkMode } {
  if (key !== undefined && key.trim() === '') logger.error(flagLogCodes.authorizationKeyEmpty, { fallback: LOCALHOST });
  const authorizationKey = key === undefined || key.trim() === '' ? LOCALHOST : key;
  return { authorizationKey, mode: authorizationKey === LOCALHOST ? 'localhost' : 'standalone' };
}

/** Startup, scheduler, impressions mode, streaming and service URLs: the same for both SDKs. */
export function sharedSdkSettings(options: { urls?: SplitIO.UrlSettings | undefined; streamingEnabled?: boolean | undefined }) {
  return {
    startup: sdkStartup,
    scheduler: sdkScheduler,
    sync: { impressionsMode: sdkImpressionsMode },
    streamingEnabled: options.streamingEnabled ?? true,
    ...(options.urls ? { urls: options.urls } : {}),
  };
}

/** Resolves true once the SDK is ready, false (logged) when it timed out or failed. */
export function whenSdkReady(client: { whenReady(): Promise<unknown> }, logger: FlagLogger, mode: SdkMode): Promise<boolean> {
  return client.whenReady().then(
    () => true,
    (error: unknown) => {
      logger.error(flagLogCodes.initialize, { mode, reason: String(error) });
      return false;
    },
  );
}
