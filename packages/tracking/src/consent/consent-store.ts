import type { ConsentStatus } from '@shop/flags/client';
import { CONSENT_COOKIE, readCookie, readOptOuts } from '../opt-outs/opt-outs.ts';
import { CONSENT_DECISION_ATTRIBUTE, CONSENT_OPEN_ATTRIBUTE } from './consent-attributes.ts';

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

/**
 * Whether the flag client's consent is decided on this page. The browser flag SDK waits for a decision: while consent
 * is UNKNOWN it may only queue impressions, and a queue that was never granted is dropped with the page, so starting it
 * earlier is work for nothing (issue 16). The decision comes from the cookie or `tracking=0` when the page loads, or
 * later from the tracking code (banner, consent provider, another tab), which opens the gate.
 */
export type FlagConsentGate = {
  /** Consent is decided (GRANTED or DECLINED): the waiting tasks run, later ones at once. */
  open(): void;
  /** Runs `task` once consent is decided: at once when `initial` is a decision or the gate is open; returns cancel. */
  whenDecided(task: () => void, initial: ConsentStatus): () => void;
};

export function createFlagConsentGate(): FlagConsentGate {
  let decided = false;
  const waiting = new Set<() => void>();
  return {
    open() {
      decided = true;
      const tasks = [...waiting];
      waiting.clear();
      for (const task of tasks) task();
    },
    whenDecided(task, initial) {
      if (decided || initial !== 'UNKNOWN') {
        task();
        return () => undefined;
      }
      waiting.add(task);
      return () => waiting.delete(task);
    },
  };
}

/** The page's gate: the tracking code decides it, the storefront's flags provider waits on it. */
export const pageFlagConsentGate = createFlagConsentGate();

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

/**
 * The inline script behind the server-rendered banner (`ConsentBanner`), the banner's own code until the tracking code
 * runs: it opens the banner when the consent cookie records no decision (the rule of `readConsentCookie`), as soon as
 * the banner is parsed, so a new visitor sees it with the first paint and nobody sees it flash; and a click on one of its
 * buttons records the decision in the cookie (as `serializeConsentCookie` writes it) and closes the banner, also before
 * the page has hydrated. The tracking code reads the cookie when it starts; the app's click handler tells a running one.
 */
export function consentBannerScript(): string {
  const decided = `(?:^|;\\s*)${CONSENT_COOKIE}=(?:${Object.values(cookieValues).join('|')})(?:;|$)`;
  const cookie = `'${CONSENT_COOKIE}='+d.getAttribute('${CONSENT_DECISION_ATTRIBUTE}').toLowerCase()+'; Path=/; Max-Age=${SIX_MONTHS_SECONDS}; SameSite=Lax'+(location.protocol=='https:'?'; Secure':'')`;
  return (
    `(function(){var h=document.documentElement,b=document.currentScript.previousElementSibling;` +
    `if(!/${decided}/.test(document.cookie))h.setAttribute('${CONSENT_OPEN_ATTRIBUTE}','');` +
    `b.addEventListener('click',function(e){var d=e.target.closest('[${CONSENT_DECISION_ATTRIBUTE}]');if(!d)return;` +
    `document.cookie=${cookie};h.removeAttribute('${CONSENT_OPEN_ATTRIBUTE}')})})()`
  );
}
