import type { Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { countries, type CountryCode, type Language } from '@shop/config/markets';
import { ownHostNames, type Channel } from './pages.ts';

/** The phone width every page is looked at (issue 14: no page wider than the viewport at 375 px). */
export const WALK_VIEWPORT = { width: 375, height: 812 } as const;

/** Marker of an empty list block (`packages/ui/src/blocks/block-list.tsx`): "Hier gibt es gerade nichts zu sehen". */
export const EMPTY_LIST_SELECTOR = '.block-list__empty';

/** Paths whose answer is a file, checked by status only, never opened as a page. */
const FILE_PATH = /\.(?:txt|xml|json|png|jpe?g|webp|svg|pdf|ico)$/i;

export interface WalkStart {
  channel: Channel;
  country: CountryCode;
  language: Language;
  /** Absolute URL of the home page of this country and language. */
  url: string;
}

/** The home page of every country and language of a channel: `{cc}.localhost` (plain localhost for the home country), `/{lang}/` for the others. */
export function walkStarts(channel: Channel, port: number, only?: readonly CountryCode[]): WalkStart[] {
  return countries
    .filter((country) => !only || only.includes(country.code))
    .flatMap((country) =>
      country.languages.map((language, index) => {
        const host = country.code === 'DE' ? 'localhost' : `${country.code.toLowerCase()}.localhost`;
        return { channel, country: country.code, language, url: `http://${host}:${port}/${index === 0 ? '' : `${language}/`}` };
      }),
    );
}

export type FindingKind = 'dead-link' | 'empty-list' | 'too-wide' | 'page-error' | 'broken-image';

export interface Finding {
  kind: FindingKind;
  url: string;
  /** The page the link was found on (dead links), or details. */
  detail: string;
}

export interface LinkCheck {
  /** Final status after following redirects (at most 5 hops); 0 when the request failed. */
  status: number;
  hops: number;
  finalUrl: string;
}

/** A same-site URL: one of the channel's own host names on its port. */
export function isSameSite(url: URL, port: number): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && ownHostNames.has(url.hostname) && url.port === String(port);
}

/** One GET over loopback with the URL's own Host header: status, Location, and the body read to the end. */
function getOnLoopback(url: URL): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: fetch replaces a Host header with the URL's host, and `{cc}.localhost` does not resolve in
    // Node, so every country would be asked as the home country.
    const request = httpRequest(
      { host: '127.0.0.1', port: url.port, path: `${url.pathname}${url.search}`, headers: { host: url.host, accept: 'text/html,*/*' }, timeout: 30_000 },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** Requests a URL the way a browser follows links (redirects included), over loopback with the URL's own Host header. */
export async function checkLink(url: string): Promise<LinkCheck> {
  let current = new URL(url);
  for (let hops = 0; hops <= 5; hops += 1) {
    let response: { status: number; location: string | undefined };
    try {
      response = await getOnLoopback(current);
    } catch {
      return { status: 0, hops, finalUrl: current.href };
    }
    if (response.status >= 300 && response.status < 400 && response.location) {
      current = new URL(response.location, current);
      continue;
    }
    return { status: response.status, hops, finalUrl: current.href };
  }
  return { status: 310, hops: 6, finalUrl: current.href };
}

/** Checks each URL once across the whole walk (many pages share header and footer links). */
export class LinkChecker {
  private readonly results = new Map<string, Promise<LinkCheck>>();

  check(url: string): Promise<LinkCheck> {
    let result = this.results.get(url);
    if (!result) {
      result = checkLink(url);
      this.results.set(url, result);
    }
    return result;
  }

  get size(): number {
    return this.results.size;
  }

  async dead(): Promise<{ url: string; check: LinkCheck }[]> {
    const entries = await Promise.all([...this.results].map(async ([url, result]) => ({ url, check: await result })));
    return entries.filter((entry) => entry.check.status !== 200);
  }
}

export interface WalkResult {
  start: WalkStart;
  pages: string[];
  links: number;
  findings: Finding[];
}

function normalise(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/**
 * Walks from a start page breadth first, opening up to `maxPages` same-origin pages in the browser at phone width.
 * On each page it records: the status (200, or redirects ending in 200), empty list blocks, a document wider than the
 * viewport, pictures the browser loaded and could not show, and every same-site link a visitor can see, each of which
 * is requested (once per walk) for its status.
 */
export async function walk(options: { page: Page; start: WalkStart; port: number; maxPages: number; links: LinkChecker }): Promise<WalkResult> {
  const { page, start, port, maxPages, links } = options;
  const origin = new URL(start.url).origin;
  const queue: string[] = [start.url];
  const queued = new Set(queue);
  const pages: string[] = [];
  const findings: Finding[] = [];
  const seenLinks = new Map<string, string>();
  await page.setViewportSize(WALK_VIEWPORT);
  while (queue.length > 0 && pages.length < maxPages) {
    const url = queue.shift() as string;
    let status: number;
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      status = response?.status() ?? 0;
    } catch (error) {
      findings.push({ kind: 'page-error', url, detail: (error as Error).message.split('\n')[0] ?? '' });
      continue;
    }
    pages.push(url);
    if (status !== 200) {
      // A page reached through a link is reported with that link below; only the start page is reported here.
      if (url === start.url) findings.push({ kind: 'dead-link', url, detail: `status ${status} (the start page)` });
      continue;
    }
    const facts = await page.evaluate(
      ({ emptySelector }) => {
        const visible = (element: Element) => (element as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: false }) ?? true;
        return {
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          empty: [...document.querySelectorAll(emptySelector)].filter(visible).length,
          hrefs: [...document.querySelectorAll('a[href]')].filter(visible).map((anchor) => (anchor as HTMLAnchorElement).href),
          // A picture the browser fetched and could not show (an error answer, or one blocked as not an image); lazy
          // pictures not fetched yet are not complete and not counted.
          brokenImages: [...document.images].filter((image) => image.getAttribute('src') && image.complete && image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
        };
      },
      { emptySelector: EMPTY_LIST_SELECTOR },
    );
    if (facts.scrollWidth > facts.innerWidth) findings.push({ kind: 'too-wide', url, detail: `${facts.scrollWidth} px at ${facts.innerWidth} px` });
    if (facts.empty > 0) findings.push({ kind: 'empty-list', url, detail: `${facts.empty} empty list block(s)` });
    for (const image of new Set(facts.brokenImages)) findings.push({ kind: 'broken-image', url: image, detail: `not shown on ${url}` });
    for (const href of facts.hrefs) {
      let target: URL;
      try {
        target = new URL(href);
      } catch {
        continue;
      }
      if (!isSameSite(target, port)) continue;
      const link = normalise(target.href);
      if (!seenLinks.has(link)) seenLinks.set(link, url);
      void links.check(link);
      if (target.origin === origin && !queued.has(link) && !FILE_PATH.test(target.pathname)) {
        queued.add(link);
        queue.push(link);
      }
    }
  }
  for (const [link, from] of seenLinks) {
    const check = await links.check(link);
    if (check.status !== 200) findings.push({ kind: 'dead-link', url: link, detail: `status ${check.status} at ${check.finalUrl} (linked from ${from})` });
  }
  return { start, pages, links: seenLinks.size, findings };
}
