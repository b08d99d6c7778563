import type * as FlagsClient from '@shop/flags/client';
import type { TrackingConfig } from '../config/tracking-config.ts';
import { connectConsentProvider } from '../consent/consent-provider.ts';
import {
  createConsentStore,
  pageFlagConsentGate,
  readConsentCookie,
  serializeConsentCookie,
  type ConsentDecision,
  type ConsentStore,
} from '../consent/consent-store.ts';
import { createCookieSync, type CookieChange, type CookieSync } from '../cookie-sync/cookie-sync.ts';
import { pageDataLayer, type DataLayer } from '../data-layer/data-layer.ts';
import { createMessenger, type Messenger } from '../messenger/messenger.ts';
import {
  CONSENT_COOKIE,
  optOutCookies,
  readOptOuts,
  syncedCookies,
  type OptOuts,
} from '../opt-outs/opt-outs.ts';
import { createRumLogging, type AttachableLogger, type RumLogging } from '../rum-logging/rum-logging.ts';
import {
  loadScript as defaultLoadScript,
  whenIdle,
  type LoadScriptOptions,
} from '../script-loader/load-script.ts';
import { createSessionRecorder, type SessionRecorder } from '../session-recorder/session-recorder.ts';

export type StartTrackingOptions = {
  config: TrackingConfig;
  /** The app's shop logger (`createShopLogger` of @shop/api-client/logger); attached once the logging script is ready. */
  shopLogger?: AttachableLogger;
  /** Where consent goes for the flag client; the page's browser flags by default. */
  setFlagConsent?: (status: ConsentDecision) => void;
  dataLayer?: DataLayer;
  window?: Window;
  loadScript?: (src: string, options?: LoadScriptOptions) => Promise<unknown>;
  /** Defers script work until the page is idle (returns its cancel function); `(task) => task()` in tests. */
  defer?: (task: () => void) => (() => void) | void;
  onError?: (error: unknown) => void;
  /** Every change of a synced cookie (consent, opt-outs, the visitor key `splitIoUserKey`), from this tab or another. */
  onCookieChange?: (change: CookieChange) => void;
  /** Whether the consent cookie gets `Secure` (false only on plain-http test hosts). */
  secureCookies?: boolean;
};

/** The page's running integrations, for the React root and for the app's glue code. */
export type Tracking = {
  consent: ConsentStore;
  dataLayer: DataLayer;
  recorder: SessionRecorder | undefined;
  rum: RumLogging;
  messenger: Messenger;
  cookies: CookieSync;
  /** The visit's opt-outs as they stand now (query, then the proxy's cookies; kept in step across tabs). */
  optOuts(): OptOuts;
  /** True when no consent provider is configured, so the shop's own banner asks. */
  readonly usesBuiltInBanner: boolean;
  /** Records the visitor's decision (banner or settings link) in the consent cookie and tells the other tabs. */
  decide(decision: ConsentDecision): void;
  /**
   * Shows the built-in banner again (the footer's cookie-settings link). Scripts already loaded stay;
   * a decline stops the data layer, recorder and logging at once, a grant after a decline counts from the next page.
   */
  askAgain(): void;
  stop(): void;
};

type FlagsClientModule = typeof FlagsClient;

// Imported on first use: the app has the flag client in its bundle already, and this package should
// not pull the SDK into pages (or tests) that never start one. Calls keep their order: each waits for
// the same import.
let flagsModule: Promise<FlagsClientModule> | undefined;
function setPageFlagConsent(status: ConsentDecision): void {
  // The storefront's flags provider starts the SDK on the first decision; a running one takes the change.
  pageFlagConsentGate.open();
  flagsModule ??= import('@shop/flags/client');
  void flagsModule.then(({ getBrowserFlags }) => getBrowserFlags()?.setConsent(status));
}

/**
 * Starts every integration for the page, in the browser, after hydration: nothing is loaded before the
 * page is idle or without consent; `tracking=0` keeps the tag manager, data layer and recorder off and
 * `logging=0` the logging script, for the whole visit and in every tab.
 */
