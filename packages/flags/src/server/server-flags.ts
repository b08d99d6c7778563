import 'server-only';
import { SplitFactory } from '@splitsoftware/splitio';
import type { BrowserFlagsOptions } from '../client/browser-flags.ts';
import {
  defaultFeaturesFile,
  loadFlagDefinitions,
  toBrowserFeatures,
  type FlagDefinitions,
} from '../definitions/definitions.ts';
import { CONTROL } from '../flag-names.ts';
import { flagLogCodes, silentLogger, type FlagLogger } from '../log-codes.ts';
import { MAX_KEY_LENGTH, sdkScheduler, TRAFFIC_TYPE } from '../sdk-settings.ts';
import { resolveSdkKey, sharedSdkSettings, whenSdkReady } from '../sdk-start.ts';

export type ServerFlagsOptions = {
  /** Server-side SDK key; absent means localhost mode on `featuresFile`. */
  authorizationKey?: string;
  /** Localhost YAML file (default: the repository's `flags.yaml`). */
  featuresFile?: string;
  logger?: FlagLogger;
  /** Base URLs of the service, for a Split proxy (and the loopback stand-in of the tests). */
  urls?: SplitIO.UrlSettings;
  /** Streaming is the SDK default; polling only is useful behind proxies without SSE. */
  streamingEnabled?: boolean;
  /** SDK log level; the SDK logs nothing by default. */
  sdkLogLevel?: SplitIO.LogLevel;
};

export type FlagEvaluation = { treatment: string; config: string | null; label: string };
export type Attributes = SplitIO.Attributes;

/** The Node SDK wrapped for the shop: evaluation with labels, the rollout plan for the browser, events. */
export type ServerFlags = {
  readonly mode: 'localhost' | 'standalone';
  readonly factory: SplitIO.ISDK;
  /** Resolves true when the SDK is ready, false when it timed out (logged as split-error-initialize). */
  ready(): Promise<boolean>;
  evaluate(
    key: string,
    flagNames: readonly string[],
    attributes?: Attributes,
    options?: { waitForReady?: boolean },
  ): Promise<Record<string, FlagEvaluation>>;
  /**
   * The treatments alone, for the proxy's per-request variant: the same SDK call (and impressions) as `evaluate`, without
   * waiting a timer turn for the impression labels. A key's answer is kept until the definitions or segments change
   * (the SDK's update event) or for one refresh period at most, for the next requests of the same visitor (its page
   * views, client navigations and link prefetches all pass the proxy): those repeats make no impression of their own,
   * which the SDK's optimized impressions mode would only have counted, not sent.
   */
  treatments(key: string, flagNames: readonly string[], attributes?: Attributes): Promise<Record<string, { treatment: string }>>;
  /** Snapshot of definitions (and memberships of `keys`) for the browser SDK's `initialRolloutPlan`. */
  getRolloutPlan(options?: SplitIO.RolloutPlanOptions): SplitIO.RolloutPlan;
  /**
   * What the browser SDK needs to start for `key` and agree with this server: the rollout plan
   * (with the key's memberships) and, in localhost mode, the key's `features` from the same file.
   * `clientAuthorizationKey` is the client-side SDK key (never the server-side one).
   */
  browserBootstrap(
    key: string,
    clientAuthorizationKey?: string,
  ): Pick<BrowserFlagsOptions, 'key' | 'authorizationKey' | 'initialRolloutPlan' | 'features'>;
  track(key: string, eventType: string, value?: number, properties?: SplitIO.Properties): boolean;
  destroy(): Promise<void>;
};

// Labels reach us only through impressions: each evaluate call passes its own attributes object,
// which the SDK hands back to the listener unchanged, so concurrent calls never mix their labels.
type LabelCapture = Map<string, string>;

