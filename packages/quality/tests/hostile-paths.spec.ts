import { expect, test } from '@playwright/test';
import { hostileTargets, runHostilePaths } from '../src/hostile-paths.ts';
import { channels } from '../src/pages.ts';
import { hostilePorts } from '../src/ports.ts';
import { startChannelApp, type Service } from '../src/stack.ts';

const runs = [
  { count: 300, tag: ' @fast', budgetMs: 60_000 },
  { count: 10_000, tag: '', budgetMs: 25 * 60_000 },
];

for (const channel of channels) {
  test.describe(channel, () => {
    let app: Service | undefined;
    test.beforeAll(async () => {
      // Waits for a teammate's build in progress (src/stack.ts snapshotApp) before starting.
    test.setTimeout(660_000);
      app = await startChannelApp({ channel, ports: hostilePorts });
    });
    test.afterAll(async () => {
      await app?.stop();
    });

    for (const { count, tag, budgetMs } of runs) {
      test(`${count} hostile paths and query strings: no 5xx, no foreign redirect, no redirect chain${tag}`, async () => {
        test.setTimeout(budgetMs + 30_000);
        const summary = await runHostilePaths({ channel, port: hostilePorts[channel], targets: hostileTargets(count), timeBudgetMs: budgetMs });
        console.log(`${channel}: ${summary.requests} requests in ${summary.seconds.toFixed(1)} s, statuses ${JSON.stringify(summary.statuses)}, findings ${summary.findings.length}`);
        expect(summary.findings.slice(0, 20)).toEqual([]);
        expect(summary.timedOut, 'every target sent within the time budget').toBe(false);
        expect(summary.requests).toBe(count);
      });
    }
  });
}
