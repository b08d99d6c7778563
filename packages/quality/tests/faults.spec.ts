import { expect, test, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultServer, type FaultMode } from '../src/fault-server.ts';
import { channels, freshContentPaths, pages, type Channel } from '../src/pages.ts';
import { faultPorts } from '../src/ports.ts';
import { repoRoot, startAll, startChannelApp, startShopApi, type Service } from '../src/stack.ts';

// Faults: the shop API stopped, the content API slow (10 s) or answering 429/500 (a loopback stand-in), Split's
// definitions unreadable. Pages must still render with no unhandled error in the browser, and recover without a restart
// of the shops. The apps are started once per worker: each test ends with the recovery check in the same processes.

let api: (Service & { dataDir: string }) | undefined;
let content: Awaited<ReturnType<typeof startFaultServer>> | undefined;
const shops: Service[] = [];
const splitDir = mkdtempSync(path.join(os.tmpdir(), 'quality-split-'));
const featuresFile = path.join(splitDir, 'flags.yaml');
const realFeatures = path.join(repoRoot, 'packages/flags/flags.yaml');
// The shops on these ports call the API from the browser: their origins must pass its CORS and origin checks.
const apiEnv = { ALLOWED_ORIGINS: channels.map((channel) => `http://localhost:${faultPorts[channel]}`).join(',') };

test.beforeAll(async () => {
  test.setTimeout(900_000);
  copyFileSync(realFeatures, featuresFile);
  api = await startShopApi({ port: faultPorts.api, env: apiEnv });
  // The shops reach the shop API, and through it the content routes, via the stand-in: faults hit the content paths only.
  content = await startFaultServer({ port: faultPorts.content, upstreamPort: faultPorts.api, faultPaths: /^\/(frontend-api|v2)\// });
  const standIn = `http://127.0.0.1:${faultPorts.content}`;
  const env = { SHOP_API_URL: standIn, CONTENT_API_URL: `${standIn}/v2`, SPLIT_FEATURES_FILE: featuresFile };
  shops.push(...(await startAll(channels.map((channel) => () => startChannelApp({ channel, ports: faultPorts, env })))));
});

test.afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await content?.close();
  await api?.stop();
  rmSync(splitDir, { recursive: true, force: true });
});

const checked = pages.filter((row) => row.kind === 'start' || row.kind === 'content' || row.kind === 'not-found');

/**
 * Opens every checked page of both channels: status below 500, a heading, and no unhandled error in the console.
 * With a backend down, the browser's own log of resources it could not load (pictures from the image proxy, the
 * session call) is expected and only reported; script errors and console.error calls still fail.
 */
async function expectPagesRender(page: Page, label: string, options: { backendDown?: boolean } = {}) {
  for (const row of checked) {
    const url = `http://localhost:${faultPorts[row.channel]}${row.path}`;
    const problems: string[] = [];
    const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
    const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
      // The browser logs the 404 page's own status as a failed resource; that is the answer we asked for.
      const ownStatus = row.expectedStatus === 404 && /Failed to load resource: .*status of 404/.test(message.text()) && [url, ''].includes(message.location().url);
      const network = /^Failed to load resource/.test(message.text());
      if (message.type() !== 'error' || ownStatus) return;
      if (network && options.backendDown) test.info().annotations.push({ type: 'network', description: `${label}: ${message.text()} (${message.location().url})` });
      else problems.push(`console: ${message.text()} (${message.location().url})`);
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    const response = await page.goto(url, { timeout: 45_000, waitUntil: 'load' });
    expect(response?.status() ?? 0, `${label}: ${url}`).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 }), `${label}: ${url}`).toBeVisible();
    await expect(page.getByRole('banner'), `${label}: ${url}`).toBeVisible();
    // Let late client work (flag bootstrap, session check) report its errors.
    await page.waitForTimeout(500);
    page.off('pageerror', onError);
    page.off('console', onConsole);
    expect(problems, `${label}: ${url}`).toEqual([]);
  }
}

test('baseline: every page renders', async ({ page }) => {
  await expectPagesRender(page, 'baseline');
});

test('shop API stopped: pages render; back up: pages render again without restarting the shops', async ({ page }) => {
  test.setTimeout(240_000);
  await api?.stop();
  await expectPagesRender(page, 'shop API stopped', { backendDown: true });
  api = await startShopApi({ port: faultPorts.api, env: apiEnv });
  await expectPagesRender(page, 'shop API back');
});

for (const mode of ['slow', '429', '500', 'down'] as const satisfies readonly FaultMode[]) {
  test(`content API ${mode === 'slow' ? 'slow (10 s)' : mode === 'down' ? 'dropping connections' : `answering ${mode}`}: pages render, then recover`, async ({ page }) => {
    test.setTimeout(240_000);
    content?.setMode(mode);
    await expectPagesRender(page, `content API ${mode}`, { backendDown: true });
    content?.setMode('pass');
    await expectPagesRender(page, `content API back from ${mode}`);
  });
}

test('Split unreachable (definitions unreadable): pages render with control treatments, then recover', async ({ page }) => {
  test.setTimeout(240_000);
  writeFileSync(featuresFile, '::: not yaml :::\n- [');
  await expectPagesRender(page, 'Split unreachable', { backendDown: true });
  copyFileSync(realFeatures, featuresFile);
  await expectPagesRender(page, 'Split back');
});

test('the content faults reach the shops (the stand-in saw their content requests)', async ({ page }) => {
  // Pages come from the full-route cache once rendered: only a path no run has asked for yet reaches the content API.
  const before = content?.hits() ?? 0;
  for (const channel of channels as readonly Channel[]) await page.goto(`http://localhost:${faultPorts[channel]}/faults-probe-${Date.now().toString(36)}/`);
  expect((content?.hits() ?? 0) - before).toBeGreaterThan(0);
});

test('content API answering 500 for a page not in the cache yet: the error page with its fallback text, then the page once the API is back', async ({ page }) => {
  test.setTimeout(240_000);
  for (const channel of channels as readonly Channel[]) {
    // A seeded story no earlier test rendered (the bench uses the same list on its own stack).
    const path = freshContentPaths[channel]?.[0] ?? '/';
    const url = `http://localhost:${faultPorts[channel]}${path}`;
    const problems: string[] = [];
    const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
    page.on('pageerror', onError);
    content?.setMode('500');
    const broken = await page.goto(url, { timeout: 45_000, waitUntil: 'load' });
    test.info().annotations.push({ type: 'status', description: `${channel} ${path} with the content API at 500: ${broken?.status()}` });
    await expect(page.getByRole('banner'), url).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    content?.setMode('pass');
    // The failed render is not cached: the same path shows its story as soon as the content API answers again.
    await expect
      .poll(async () => {
        const response = await page.goto(url, { timeout: 45_000, waitUntil: 'load' });
        return `${response?.status()} ${await page.locator('[data-story]').count()}`;
      }, { timeout: 60_000, intervals: [1_000, 2_000, 5_000] })
      .toBe('200 1');
    page.off('pageerror', onError);
    expect(problems, url).toEqual([]);
  }
});
