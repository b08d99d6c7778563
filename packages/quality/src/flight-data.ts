import type { Channel, PageKind } from './pages.ts';

/**
 * The budget of issue 16: no page sends more than 30 KB of flight data (the React Server Components payload Next
 * streams into the document as `self.__next_f.push(…)` scripts for hydration and client navigation). Counted as sent,
 * before gzip: everything a client component receives is in the document twice, once as HTML and once here.
 */
export const flightDataBudgetBytes = 30_000;

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;

/**
 * Pages known to be over the budget, each with the ceiling it may not grow past, so `npm test` catches the next
 * addition at once; the fast check fails as soon as a listed page is back within budget, so an entry goes with its fix.
 * Measured on the built apps plus about 5 %: the shell's share of every page fell by 10–14 KB (flyouts, error story and
 * account dialog texts load when needed) and the page bodies' rows were cut (calculator options and texts packed for
 * the wire, block keys by place on the blocks' own elements, one URL less and no grey per picture, fewer class names),
 * so the content pages are within budget; then the burger's and the wishlist list's texts left the shell (they come
 * with the burger route and the wishlist page), block-list tiles and sub-navigation tiles lost their per-tile class
 * names and `undefined` props, so the kartenliebe calculator is within budget too; the story pages' 18 hreflang
 * alternates and Open Graph tags come as data to a client island (`HeadTags`) instead of some 30 metadata elements
 * (without Next's Twitter copies of title, description and image), and the main navigation's map of navigation types
 * names each type once and only the paths that select more than their link; the variant layout hands its flag
 * provider the variant code, not the decoded treatments; image URLs name only what differs from the proxy's defaults and
 * a hero without video sends no video fallback text, so both start pages are within budget too (by about 150 B). Then
 * the consent banner moved from a client island's props into the server-rendered page (its text is the largest paint of
 * category and calculator pages on a phone: with the page it paints first, not after every script): its markup and
 * its script add about 1.1 KB to every page, which put both start pages back over (30,959 and 30,917 B), until the
 * apps' top layer got a not-found boundary of its own: Next had put its built-in 404 markup there, into every page
 * (1.2 KB); both start pages are within budget again (29,726 and 29,684 B). The last three came within budget when the
 * lists went to their client islands packed (design tiles, sub-navigation tiles, footer columns: each link's shared
 * parts and each picture named once), and the hero island got its picture's address instead of seven URLs built from
 * it, its preload a `<link>` of the server render instead of a hint in the flight data: kartenliebe `/karten/` 23.1 KB
 * (was 36.9), wallart `/fotokalender` 22.1 KB (32.3), `/wandbilder` 29.1 KB (35.3), both start pages 26.9 and 26.7 KB.
 */
export const knownOverFlightBudget: ReadonlyMap<string, number> = new Map();

export interface FlightData {
  /** Bytes of the flight scripts' contents as sent (JSON-escaped), the figure of the budget. */
  bytes: number;
  /** Bytes of the decoded payload. */
  decodedBytes: number;
  /** Bytes of the whole document. */
  documentBytes: number;
  scripts: number;
  /** The payload's largest rows (an RSC row is `<id>:<value>`), to name what to cut. */
  largestRows: { bytes: number; start: string }[];
}

/** Measures the flight data of one server-rendered document. */
export function measureFlightData(html: string, options: { rows?: number } = {}): FlightData {
  let bytes = 0;
  let scripts = 0;
  let payload = '';
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    const argument = match[1] ?? '';
    scripts += 1;
    bytes += Buffer.byteLength(argument);
    const chunk = JSON.parse(argument) as unknown[];
    if (typeof chunk[1] === 'string') payload += chunk[1];
  }
  const largestRows = payload
    .split(/\n(?=[0-9a-f]+:)/)
    .map((row) => ({ bytes: Buffer.byteLength(row), start: row.slice(0, 80) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, options.rows ?? 5);
  return { bytes, decodedBytes: Buffer.byteLength(payload), documentBytes: Buffer.byteLength(html), scripts, largestRows };
}

export interface PageFlightData extends FlightData {
  channel: Channel;
  kind: PageKind;
  path: string;
  status: number;
  withinBudget: boolean;
}

/** One line per page for the bench's and the fast check's output. */
export function formatFlightData(page: PageFlightData): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  return `${page.withinBudget ? 'ok  ' : 'OVER'} ${page.channel} ${page.kind} ${page.path} (status ${page.status}): flight data ${kb(page.bytes)} of a ${kb(page.documentBytes)} document (budget ${kb(flightDataBudgetBytes)})`;
}