export function startTracking(options: StartTrackingOptions): Tracking {
  const { config } = options;
  const win = options.window ?? window;
  const doc = win.document;
  const loadScript = options.loadScript ?? defaultLoadScript;
  const defer = options.defer ?? ((task: () => void) => whenIdle(task, { window: win }));
  const onError = options.onError ?? (() => undefined);
  const sendFlagConsent = options.setFlagConsent ?? setPageFlagConsent;
  let flagConsent: ConsentDecision | undefined;
  const setFlagConsent = (status: ConsentDecision) => {
    if (status === flagConsent) return;
    flagConsent = status;
    sendFlagConsent(status);
  };
  const dataLayer = options.dataLayer ?? pageDataLayer;
  const scriptOptions = {
    loadScript,
    onError,
    window: win,
    ...(config.nonce ? { nonce: config.nonce } : {}),
  };

  let optOuts = readOptOuts({ cookies: doc.cookie, search: win.location.search });
  const consent = createConsentStore(readConsentCookie(doc.cookie));
  const recorder =
    config.recorder.scriptUrl && config.recorder.globalName
      ? createSessionRecorder({ globalName: config.recorder.globalName, window: win })
      : undefined;
  const rum = createRumLogging({
    logging: config.logging,
    optedOut: optOuts.logging,
    ...scriptOptions,
    ...(options.shopLogger ? { shopLogger: options.shopLogger } : {}),
  });
  const messenger = createMessenger({ messenger: config.messenger, ...scriptOptions });
  const stopCapture = rum.captureUnhandledErrors();

  let idle = false;
  const apply = () => {
    const status = consent.getStatus();
    if (optOuts.tracking) setFlagConsent('DECLINED');
    else if (status !== 'UNKNOWN') setFlagConsent(status);

    if (status === 'DECLINED' || optOuts.tracking) {
      dataLayer.disable();
      recorder?.drop();
    }
    if (status === 'DECLINED' || optOuts.logging) rum.disable();
    if (status !== 'GRANTED' || !idle) return;

    if (!optOuts.tracking) {
      dataLayer.start({ tagManager: config.tagManager, ...scriptOptions });
      if (recorder && recorder.state === 'idle') {
        loadScript(config.recorder.scriptUrl!, {
          ...(config.nonce ? { nonce: config.nonce } : {}),
          document: doc,
        }).catch(onError);
        recorder.startPolling();
      }
    }
    if (!optOuts.logging) void rum.start();
  };

  const cookies = createCookieSync({
    names: syncedCookies,
    window: win,
    onChange: (change) => {
      const { name } = change;
      if (name === CONSENT_COOKIE) consent.setStatus(readConsentCookie(doc.cookie));
      if (name === optOutCookies.tracking || name === optOutCookies.logging) {
        // Another tab (or the proxy) opted out: it holds here too. Opting back in needs the query on a page.
        const fromCookies = readOptOuts({ cookies: doc.cookie });
        optOuts = {
          tracking: optOuts.tracking || fromCookies.tracking,
          logging: optOuts.logging || fromCookies.logging,
        };
        apply();
      }
      options.onCookieChange?.(change);
    },
  });

  const unsubscribe = consent.subscribe((status) => {
    // Mirror the provider's decision into our cookie, so the other tabs and the next page know it early.
    if (status !== 'UNKNOWN' && readConsentCookie(doc.cookie) !== status) {
      cookies.write(
        CONSENT_COOKIE,
        serializeConsentCookie(status, {
          secure: options.secureCookies ?? win.location.protocol === 'https:',
        }),
      );
    }
    apply();
  });

  let disconnectProvider: (() => void) | undefined;
  let stopped = false;
  const usesBuiltInBanner = !config.consent.scriptUrl;
  apply();
  const cancelIdle = defer(() => {
    if (stopped) return;
    idle = true;
    if (!usesBuiltInBanner) {
      disconnectProvider = connectConsentProvider({
        consent: config.consent,
        store: consent,
        window: win,
        loadScript,
        onError,
        ...(config.nonce ? { nonce: config.nonce } : {}),
      });
    }
    // The chat launcher appears once the page is idle, never on first paint; its script waits for a click.
    messenger.show();
    apply();
  });

  return {
    consent,
    dataLayer,
    recorder,
    rum,
    messenger,
    cookies,
    optOuts: () => optOuts,
    usesBuiltInBanner,
    decide: (decision) => consent.setStatus(decision),
    askAgain: () => consent.setStatus('UNKNOWN'),
    stop() {
      stopped = true;
      if (typeof cancelIdle === 'function') cancelIdle();
      unsubscribe();
      stopCapture();
      cookies.stop();
      disconnectProvider?.();
      recorder?.drop();
    },
  };
}

let pageTracking: Tracking | undefined;
const pageListeners = new Set<() => void>();

/** Starts the page's integrations once and publishes them to `getPageTracking` (the React root uses this). */
export function startPageTracking(options: StartTrackingOptions): Tracking {
  if (pageTracking) return pageTracking;
  pageTracking = startTracking(options);
  for (const listener of [...pageListeners]) listener();
  return pageTracking;
}

/** Stops the page's integrations (tests, or a root that unmounts). */
export function stopPageTracking(): void {
  pageTracking?.stop();
  pageTracking = undefined;
  for (const listener of [...pageListeners]) listener();
}

/** The page's integrations, or undefined before `startPageTracking` (and always on the server). */
export function getPageTracking(): Tracking | undefined {
  return pageTracking;
}

/** Subscribes to the page's integrations starting or stopping. */
export function subscribePageTracking(listener: () => void): () => void {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}
