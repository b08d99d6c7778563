/**
 * The spec's flag-library constants (point 9), in the SDK's own units (seconds), applied to both
 * the Node and the browser SDK. Constants the SDK keeps internal (flush cooldown 1000 ms,
 * impression dedupe cache 500, telemetry sampling, streaming limits, property size limits) are
 * its defaults already and cannot be set from here.
 */
export const sdkStartup = {
  readyTimeout: 10,
  requestTimeoutBeforeReady: 5,
  retriesOnFailureBeforeReady: 1,
} as const;

export const sdkScheduler = {
  featuresRefreshRate: 60,
  segmentsRefreshRate: 60,
  telemetryRefreshRate: 3600,
  eventsPushRate: 60,
  eventsQueueSize: 500,
  impressionsRefreshRate: 300,
  impressionsQueueSize: 30000,
  /** Localhost mode: how often the Node SDK re-reads flags.yaml (the SDK default, made explicit). */
  offlineRefreshRate: 15,
} as const;

/** The SDK's key length limit (spec point 5). */
export const MAX_KEY_LENGTH = 250;

/** Browser cache: expires after 10 days without a successful sync (SDK minimum 1). */
export const sdkBrowserStorage = {
  type: 'LOCALSTORAGE',
  expirationDays: 10,
  clearOnInit: false,
} as const;

export const sdkImpressionsMode = 'OPTIMIZED' as const;

/** Traffic type of every track event we send (spec point 7). */
export const TRAFFIC_TYPE = 'user';

/** The SDK key that switches the SDK to localhost mode. */
export const LOCALHOST = 'localhost';
