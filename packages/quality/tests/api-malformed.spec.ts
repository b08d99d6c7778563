import { expect, test } from '@playwright/test';
import { buildApiCases, checkApiCase, fastApiCases, listShopApiRoutes, signUp, snapshotApi, type ApiCase, type ApiFinding } from '../src/api-hostile.ts';
import { hostilePorts } from '../src/ports.ts';

const baseUrl = `http://127.0.0.1:${hostilePorts.api}`;
const routes = listShopApiRoutes();
const runId = `${Date.now().toString(36)}-${process.pid}`;

/** Sends the cases with a logged-in attacker, compares what a second customer and the public routes show before and after. */
async function runCases(cases: ApiCase[]) {
  const victim = await signUp(baseUrl, `victim-${runId}-${cases.length}@example.com`);
  const attacker = await signUp(baseUrl, `attacker-${runId}-${cases.length}@example.com`);
  const before = await snapshotApi(baseUrl, routes, victim);
  // Logging out ends the attacker's session: last, so the other routes see a customer.
  const ordered = [...cases].sort((a, b) => Number(a.route.path.endsWith('logout')) - Number(b.route.path.endsWith('logout')));
  const findings: ApiFinding[] = [];
  const statuses: Record<string, number> = {};
  for (const apiCase of ordered) {
    const result = await checkApiCase(baseUrl, apiCase, attacker);
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    if (result.finding) findings.push(result.finding);
  }
  const after = await snapshotApi(baseUrl, routes, victim);
  const changed = [...before.keys()].filter((key) => after.get(key) !== before.get(key));
  return { findings, statuses, changed, snapshotKeys: before.size };
}

test('a dozen malformed inputs to the shop API: no 5xx, every error a 4xx JSON naming the problem, data unchanged @fast', async () => {
  const result = await runCases(fastApiCases(routes));
  console.log(`shop API fast: statuses ${JSON.stringify(result.statuses)}, snapshot of ${result.snapshotKeys} reads`);
  expect(result.findings).toEqual([]);
  expect(result.changed).toEqual([]);
});

test('every shop API route with malformed input: no 5xx, every error a 4xx JSON naming the problem, data unchanged', async () => {
  test.setTimeout(15 * 60_000);
  const cases = buildApiCases(routes, { full: true });
  const covered = new Set(cases.map((apiCase) => `${apiCase.route.method} ${apiCase.route.path}`));
  expect(covered.size, 'every route gets hostile input').toBe(routes.length);
  const result = await runCases(cases);
  console.log(`shop API: ${routes.length} routes, ${cases.length} requests, statuses ${JSON.stringify(result.statuses)}, snapshot of ${result.snapshotKeys} reads`);
  expect(result.findings.slice(0, 30)).toEqual([]);
  expect(result.changed).toEqual([]);
});
