import { expect, test, type Browser } from '@playwright/test';
import type { CountryCode } from '@shop/config/markets';
import { channels, freshContentPaths, type Channel } from '../src/pages.ts';
import { walkPorts } from '../src/ports.ts';
import { startChannelApp, type Service } from '../src/stack.ts';
import { fetchPage } from '../src/throughput.ts';
import { LinkChecker, walk, walkStarts, type Finding, type WalkResult } from '../src/walk.ts';

/**
 * Issue 14's walk: from the home page of every country and language of both channels, follow every same-site link a
 * visitor can see at 375 px (40 pages per start), and fail on a dead link, an empty list block or a page wider than
 * the phone. `npm test` walks the home country of each channel (@fast); `npm run test:hostile` walks all of them.
 */
const PAGES_PER_START = 40;
/** Pages open at once per channel: the machine is small, and the figures must not depend on timing. */
const TABS = 2;

/** `npm test` walks the home country of each channel (@fast, about 30 s a channel); `npm run test:hostile` all of them. */
const runs: { name: string; only?: readonly CountryCode[]; tag: string; timeoutMs: number }[] = [
  { name: 'the home country', only: ['DE'], tag: ' @fast', timeoutMs: 120_000 },
  { name: 'every country and language', tag: '', timeoutMs: 40 * 60_000 },
];

async function walkAll(browser: Browser, channel: Channel, only: readonly CountryCode[] | undefined) {
  const links = new LinkChecker();
  const starts = walkStarts(channel, walkPorts[channel], only);
  const results: WalkResult[] = [];
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await Promise.all(
      Array.from({ length: Math.min(TABS, starts.length) }, async () => {
        const page = await context.newPage();
        for (let start = starts.shift(); start; start = starts.shift()) {
          results.push(await walk({ page, start, port: walkPorts[channel], maxPages: PAGES_PER_START, links }));
        }
        await page.close();
      }),
    );
  } finally {
    await context.close();
  }
  return { results, links };
}

function summarise(channel: Channel, results: readonly WalkResult[], links: LinkChecker, findings: readonly Finding[]) {
  const pages = results.reduce((sum, result) => sum + result.pages.length, 0);
  const dead = new Set(findings.filter((finding) => finding.kind === 'dead-link').map((finding) => finding.url));
  const count = (list: readonly Finding[], kind: Finding['kind']) => list.filter((finding) => finding.kind === kind).length;
  console.log(
    `${channel}: ${results.length} starts, ${pages} pages, ${links.size} distinct links, dead links ${dead.size}, empty lists ${count(findings, 'empty-list')}, too wide ${count(findings, 'too-wide')}, page errors ${count(findings, 'page-error')}, broken images ${count(findings, 'broken-image')}`,
  );
  // Every finding, not only the first the assertion shows: one run should tell all that is left to fix.
  for (const finding of findings) console.log(`  ${finding.kind} ${finding.url} ${finding.detail}`);
  return pages;
}

for (const channel of channels) {
  test.describe(`walk ${channel}`, () => {
    let app: Service | undefined;
    test.beforeAll(async () => {
      test.setTimeout(660_000);
      app = await startChannelApp({ channel, ports: walkPorts });
    });
    test.afterAll(async () => {
      await app?.stop();
    });

    // First in the file: no other request has reached these pages since the app started (the start page excepted:
    // startChannelApp waits for it). Issue 16: after a deploy nobody should wait for their first render.
    test('the main navigation\'s pages were rendered before the shop answered: each first request is a cache hit, a page outside it a miss @fast', async () => {
      const port = walkPorts[channel];
      const host = `localhost:${port}`;
      const start = await fetchPage({ port, path: '/', host });
      expect(start.status).toBe(200);
      const navigation = [...start.body.toString().matchAll(/<a class="main-navigation__link" href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
      expect(navigation.length).toBeGreaterThanOrEqual(5);
      const answers = await Promise.all(navigation.map(async (path) => ({ path, ...(await fetchPage({ port, path, host })) })));
      expect(answers.map(({ path, status, nextCache }) => `${path} ${status} ${nextCache}`)).toEqual(navigation.map((path) => `${path} 200 HIT`));
      const fresh = freshContentPaths[channel]?.[0] ?? '';
      expect(navigation).not.toContain(fresh);
      const outside = await fetchPage({ port, path: fresh, host });
      expect(`${fresh} ${outside.status} ${outside.nextCache}`).toBe(`${fresh} 200 MISS`);
    });

    for (const run of runs) {
      test(`${run.name}: every visible same-site link answers 200, no empty list, nothing wider than 375 px${run.tag}`, async ({ browser }) => {
        test.setTimeout(run.timeoutMs);
        const { results, links } = await walkAll(browser, channel, run.only);
        const findings = results.flatMap((result) => result.findings);
        const pages = summarise(channel, results, links, findings);
        expect(findings.slice(0, 30)).toEqual([]);
        for (const result of results) expect(result.pages.length, `${result.start.url}: pages reached`).toBeGreaterThanOrEqual(PAGES_PER_START);
        expect(pages).toBe(results.length * PAGES_PER_START);
      });
    }
  });
}
