import type { TrackingConfig } from '../config/tracking-config.ts';
import { loadScript as defaultLoadScript, type LoadScriptOptions } from '../script-loader/load-script.ts';
import type { ConsentDecision, ConsentStore } from './consent-store.ts';

/**
 * The window event a consent provider's decision arrives with (`detail: { status }`). Vendor scripts
 * announce decisions in their own ways; the app's small adapter (or the vendor's callback setting)
 * re-dispatches it as this event so the shop does not depend on one vendor's API.
 */
export const CONSENT_EVENT = 'shop:consent';

export type ConsentEventDetail = { status: ConsentDecision };

/** The provider's notice script URL with `target_type`, `target` and, when set, `country` and `region`. */
export function buildConsentScriptUrl(consent: TrackingConfig['consent']): string | undefined {
  if (!consent.scriptUrl || !consent.targetType || !consent.target) return undefined;
  const url = new URL(consent.scriptUrl);
  url.searchParams.set('target_type', consent.targetType);
  url.searchParams.set('target', consent.target);
  if (consent.country) url.searchParams.set('country', consent.country);
  if (consent.region) url.searchParams.set('region', consent.region);
  return url.toString();
}

/** Announces a decision the way a provider adapter should (also handy for tests and stand-ins). */
export function dispatchConsentDecision(status: ConsentDecision, win: Window = window): void {
  // The window's own constructor: an event from another realm is refused by dispatchEvent.
  const Event = (win as Window & { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent;
  win.dispatchEvent(new Event<ConsentEventDetail>(CONSENT_EVENT, { detail: { status } }));
}

export type ConnectConsentProviderOptions = {
  consent: TrackingConfig['consent'];
  store: ConsentStore;
  nonce?: string;
  window?: Window;
  loadScript?: (src: string, options?: LoadScriptOptions) => Promise<unknown>;
  onError?: (error: unknown) => void;
};

/**
 * Loads the consent provider's notice and feeds its decisions into the store; returns the disconnect
 * function, or undefined when no provider is configured (the built-in banner asks instead).
 */
export function connectConsentProvider(options: ConnectConsentProviderOptions): (() => void) | undefined {
  const src = buildConsentScriptUrl(options.consent);
  if (!src) return undefined;
  const win = options.window ?? window;
  const onDecision = (event: Event) => {
    const status = (event as CustomEvent<Partial<ConsentEventDetail> | undefined>).detail?.status;
    if (status === 'GRANTED' || status === 'DECLINED') options.store.setStatus(status);
  };
  win.addEventListener(CONSENT_EVENT, onDecision);
  const load = options.loadScript ?? defaultLoadScript;
  load(src, { ...(options.nonce ? { nonce: options.nonce } : {}), document: win.document }).catch(
    (error: unknown) => options.onError?.(error),
  );
  return () => win.removeEventListener(CONSENT_EVENT, onDecision);
}
