/** The visitor key cookie (spec point 3): readable by the browser SDK, so not http-only. */
export const VISITOR_KEY_COOKIE = 'splitIoUserKey';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// The SDK accepts keys up to 250 characters; we also keep them cookie-safe without encoding.
const validKey = /^[A-Za-z0-9_.:@-]{1,250}$/;

/** A valid key, or undefined for anything the SDK or a cookie could not carry. */
export function parseVisitorKey(value: string | null | undefined): string | undefined {
  const key = value?.trim();
  return key && validKey.test(key) ? key : undefined;
}

/** A fresh random visitor key (UUID v4). */
export function createVisitorKey(): string {
  // randomUUID exists only in secure contexts; a plain-http preview host still needs a key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads the key from a `Cookie` header or `document.cookie`. */
export function readVisitorKey(cookies: string | null | undefined): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== VISITOR_KEY_COOKIE) continue;
    return parseVisitorKey(part.slice(separator + 1));
  }
  return undefined;
}

export type VisitorKeyCookieOptions = { secure?: boolean; domain?: string; maxAgeSeconds?: number };

/** The `Set-Cookie` value (also valid for `document.cookie`): one year, whole site, SameSite=Lax, not HttpOnly. */
export function serializeVisitorKeyCookie(
  key: string,
  { secure = true, domain, maxAgeSeconds = ONE_YEAR_SECONDS }: VisitorKeyCookieOptions = {},
): string {
  const parts = [`${VISITOR_KEY_COOKIE}=${key}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export type ResolvedVisitorKey = { key: string; source: 'cookie' | 'customer' | 'new'; setCookie?: string };

/**
 * The key to evaluate with: the cookie's key always wins, so logging in never moves a visitor
 * to another variant; a logged-in customer's stored key is used only where the cookie is missing
 * (a new device); otherwise a new UUID. `setCookie` is set when the cookie must be written.
 */
export function resolveVisitorKey({
  cookies,
  customerKey,
  cookieOptions,
}: {
  cookies: string | null | undefined;
  customerKey?: string | null;
  cookieOptions?: VisitorKeyCookieOptions;
}): ResolvedVisitorKey {
  const fromCookie = readVisitorKey(cookies);
  if (fromCookie) return { key: fromCookie, source: 'cookie' };
  const fromCustomer = parseVisitorKey(customerKey);
  const key = fromCustomer ?? createVisitorKey();
  return {
    key,
    source: fromCustomer ? 'customer' : 'new',
    setCookie: serializeVisitorKeyCookie(key, cookieOptions),
  };
}

/** Browser side: the key from `document.cookie`, written there first when missing. */
export function ensureVisitorKeyInDocument(
  doc: { cookie: string },
  cookieOptions?: VisitorKeyCookieOptions,
): string {
  const resolved = resolveVisitorKey({ cookies: doc.cookie, cookieOptions });
  if (resolved.setCookie) doc.cookie = resolved.setCookie;
  return resolved.key;
}
