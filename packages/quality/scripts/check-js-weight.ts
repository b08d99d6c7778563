// Fast check inside `npm test`: reads the route stats of the already built apps and of the bare fixture, fails over
// the budget. The full figures come from `npm run bench`, which fails on every page over budget.
import { formatJsWeight, measureJsWeight } from '../src/js-weight.ts';

/**
 * Known gap (issue 9, open): every route shares the root layout's client code (shell, account dialogs, tracking mount,
 * block and calculator leaves), 164.2 KiB gzip = 1.249 × the bare page on 2026-11-22 (1.179 for the start page a day
 * earlier). Each listed kind may not grow past its ceiling, so `npm test` still catches the next addition; the check
 * also fails as soon as a listed kind is back within budget, so the entry is removed with the fix rather than forgotten.
 */
const knownOverBudget = new Map([
  ['start', 1.25],
  ['desktop-start', 1.25],
  ['content', 1.25],
  ['category', 1.25],
  ['calculator', 1.25],
]);

const result = measureJsWeight();
for (const line of formatJsWeight(result)) console.log(line);
const over = result.pages.filter((page) => !page.withinBudget && page.ratio > (knownOverBudget.get(page.kind) ?? 0));
const fixed = [...knownOverBudget.keys()].filter((kind) => result.pages.some((page) => page.kind === kind) && result.pages.filter((page) => page.kind === kind).every((page) => page.withinBudget));
if (over.length > 0) console.error(`JavaScript weight over budget on ${over.length} page(s)`);
if (fixed.length > 0) console.error(`Back within budget, remove from knownOverBudget: ${fixed.join(', ')}`);
if (over.length > 0 || fixed.length > 0) process.exit(1);
const known = result.pages.filter((page) => !page.withinBudget).length;
if (known > 0) console.log(`${known} page(s) over budget are the known gap of issue 9 (see knownOverBudget)`);
