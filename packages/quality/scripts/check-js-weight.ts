// Fast check inside `npm test`: reads the route stats of the already built apps and of the bare fixture, fails over
// the budget. The full figures come from `npm run bench`.
import { formatJsWeight, measureJsWeight } from '../src/js-weight.ts';

const result = measureJsWeight();
for (const line of formatJsWeight(result)) console.log(line);
const over = result.pages.filter((page) => !page.withinBudget);
if (over.length > 0) {
  console.error(`JavaScript weight over budget on ${over.length} page(s)`);
  process.exit(1);
}
