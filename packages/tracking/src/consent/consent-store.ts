import type { ConsentStatus } from '@shop/flags/client';
import { CONSENT_COOKIE, readCookie, readOptOuts } from '../opt-outs/opt-outs.ts';

export type { ConsentStatus };
export type ConsentDecision = Exclude<ConsentStatus, 'UNKNOWN'>;
export type ConsentListener = (status: ConsentStatus) => void;

/** The visitor's consent for tracking: UNKNOWN until the banner or the consent provider decides. */
export type ConsentStore = {
  getStatus(): ConsentStatus;
  setStatus(status: ConsentStatus): void;
  /** Called on every change (not with the current value); returns the unsubscribe function. */
  subscribe(listener: ConsentListener): () => void;
};

/** A small vanilla store, so non-React code (script loaders, the flag client) can follow consent. */
export function createConsentStore(initial: ConsentStatus = 'UNKNOWN'): ConsentStore {
  let status = initial;
  const listeners = new Set<ConsentListener>();
  return {
    getStatus: () => status,
    setStatus(next) {
      if (next === status) return;
      status = next;
      for (const listener of [...listeners]) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const cookieValues = { GRANTED: 'granted', DECLINED: 'declined' } as const satisfies Record<
  ConsentDecision,
  string
>;

/** The recorded decision in the consent cookie, UNKNOWN when there is none (or it is unreadable). */
export function readConsentCookie(cookies: string | null | undefined): ConsentStatus {
  const value = readCookie(cookies, CONSENT_COOKIE);
  if (value === cookieValues.GRANTED) return 'GRANTED';
  if (value === cookieValues.DECLINED) return 'DECLINED';
  return 'UNKNOWN';
}

const SIX_MONTHS_SECONDS = 182 * 24 * 60 * 60;

export type ConsentCookieOptions = { secure?: boolean; domain?: string; maxAgeSeconds?: number };

/** The `document.cookie` value that records a decision for half a year (the visitor is asked again after). */
export function serializeConsentCookie(
  decision: ConsentDecision,
  { secure = true, domain, maxAgeSeconds = SIX_MONTHS_SECONDS }: ConsentCookieOptions = {},
): string {
  const parts = [
    `${CONSENT_COOKIE}=${cookieValues[decision]}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (domain) parts.push(`Domain=${domain}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The consent the flag client starts with (the storefront's flags provider reads it when the SDK starts):
 * `tracking=0` counts as declined for the visit, else the consent cookie.
 */
export function initialFlagConsent({ cookies, search }: { cookies: string; search?: string }): ConsentStatus {
  if (readOptOuts({ cookies, ...(search === undefined ? {} : { search }) }).tracking) return 'DECLINED';
  return readConsentCookie(cookies);
}
