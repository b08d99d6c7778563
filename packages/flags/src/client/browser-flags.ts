import { SplitFactory } from '@splitsoftware/splitio/client';
import type { BrowserFeatures } from '../definitions/definitions.ts';
import { flagLogCodes, silentLogger, type FlagLogger } from '../log-codes.ts';
import { sdkBrowserStorage, TRAFFIC_TYPE } from '../sdk-settings.ts';
import { resolveSdkKey, sharedSdkSettings, whenSdkReady } from '../sdk-start.ts';

export type ConsentStatus = 'GRANTED' | 'DECLINED' | 'UNKNOWN';

/** What our own event tracker receives for each impression (spec point 7: `split_evaluation`). */
export type SplitEvaluationEvent = {
  feature: string;
  treatment: string;
  label: string | undefined;
  key: string;
  changeNumber: number | undefined;
  time: number;
};

/** The shop's event tracker, injected by the app. */
export type TrackEvent = (name: 'split_evaluation', payload: SplitEvaluationEvent) => void;

export type BrowserFlagsOptions = {
  /** The visitor key (`splitIoUserKey` cookie) or the customer's key. */
  key: string;
  /** Client-side SDK key; absent means localhost mode on `features`. */
  authorizationKey?: string;
  /** The server's `getRolloutPlan()`: the SDK is ready from it at once, without a request. */
  initialRolloutPlan?: SplitIO.RolloutPlan;
  /** Localhost mode only: the definitions for this key (`toBrowserFeatures`). */
  features?: BrowserFeatures;
  /** Consent at start; UNKNOWN queues impressions without sending them. */
  consent?: ConsentStatus;
  logger?: FlagLogger;
  trackEvent?: TrackEvent;
  /** Flag debug mode (`debug` / `feature` URL parameter): the SDK logs at DEBUG level. */
  debug?: boolean;
  urls?: SplitIO.UrlSettings;
  streamingEnabled?: boolean;
  /** LOCALSTORAGE by default, so the 10-day cache expiry applies. */
  storage?: 'LOCALSTORAGE' | 'MEMORY';
};

/** The browser SDK wrapped for the shop: one client for the visitor key, consent, events. */
export type BrowserFlags = {
  readonly mode: 'localhost' | 'standalone';
  readonly key: string;
  readonly factory: SplitIO.IBrowserSDK;
  readonly client: SplitIO.IBrowserClient;
  /** Resolves true once ready (from the rollout plan or the service), false on timeout. */
  ready(): Promise<boolean>;
  getTreatment(flag: string, attributes?: SplitIO.Attributes): SplitIO.TreatmentWithConfig;
  track(eventType: string, value?: number, properties?: SplitIO.Properties): boolean;
  /** GRANTED starts the submitters; DECLINED stops them and drops queued impressions, events and counts. */
  setConsent(status: 'GRANTED' | 'DECLINED'): boolean;
  getConsent(): ConsentStatus;
  destroy(): Promise<void>;
};

/** Creates the browser SDK for one visitor key; prefer `startBrowserFlags` for the page singleton. */
export function createBrowserFlags(options: BrowserFlagsOptions): BrowserFlags {
  const logger = options.logger ?? silentLogger;
  const { authorizationKey, mode } = resolveSdkKey(options.authorizationKey, logger);
  const factory = SplitFactory({
    core: { authorizationKey, key: options.key, labelsEnabled: true },
    ...(mode === 'localhost' ? { features: options.features ?? {} } : {}),
    ...(options.initialRolloutPlan ? { initialRolloutPlan: options.initialRolloutPlan } : {}),
    ...sharedSdkSettings(options),
    storage: { ...sdkBrowserStorage, type: options.storage ?? sdkBrowserStorage.type },
    userConsent: options.consent ?? 'UNKNOWN',
    debug: options.debug ? 'DEBUG' : false,
    impressionListener: {
      logImpression({ impression }) {
        // The SDK calls this only for impressions it keeps, i.e. never while consent is DECLINED.
        options.trackEvent?.('split_evaluation', {
          feature: impression.feature,
          treatment: impression.treatment,
          label: impression.label,
          key: impression.keyName,
          changeNumber: impression.changeNumber,
          time: impression.time,
        });
      },
    },
  });
  const client = factory.client();
  const readyPromise = whenSdkReady(client, logger, mode);

  return {
    mode,
    key: options.key,
    factory,
    client,
    ready: () => readyPromise,
    getTreatment: (flag, attributes) => client.getTreatmentWithConfig(flag, attributes),
    track(eventType, value, properties) {
      const queued = client.track(TRAFFIC_TYPE, eventType, value, properties);
      if (!queued) logger.error(flagLogCodes.track, { eventType });
      return queued;
    },
    setConsent: (status) => factory.UserConsent.setStatus(status === 'GRANTED'),
    getConsent: () => factory.UserConsent.getStatus(),
    destroy: () => factory.destroy(),
  };
}

let current: BrowserFlags | undefined;

/** Starts the page's one browser SDK; a second start returns the first (logged when the key differs). */
export function startBrowserFlags(options: BrowserFlagsOptions): BrowserFlags | undefined {
  const logger = options.logger ?? silentLogger;
  if (current) {
    if (current.key !== options.key) logger.warn(flagLogCodes.alreadyInitialized, { key: options.key });
    return current;
  }
  if (options.key.trim() === '') {
    logger.error(flagLogCodes.keyEmpty);
    return undefined;
  }
  if (options.authorizationKey !== undefined && options.authorizationKey.trim() === '') {
    logger.error(flagLogCodes.authorizationKeyEmpty);
    return undefined;
  }
  current = createBrowserFlags(options);
  return current;
}

/** The page's browser SDK, or undefined (logged as split-error-no-global-client) before `startBrowserFlags`. */
export function getBrowserFlags(logger: FlagLogger = silentLogger): BrowserFlags | undefined {
  if (!current) logger.error(flagLogCodes.noGlobalClient);
  return current;
}

/** Destroys the page's browser SDK, flushing what consent allows. */
export async function stopBrowserFlags(): Promise<void> {
  const flags = current;
  current = undefined;
  await flags?.destroy();
}
