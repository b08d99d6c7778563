/**
 * The shop headers' rules without zod: the api-client checks a client's channel and locale with them in the browser,
 * where zod would be a 31 KB gzip chunk after every page load (issue 16). `context.ts` builds its schemas on them.
 */
export const CHANNEL_HEADER_PATTERN = /^([a-z][a-z0-9-]*)-([A-Z]{2})$/;
export const CHANNEL_HEADER_MESSAGE = 'Expected <channel>-<COUNTRY>, e.g. kartenliebe-DE';

export const LOCALE_HEADER_PATTERN = /^[a-z]{2}-[A-Z]{2}$/;
export const LOCALE_HEADER_MESSAGE = 'Expected a locale like de-DE';
