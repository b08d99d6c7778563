// Fast check inside `npm test`: reads the route stats of the already built apps and of the bare fixture, fails over
// the budget. The full figures come from `npm run bench`, which fails on every page over budget.
import { firstLoadScriptsCeiling, formatJsWeight, measureJsWeight } from '../src/js-weight.ts';

/**
 * Kinds known to be over budget, each with the ceiling it may not grow past (so `npm test` still catches the next
 * addition); the check fails as soon as a listed kind is back within budget, so an entry goes with its fix. Empty since
 * 2026-11-22: the shell's session runtime (react-query, customer session, log-out) loads right after hydration, and the
 * account dialogs, the burger's levels and the calculator's more-formats and own-format dialogs on idle or on first
 * use, which took every measured page from 164.2 KiB gzip (1.249 × the bare page's 131.5 KiB; the start page was at
 * 1.179 a day earlier) to 149.1 KiB (1.134 × bare).
 */
const knownOverBudget = new Map<string, number>();

const result = measureJsWeight();
for (const line of formatJsWeight(result)) console.log(line);
const over = result.pages.filter((page) => !page.withinBudget && page.ratio > (knownOverBudget.get(page.kind) ?? 0));
const fixed = [...knownOverBudget.keys()].filter((kind) => result.pages.some((page) => page.kind === kind) && result.pages.filter((page) => page.kind === kind).every((page) => page.withinBudget));
const legacy = result.pages.filter((page) => page.legacyPolyfills);
const scripts = result.pages.filter((page) => !page.scriptsWithinCeiling);
if (over.length > 0) console.error(`JavaScript weight over budget on ${over.length} page(s)`);
for (const page of scripts) console.error(`${page.channel} ${page.path}: ${page.chunks} first-load scripts, more than ${firstLoadScriptsCeiling} (js-weight.ts says why it is kept low)`);
for (const page of legacy) console.error(`${page.channel} ${page.path}: a first-load script carries Next's legacy polyfills (storefront next-config.ts replaces them)`);
if (fixed.length > 0) console.error(`Back within budget, remove from knownOverBudget: ${fixed.join(', ')}`);
if (over.length > 0 || fixed.length > 0 || legacy.length > 0 || scripts.length > 0) process.exit(1);
const known = result.pages.filter((page) => !page.withinBudget).length;
if (known > 0) console.log(`${known} page(s) over budget are the known gap of issue 9 (see knownOverBudget)`);
