import { channelIds, type ChannelId } from '@shop/config/channels';

/**
 * The pages the instruments measure. One row per page and channel: add a row when a page type lands (the content
 * and category pages with the calculator are rows already; they answer 404 until the catch-all renders stories,
 * and the bench reports that status beside the figures).
 */
export type Channel = ChannelId;

export type PageKind = 'start' | 'desktop-start' | 'not-found' | 'content' | 'category' | 'calculator';

export interface PageRow {
  channel: Channel;
  kind: PageKind;
  /** Public path on the home country (plain `localhost`), in the channel's trailing-slash form. */
  path: string;
  /** The App Router route in `.next/diagnostics/route-bundle-stats.json` that renders it. */
  route: string;
  /** The status the page answers once it exists. */
  expectedStatus: number;
  /** Measured by JavaScript weight, Lighthouse, throughput. */
  measure: { jsWeight: boolean; lighthouse: boolean; throughput: boolean };
}

const catchAll = '/[locale]/[platform]/[variant]/[...slug]';
const start = '/[locale]/[platform]/[variant]';
const all = { jsWeight: true, lighthouse: true, throughput: true };

export const pages: readonly PageRow[] = [
  { channel: 'kartenliebe', kind: 'start', path: '/', route: start, expectedStatus: 200, measure: all },
  { channel: 'kartenliebe', kind: 'desktop-start', path: '/d/desktop-startseite/', route: `${start}/desktop-startseite`, expectedStatus: 200, measure: { jsWeight: true, lighthouse: false, throughput: false } },
  { channel: 'kartenliebe', kind: 'not-found', path: '/gibt-es-nicht/', route: '/_not-found', expectedStatus: 404, measure: { jsWeight: false, lighthouse: false, throughput: false } },
  // content/kartenliebe/de/datenschutz.json (RichText), karten.json (CardOverview), fotobuch.json (PriceCalculator)
  { channel: 'kartenliebe', kind: 'content', path: '/datenschutz/', route: catchAll, expectedStatus: 200, measure: { jsWeight: true, lighthouse: false, throughput: true } },
  { channel: 'kartenliebe', kind: 'category', path: '/karten/', route: catchAll, expectedStatus: 200, measure: { jsWeight: false, lighthouse: true, throughput: true } },
  { channel: 'kartenliebe', kind: 'calculator', path: '/fotobuch/', route: catchAll, expectedStatus: 200, measure: all },
  { channel: 'wallart', kind: 'start', path: '/', route: start, expectedStatus: 200, measure: all },
  { channel: 'wallart', kind: 'desktop-start', path: '/d/desktop-startseite', route: `${start}/desktop-startseite`, expectedStatus: 200, measure: { jsWeight: true, lighthouse: false, throughput: false } },
  { channel: 'wallart', kind: 'not-found', path: '/gibt-es-nicht', route: '/_not-found', expectedStatus: 404, measure: { jsWeight: false, lighthouse: false, throughput: false } },
  // content/wallart/de/datenschutz.json, fotokalender.json (CalendarOverview), wandbilder.json (PriceCalculator)
  { channel: 'wallart', kind: 'content', path: '/datenschutz', route: catchAll, expectedStatus: 200, measure: { jsWeight: true, lighthouse: false, throughput: true } },
  { channel: 'wallart', kind: 'category', path: '/fotokalender', route: catchAll, expectedStatus: 200, measure: { jsWeight: false, lighthouse: true, throughput: true } },
  { channel: 'wallart', kind: 'calculator', path: '/wandbilder', route: catchAll, expectedStatus: 200, measure: all },
];

/**
 * Content paths for the uncached-render figure: each is requested once, first after the server started, so each
 * render is a fresh path (all are seeded stories below content/<channel>/de/). None is the start page or in the main
 * navigation: an app renders those before it listens (storefront's warm-up.ts), and the bench fails on a path that is
 * answered from the cache. Wallart's `/themes` and `/leinwanddruck` gave way to `/themes/familie` (an overview page too)
 * and `/wandbilder/alu-dibond` (a calculator page, as `/leinwanddruck`).
 */
export const freshContentPaths: Partial<Record<Channel, readonly string[]>> = {
  kartenliebe: ['/karten/dankeskarten/', '/karten/geburtskarten/', '/karten/taufkarten/', '/themes/hochzeit/', '/themes/geburt/'],
  wallart: ['/wandbilder/acrylglas', '/wandbilder/poster', '/wandbilder/echtglas', '/themes/familie', '/wandbilder/alu-dibond'],
};

export const channels: readonly Channel[] = channelIds;

/** Host names a channel app answers for: plain localhost (home country) and every country below it. */
export const ownHostNames: ReadonlySet<string> = new Set(['localhost', ...['at', 'be', 'ch', 'de', 'es', 'fr', 'gb', 'it', 'li', 'lu', 'nl', 'us'].map((cc) => `${cc}.localhost`)]);
