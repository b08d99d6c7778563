import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages, type Channel } from './pages.ts';
import { repoRoot } from './stack.ts';

export const bareDir = path.resolve(import.meta.dirname, '../bare-next');
export const bareStatsPath = path.join(bareDir, '.next/diagnostics/route-bundle-stats.json');

/** The budget: first-load JavaScript (gzip) of a shop page over that of the bare Next.js page. */
export const jsWeightBudget = 1.2;

/**
 * The most first-load scripts a shop page may have (the bare page has five). Not a goal of issue 16 but a guard of its
 * main-thread work: on the bench's phone each script is a request, a compile and an evaluation, and five more tiny
 * scripts added 105-160 ms of Lighthouse's main-thread work to kartenliebe's start page (10 rounds alternating, medians
 * and means). Eight since the variant layout and the error and not-found boundaries bring no script of their own; a
 * page that needs another one raises this with its reason.
 */
export const firstLoadScriptsCeiling = 8;

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

/**
 * A line of Next's client polyfills (`next/dist/build/polyfills/polyfill-module`), which every page would load for
 * features the shop's browsers have natively; the storefront's build puts its own module in their place (issue 16).
 */
export const nextLegacyPolyfill = 'String.prototype.trimStart=String.prototype.trimLeft';

export interface RouteWeight {
  route: string;
  rawBytes: number;
  gzipBytes: number;
  chunks: number;
  /** Whether a first-load script carries Next's legacy polyfills. */
  legacyPolyfills: boolean;
}

/** First-load JS of one route from a build's route-bundle-stats.json: raw as Next reports it, gzip level 9 by us. */
export function measureRoute(appDir: string, route: string): RouteWeight {
  const stats = JSON.parse(readFileSync(path.join(appDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8')) as RouteStats[];
  const entry = stats.find((candidate) => candidate.route === route);
  if (!entry) throw new Error(`${path.relative(repoRoot, appDir)}: no route ${route} in route-bundle-stats.json (routes: ${stats.map((s) => s.route).join(', ')})`);
  let gzipBytes = 0;
  let legacyPolyfills = false;
  for (const chunk of entry.firstLoadChunkPaths) {
    const code = readFileSync(path.join(appDir, chunk));
    gzipBytes += gzipSync(code, { level: 9 }).length;
    legacyPolyfills ||= code.includes(nextLegacyPolyfill);
  }
  return { route, rawBytes: entry.firstLoadUncompressedJsBytes, gzipBytes, chunks: entry.firstLoadChunkPaths.length, legacyPolyfills };
}

export interface PageWeight extends RouteWeight {
  channel: Channel;
  kind: string;
  path: string;
  ratio: number;
  withinBudget: boolean;
  /** At most `firstLoadScriptsCeiling` first-load scripts. */
  scriptsWithinCeiling: boolean;
}

/** Every page of the table marked for the JS weight, against the bare page. */
export function measureJsWeight(): { bare: RouteWeight; pages: PageWeight[] } {
  const bare = measureRoute(bareDir, '/');
  const measured = pages
    .filter((page) => page.measure.jsWeight)
    .map((page) => {
      const weight = measureRoute(path.join(repoRoot, 'apps', page.channel), page.route);
      const ratio = weight.gzipBytes / bare.gzipBytes;
      return {
        ...weight,
        channel: page.channel,
        kind: page.kind,
        path: page.path,
        ratio,
        withinBudget: ratio <= jsWeightBudget,
        scriptsWithinCeiling: weight.chunks <= firstLoadScriptsCeiling,
      };
    });
  return { bare, pages: measured };
}

/** Human-readable lines for the summary. */
export function formatJsWeight(result: ReturnType<typeof measureJsWeight>): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    `bare Next.js page: ${kb(result.bare.gzipBytes)} gzip (${kb(result.bare.rawBytes)} raw, ${result.bare.chunks} chunks)`,
    ...result.pages.map(
      (page) =>
        `${page.withinBudget && page.scriptsWithinCeiling ? 'ok  ' : 'OVER'} ${page.channel} ${page.kind} ${page.path}: ${kb(page.gzipBytes)} gzip = ${page.ratio.toFixed(3)} × bare (budget ${jsWeightBudget}), ${page.chunks} scripts (at most ${firstLoadScriptsCeiling})`,
    ),
  ];
}
