/**
 * The shop API's cookies a page of the visitor forwards: the customer session and the visitor's cart. Nothing else
 * of the shop's cookies (consent, flag key, opt-outs) is the shop API's business. Its own module: the proxy reads it
 * too, where next/headers and server-only have no place.
 */
export const shopApiCookieNames = ['shop_session', 'shop_visitor'] as const;

/** The `Cookie` header for the shop API: the visitor's session and cart cookies, read with `get` (empty when none). */
export function shopApiCookieHeader(get: (name: string) => string | undefined): string {
  return shopApiCookieNames
    .flatMap((name) => {
      const value = get(name);
      return value ? [`${name}=${value}`] : [];
    })
    .join('; ');
}
