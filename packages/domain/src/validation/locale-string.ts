// Spec point 5: "two letters, a dash, two letters". Case is not prescribed, so `de-ch` passes too; whether the
// locale is one the shop serves is a separate question (`isLocale` in @shop/config/markets).
const LOCALE_STRING = /^[a-z]{2}-[a-z]{2}$/i;
const PATH_LOCALE_PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/** True for a string shaped like a locale: two letters, a dash, two letters. */
export function isLocaleString(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_STRING.test(value);
}

/** True for a path segment that is a locale prefix: exactly two lowercase letters. */
export function isLocalePrefix(segment: string): boolean {
  return /^[a-z]{2}$/.test(segment);
}

/** The locale prefix of a path (`/fr/...` → `fr`), or undefined when the first segment is not two lowercase letters. */
export function readPathLocalePrefix(path: string): string | undefined {
  return PATH_LOCALE_PREFIX.exec(path)?.[1];
}
