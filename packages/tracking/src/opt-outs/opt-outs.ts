import { VISITOR_KEY_COOKIE } from '@shop/flags/visitor-key';

/**
 * The visit-long opt-out cookies the proxy sets for `tracking=0` / `logging=0`. The names are
 * @shop/storefront's `optOutCookies` (a test keeps them equal); they are repeated here because the
 * storefront will depend on this package, not the other way round.
 */
export const optOutCookies = {
  tracking: 'shop-tracking-disabled',
  logging: 'shop-logging-disabled',
} as const;

/** Our consent cookie, written by the built-in banner and mirrored from a consent provider's decision. */
export const CONSENT_COOKIE = 'shop-consent';

/** Every cookie the tabs keep in sync: consent, the two opt-outs, the visitor key. */
export const syncedCookies = [
  CONSENT_COOKIE,
  optOutCookies.tracking,
  optOutCookies.logging,
  VISITOR_KEY_COOKIE,
] as const;

export type OptOuts = { tracking: boolean; logging: boolean };

/** Reads one cookie from a `Cookie` header or `document.cookie`; undefined when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Which integrations the visit has opted out of: the query wins (`tracking=0` / `logging=0`, or `=1` to
 * opt back in) on the page that carries it, the proxy's session cookie holds it for the rest of the visit.
 */
export function readOptOuts({
  cookies,
  search,
}: {
  cookies: string | null | undefined;
  search?: string;
}): OptOuts {
  const params = new URLSearchParams(search ?? '');
  const decide = (name: 'tracking' | 'logging') =>
    params.has(name) ? params.get(name) === '0' : readCookie(cookies, optOutCookies[name]) === '1';
  return { tracking: decide('tracking'), logging: decide('logging') };
}