/** Creates a Node SDK factory with the spec's constants; prefer `getServerFlags` for the app singleton. */
export function createServerFlags(options: ServerFlagsOptions = {}): ServerFlags {
  const logger = options.logger ?? silentLogger;
  const { authorizationKey, mode } = resolveSdkKey(options.authorizationKey, logger);
  const captures = new WeakMap<object, LabelCapture>();
  const featuresFile = options.featuresFile ?? defaultFeaturesFile;
  // Re-read no more often than the SDK re-reads the same file.
  let definitionsCache: { definitions: FlagDefinitions; readAt: number } | undefined;
  function currentDefinitions(): FlagDefinitions {
    const now = Date.now();
    if (!definitionsCache || now - definitionsCache.readAt >= sdkScheduler.offlineRefreshRate * 1000) {
      definitionsCache = { definitions: loadFlagDefinitions(featuresFile), readAt: now };
    }
    return definitionsCache.definitions;
  }

  const factory = SplitFactory({
    core: { authorizationKey, labelsEnabled: true },
    mode: 'standalone',
    features: featuresFile,
    ...sharedSdkSettings(options),
    debug: options.sdkLogLevel ?? false,
    impressionListener: {
      logImpression({ impression, attributes }) {
        if (attributes) captures.get(attributes)?.set(impression.feature, impression.label ?? '');
      },
    },
  });
  const client = factory.client();
  const readyPromise = whenSdkReady(client, logger, mode);
  const recentTreatments = createRecentTreatments<Record<string, { treatment: string }>>({ maxAgeMs: sdkScheduler.featuresRefreshRate * 1000 });
  client.on(client.Event.SDK_UPDATE, () => recentTreatments.clear());

  /** A key the SDK can evaluate; for any other it would answer control without an impression: say why in our own log. */
  function isUsableKey(key: string, flagNames: readonly string[]): boolean {
    const trimmed = key.trim();
    if (trimmed !== '' && trimmed.length <= MAX_KEY_LENGTH) return true;
    logger.error(flagLogCodes.keyEmpty, { flagNames, reason: trimmed === '' ? 'empty' : `longer than ${MAX_KEY_LENGTH} characters` });
    return false;
  }

  return {
    mode,
    factory,
    ready: () => readyPromise,
    async evaluate(key, flagNames, attributes = {}, { waitForReady = true } = {}) {
      const result: Record<string, FlagEvaluation> = {};
      if (!isUsableKey(key, flagNames)) {
        for (const name of flagNames)
          result[name] = { treatment: CONTROL, config: null, label: 'invalid key' };
        return result;
      }
      if (waitForReady) await readyPromise;
      const ownAttributes = { ...attributes };
      const capture: LabelCapture = new Map();
      captures.set(ownAttributes, capture);
      const treatments = client.getTreatmentsWithConfig(key, [...flagNames], ownAttributes);
      // The SDK hands impressions to the listener in timers queued during the call above.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const known = new Set(factory.manager().names());
      for (const name of flagNames) {
        const { treatment, config } = treatments[name] ?? { treatment: CONTROL, config: null };
        // No impression is made for an unknown flag once the SDK is ready.
        const label = capture.get(name) ?? (known.has(name) ? 'unknown' : 'definition not found');
        result[name] = { treatment, config, label };
      }
      return result;
    },
    async treatments(key, flagNames, attributes = {}) {
      if (!isUsableKey(key, flagNames)) return Object.fromEntries(flagNames.map((name) => [name, { treatment: CONTROL }])) as Record<string, { treatment: string }>;
      // Attributes can change the answer: only attribute-free evaluations are kept.
      const memoKey = Object.keys(attributes).length === 0 ? `${key}\u0000${flagNames.join('\u0000')}` : undefined;
      const kept = memoKey === undefined ? undefined : recentTreatments.get(memoKey);
      if (kept) return kept;
      await readyPromise;
      const treatments = client.getTreatments(key, [...flagNames], attributes);
      const result: Record<string, { treatment: string }> = Object.fromEntries(flagNames.map((name) => [name, { treatment: treatments[name] ?? CONTROL }]));
      // A control answer (SDK not ready, definitions missing) is asked again next time.
      if (memoKey !== undefined && flagNames.every((name) => result[name]?.treatment !== CONTROL)) recentTreatments.set(memoKey, result);
      return result;
    },
    getRolloutPlan: (planOptions) => factory.getRolloutPlan(planOptions),
    browserBootstrap(key, clientAuthorizationKey) {
      const initialRolloutPlan = factory.getRolloutPlan({ keys: [key] });
      if (mode === 'localhost')
        return { key, initialRolloutPlan, features: toBrowserFeatures(currentDefinitions(), key) };
      if (!clientAuthorizationKey) logger.error(flagLogCodes.authorizationKeyEmpty, { side: 'client' });
      return { key, initialRolloutPlan, authorizationKey: clientAuthorizationKey ?? '' };
    },
    track(key, eventType, value, properties) {
      const queued = client.track(key, TRAFFIC_TYPE, eventType, value, properties);
      if (!queued) logger.error(flagLogCodes.track, { eventType });
      return queued;
    },
    destroy: () => factory.destroy(),
  };
}

/** How many visitors' treatments are kept at most; the oldest entry goes first. */
export const RECENT_TREATMENTS_LIMIT = 10_000;

/** Recent answers by visitor key, each for `maxAgeMs` at most; bounded by RECENT_TREATMENTS_LIMIT. */
export function createRecentTreatments<T>(options: { maxAgeMs: number; limit?: number; now?: () => number }) {
  const { maxAgeMs, limit = RECENT_TREATMENTS_LIMIT, now = Date.now } = options;
  const entries = new Map<string, { value: T; at: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at < maxAgeMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, at: now() });
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

type Singleton = { flags: ServerFlags; options: ServerFlagsOptions };
// On globalThis so Next's dev reloads and several bundles of the same server share one SDK.
const singletonSlot = Symbol.for('@shop/flags/server');
const globalSlot = globalThis as { [singletonSlot]?: Singleton };

/** The process-wide Node SDK: created on first call; later calls return it (differing options are logged). */
export function getServerFlags(options: ServerFlagsOptions = {}): ServerFlags {
  const existing = globalSlot[singletonSlot];
  if (existing) {
    if (
      options.authorizationKey !== existing.options.authorizationKey ||
      options.featuresFile !== existing.options.featuresFile
    ) {
      (options.logger ?? existing.options.logger ?? silentLogger).warn(flagLogCodes.alreadyInitialized, {
        mode: existing.flags.mode,
      });
    }
    return existing.flags;
  }
  const flags = createServerFlags(options);
  globalSlot[singletonSlot] = { flags, options };
  return flags;
}

/** Destroys the singleton (flushing queued impressions and events); for shutdown and tests. */
export async function destroyServerFlags(): Promise<void> {
  const existing = globalSlot[singletonSlot];
  delete globalSlot[singletonSlot];
  await existing?.flags.destroy();
}
