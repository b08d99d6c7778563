import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';
import { mainThreadCpuMs, type LighthouseTrace } from './main-thread-cpu.ts';
import { median } from './median.ts';

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /**
   * FCP and LCP as the unthrottled page painted them in this run. The simulated LCP counts every request that ended, and
   * every script that started, before the observed LCP: a few milliseconds earlier or later decide whether the page's
   * scripts are in it, which is why LCP moves by a second between runs.
   */
  observedFcpMs: number;
  observedLcpMs: number;
  /** Total main-thread work (Lighthouse's `mainthread-work-breakdown`, scaled by the simulated 4× slower CPU). */
  mainThreadMs: number;
  /** Of that, script evaluation, parsing and compilation (`bootup-time`). */
  scriptMs: number;
  /** The same tasks' CPU time, scaled alike (main-thread-cpu.ts): what is left when the waits for a core are taken out. */
  mainThreadCpuMs: number;
  failedAudits: string[];
  /**
   * Each layout shift Lighthouse saw: its score, the element that moved most and the causes Lighthouse names. A CLS
   * above 0 is rare (0.0016 in one bench run of the start page with every integration), so a run that has one names it.
   */
  layoutShifts: string[];
  /**
   * Each request of the run answered with an error status (`404 http://localhost:3100/favicon.ico`). A shop page's own
   * requests all succeed for a visitor; one that failed in a run was answered by the rendered 404 page, work on the
   * same two cores that no visitor's page load causes.
   */
  failedRequests: string[];
}

interface LighthouseJson {
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; details?: { items?: Record<string, unknown>[] } }>;
}

/** An item of Lighthouse's `layout-shifts` audit. */
export interface LayoutShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  subItems?: { items?: { cause?: string }[] };
}

/** One shift as the bench prints it: score, the element that moved most (selector, tag, text) and the causes named. */
export function describeLayoutShift(item: LayoutShiftItem): string {
  const { selector, snippet, nodeLabel } = item.node ?? {};
  const element = [selector, snippet, nodeLabel && `"${nodeLabel.slice(0, 60)}"`].filter(Boolean).join(' ') || 'no element named';
  const causes = (item.subItems?.items ?? []).flatMap((sub) => (sub.cause ? [sub.cause] : []));
  return `${(item.score ?? NaN).toFixed(4)} ${element}${causes.length ? ` (${causes.join(', ')})` : ''}`;
}

/** An item of Lighthouse's `network-requests` audit. */
export interface NetworkRequestItem {
  url?: string;
  statusCode?: number;
}

/** The requests of a run that were answered with a status of 400 or more, as `status url`. */
export function failedRequests(items: NetworkRequestItem[]): string[] {
  return items.filter((item) => (item.statusCode ?? 0) >= 400).map((item) => `${item.statusCode} ${item.url ?? ''}`);
}

/** ` (shifted: …)` after a result's CLS when Lighthouse saw a layout shift in a run of it, else nothing. */
export function shifted(result: Pick<LighthouseResult, 'layoutShifts'>): string {
  return result.layoutShifts.length ? ` (shifted: ${result.layoutShifts.join('; ')})` : '';
}

/**
 * The browser every Lighthouse run uses, its path and the name it gives itself (`Chromium 156.0.8078.114`): the bench
 * prints it in its first line and keeps it in its report, because a ratio to the bare page holds within one bench, not
 * across browser builds. The bare page's nine runs took 533–903 ms of main-thread work in benches on Debian's
 * 156.0.8078.73 and 293–401 ms on .114 (a new machine of the same kind, too); the shop pages' work fell by less, so
 * their ratios rose. A browser that does not answer is `unknown (…)` with the first line of why: the runs will say more.
 */
export function lighthouseBrowser(
  run: (file: string, args: string[]) => string = (file, args) => execFileSync(file, args, { encoding: 'utf8', timeout: 10_000 }),
): { path: string; version: string } {
  try {
    return { path: chromiumPath, version: run(chromiumPath, ['--version']).trim() };
  } catch (error) {
    return { path: chromiumPath, version: `unknown (${(error as Error).message.split('\n')[0] ?? ''})` };
  }
}

/**
 * One Lighthouse run (mobile, simulated throttling: the defaults) in Debian's Chromium with a fresh profile. The trace
 * is saved beside the report (`--save-assets`) for the main thread's CPU time.
 */
