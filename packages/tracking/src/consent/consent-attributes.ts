/**
 * The built-in consent banner's hooks in the page, in a module of their own: the app's first-load tracking mount reads
 * a click on the banner with these, without the tracking code.
 */

/** Set on `<html>` while the built-in banner asks: the banner's own rule shows it only then. */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';
/** On the banner's buttons: the decision each one records (`GRANTED`, `DECLINED`). */
export const CONSENT_DECISION_ATTRIBUTE = 'data-consent-decision';

/** The decision of a click inside the banner, if it was on one of its buttons. */
export function consentDecisionOf(target: EventTarget | null): 'GRANTED' | 'DECLINED' | undefined {
  if (!(target instanceof Element)) return undefined;
  const value = target.closest(`[data-consent-banner] [${CONSENT_DECISION_ATTRIBUTE}]`)?.getAttribute(CONSENT_DECISION_ATTRIBUTE);
  return value === 'GRANTED' || value === 'DECLINED' ? value : undefined;
}

/** Opens or closes the banner (the attribute on `<html>` its rule follows). */
export function setConsentBannerOpen(open: boolean, root: Element = document.documentElement): void {
  root.toggleAttribute(CONSENT_OPEN_ATTRIBUTE, open);
}
