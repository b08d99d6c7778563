import { expect, test } from '@playwright/test';
import { runLighthouseRounds, type LighthouseResult } from '../src/lighthouse.ts';

// The bench's Lighthouse rounds (issue 16): the bare page and the pages take turns, so the reference meets the machine
// as the pages do, and each URL's figures are the median of its runs.
const result = (url: string, mainThreadMs: number, failedAudits: string[] = []): LighthouseResult => ({
  url,
  performance: 100 - mainThreadMs / 100,
  accessibility: 100,
  seo: 100,
  cls: 0,
  tbtMs: mainThreadMs / 4,
  lcpMs: 1_000,
  fcpMs: 800,
  observedFcpMs: 200,
  observedLcpMs: 250,
  mainThreadMs,
  scriptMs: mainThreadMs / 2,
  mainThreadCpuMs: mainThreadMs / 2,
  failedAudits,
});

test('@fast rounds interleave the URLs and give each the median of its runs', async () => {
  const calls: string[] = [];
  const figures: Record<string, number[]> = { bare: [1_400, 1_000, 1_200], page: [2_000, 3_000, 2_600] };
  const rounds = await runLighthouseRounds(['bare', 'page'], 3, {
    run: async (url) => {
      calls.push(url);
      const runIndex = calls.filter((call) => call === url).length - 1;
      return result(url, figures[url]?.[runIndex] ?? NaN, runIndex === 1 ? ['uses-long-cache-ttl'] : []);
    },
  });
  expect(calls).toEqual(['bare', 'page', 'bare', 'page', 'bare', 'page']);
  const bare = rounds.get('bare');
  const page = rounds.get('page');
  if (!bare || bare instanceof Error || !page || page instanceof Error) throw new Error('both URLs should have figures');
  expect(bare.mainThreadMs).toBe(1_200);
  expect(page.mainThreadMs).toBe(2_600);
  expect(page.tbtMs).toBe(650);
  expect(page.runs.map((run) => run.mainThreadMs)).toEqual([2_000, 3_000, 2_600]);
  expect(page.failedAudits).toEqual(['uses-long-cache-ttl']);
});

test('@fast a URL whose run fails gets the error and no further runs; the others go on', async () => {
  const calls: string[] = [];
  const seen: string[] = [];
  const rounds = await runLighthouseRounds(['bare', 'broken', 'page'], 3, {
    run: async (url) => {
      calls.push(url);
      if (url === 'broken') throw new Error('lighthouse broken: Chrome did not start');
      return result(url, url === 'bare' ? 1_000 : 2_000);
    },
    onRun: (url, run) => seen.push(`${url} ${run instanceof Error ? 'failed' : run.mainThreadMs}`),
  });
  expect(calls).toEqual(['bare', 'broken', 'page', 'bare', 'page', 'bare', 'page']);
  expect(seen.slice(0, 3)).toEqual(['bare 1000', 'broken failed', 'page 2000']);
  const broken = rounds.get('broken');
  expect(broken).toBeInstanceOf(Error);
  expect((broken as Error).message).toContain('Chrome did not start');
  const page = rounds.get('page');
  expect(page instanceof Error ? page : page?.runs.length).toBe(3);
});