export async function runLighthouse(url: string, options: { timeoutMs?: number } = {}): Promise<LighthouseResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quality-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [cli, url, '--output=json', `--output-path=${output}`, '--save-assets', '--only-categories=performance,accessibility,seo', '--form-factor=mobile', '--throttling-method=simulate', '--quiet', `--chrome-flags=${[...chromiumArgs, `--user-data-dir=${path.join(dir, 'profile')}`].join(' ')}`],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: options.timeoutMs ?? 180_000, killSignal: 'SIGKILL' },
        (error, _stdout, stderr) => (error ? reject(new Error(`lighthouse ${url}: ${error.message}\n${stderr.slice(-2_000)}`)) : resolve()),
      );
    });
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseJson;
    // A figure beside the goals, not one of them: a trace Lighthouse's processor cannot read leaves it NaN, the run stands.
    const cpuMs = await readFile(path.join(dir, 'report-0.trace.json'), 'utf8')
      .then((text) => mainThreadCpuMs(JSON.parse(text) as LighthouseTrace, report.configSettings.throttling.cpuSlowdownMultiplier))
      .catch(() => NaN);
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const observed = (key: string) => {
      const value = report.audits.metrics?.details?.items?.[0]?.[key];
      return typeof value === 'number' ? value : NaN;
    };
    const failedAudits = Object.values(report.categories)
      .flatMap((category) => category.auditRefs.map((ref) => ref.id))
      .filter((id) => {
        const audit = report.audits[id];
        return audit !== undefined && audit.score !== null && audit.score < 0.9;
      });
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
      observedFcpMs: observed('observedFirstContentfulPaint'),
      observedLcpMs: observed('observedLargestContentfulPaint'),
      mainThreadMs: report.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
      scriptMs: report.audits['bootup-time']?.numericValue ?? NaN,
      mainThreadCpuMs: cpuMs,
      failedAudits: [...new Set(failedAudits)],
      layoutShifts: ((report.audits['layout-shifts']?.details?.items ?? []) as LayoutShiftItem[]).map(describeLayoutShift),
      failedRequests: failedRequests((report.audits['network-requests']?.details?.items ?? []) as NetworkRequestItem[]),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The median of each figure of one URL's runs; audits below 0.9, layout shifts and failed requests in any run are listed. */
function medianResult(url: string, results: LighthouseResult[]): LighthouseResult & { runs: LighthouseResult[] } {
  const of = (key: keyof Omit<LighthouseResult, 'url' | 'failedAudits' | 'layoutShifts' | 'failedRequests'>) => median(results.map((result) => result[key]));
  return {
    url,
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    observedFcpMs: of('observedFcpMs'),
    observedLcpMs: of('observedLcpMs'),
    mainThreadMs: of('mainThreadMs'),
    scriptMs: of('scriptMs'),
    mainThreadCpuMs: of('mainThreadCpuMs'),
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
    layoutShifts: results.flatMap((result) => result.layoutShifts),
    failedRequests: [...new Set(results.flatMap((result) => result.failedRequests))],
    runs: results,
  };
}

export type LighthouseRounds = Map<string, (LighthouseResult & { runs: LighthouseResult[] }) | Error>;

/**
 * `runs` rounds of Lighthouse over `urls`, each round the URLs in the given order, and the median of each URL's
 * figures (issue 16: three runs per page, because one run on a shared 2-core machine moves by tens of percent). The
 * rounds interleave the URLs so that a reference page measured first (the bare Next.js page) meets the machine as the
 * pages after it do: run back to back, it met only the first minutes of a quarter of an hour of Lighthouse. With
 * `warmUp`, a first round is run and not counted: a page's first visit makes the stack fill its caches (the image proxy
 * scales each picture once, a fresh server renders and compiles) on the same two cores the browser runs on, which a
 * phone's visit to a warm shop and its image CDN does not share (kartenliebe's start page: 4,956 ms of main-thread work
 * in its first run, 2,595 and 3,252 in the next two). `prepare` does the same before every run (the bench refreshes a
 * page whose cached copy went stale, settle-page.ts). A URL listed more than once is run at each of its places in every
 * round, and its figures are the median of all its runs (the bench's reference page). A URL whose run fails gets the
 * error and no further runs.
 */
export async function runLighthouseRounds(
  urls: string[],
  runs = 3,
  options: {
    timeoutMs?: number;
    warmUp?: boolean;
    onRun?: (url: string, result: LighthouseResult | Error, counted: boolean) => void;
    /** Awaited before each run of a URL, warm-up included (the bench's settlePage); a failure fails that URL's run. */
    prepare?: (url: string) => Promise<unknown>;
    run?: typeof runLighthouse;
  } = {},
): Promise<LighthouseRounds> {
  const run = options.run ?? runLighthouse;
  const results = new Map<string, LighthouseResult[]>(urls.map((url) => [url, []]));
  const failed = new Map<string, Error>();
  const first = options.warmUp ? -1 : 0;
  for (let round = first; round < runs; round += 1) {
    const counted = round >= 0;
    for (const url of urls.filter((candidate) => !failed.has(candidate))) {
      let outcome: LighthouseResult | Error;
      try {
        await options.prepare?.(url);
        outcome = await run(url, { timeoutMs: options.timeoutMs });
        if (counted) results.get(url)?.push(outcome);
      } catch (error) {
        outcome = error as Error;
        failed.set(url, outcome);
      }
      options.onRun?.(url, outcome, counted);
    }
  }
  return new Map(urls.map((url) => [url, failed.get(url) ?? medianResult(url, results.get(url) ?? [])]));
}
