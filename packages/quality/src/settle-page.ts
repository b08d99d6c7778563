import { PAGE_CACHE_FRESH_MS } from '@shop/storefront/server/page-cache';
import { fetchPage } from './throughput.ts';

/** A phone's document request, as Lighthouse's mobile run sends it (no cookies: a new visitor). */
const browserHeaders = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * Makes sure the next visit of a page is answered from a fresh copy, with nothing of the page's own left running on the
 * server (issue 16). A shop page is refreshed in the background by the first visit after its content's revalidation time
 * (Next's full-route cache answers `STALE` and renders the page again). The bench visits each page every five minutes
 * or so, about the content's revalidation time, so most Lighthouse runs of a shop page met that re-render: the shop
 * server and the shop API rendering on the same two cores as the browser, during the load being measured (kartenliebe
 * `/karten/`: 400 ms of the shop server's and 180 ms of the API's CPU time in such a run, against 240 and 30 ms in
 * the next one). A phone does not share its cores with the shop's servers, and the bare Next.js page is static, so
 * that run measured the machine, not the page. This asks for the page as a new visitor would until the answer is not
 * `STALE` (the re-render it starts has finished and was stored), then waits out the channel server's own short page
 * cache, so the run's document is answered by Next's full-route cache as an ordinary visitor's is.
 *
 * The bare Next.js page answers `HIT` (it is prerendered) and gets the same pause as a shop page; the bench's static
 * server sends no `x-nextjs-cache` and is asked once, without a pause.
 *
 * @returns how many `STALE` answers it met (0 for a page that was fresh)
 */
export async function settlePage(url: string, options: { attempts?: number; pauseMs?: number; afterMs?: number } = {}): Promise<number> {
  const { attempts = 40, pauseMs = 250, afterMs = PAGE_CACHE_FRESH_MS + 100 } = options;
  const { port, pathname, search, host } = new URL(url);
  let stale = 0;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    // With the Host the browser sends, which decides the page's market.
    const { nextCache } = await fetchPage({ port: Number(port), path: `${pathname}${search}`, host, headers: browserHeaders });
    if (nextCache !== 'STALE') {
      if (nextCache !== undefined) await sleep(afterMs);
      return stale;
    }
    stale += 1;
    await sleep(pauseMs);
  }
  throw new Error(`${url} still answered STALE after ${attempts} requests`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
