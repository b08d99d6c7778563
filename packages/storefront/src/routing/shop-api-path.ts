/**
 * Where browsers reach the shop API: a path on the shop's own origin that the app server forwards. The API's
 * address is then read at run time (pages are cached HTML), and calls are same-origin (no CORS, first-party cookie).
 */
export const SHOP_API_BROWSER_PATH = '/shop-api';
