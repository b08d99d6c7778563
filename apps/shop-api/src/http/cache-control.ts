/**
 * Cache-Control of a shopper's own data read by the page's scripts on every page (session, cart): no shared
 * cache may keep it (`private`) and the browser asks again each time (`no-cache`). Not `no-store`: a page whose script
 * received a `no-store` answer is kept out of the browser's back/forward cache. Answers to writes stay `no-store`.
 */
export const PERSONAL_READ_CACHE_CONTROL = 'private, no-cache';
