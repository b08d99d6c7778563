import { expect, test, type Page } from '@playwright/test';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultServer, type FaultMode } from '../src/fault-server.ts';
import { channels, pages, type Channel } from '../src/pages.ts';
import { faultPorts } from '../src/ports.ts';
import { repoRoot, startChannelApp, startShopApi, type Service } from '../src/stack.ts';

// Faults: the shop API stopped, the content API slow (10 s) or answering 429/500 (a loopback stand-in), Split's
// definitions unreadable. Pages must still render with no unhandled error in the browser, and recover without a restart
// of the shops. The apps are started once for the whole file: recovering means recovering in the same processes.
test.describe.configure({ mode: 'serial' });

let api: (Service & { dataDir: string }) | undefined;
let content: Awaited<ReturnType<typeof startFaultServer>> | undefined;
const shops: Service[] = [];
const splitDir = mkdtempSync(path.join(os.tmpdir(), 'quality-split-'));
const featuresFile = path.join(splitDir, 'flags.yaml');
const realFeatures = path.join(repoRoot, 'packages/flags/flags.yaml');

test.beforeAll(async () => {
  test.setTimeout(900_000);
  copyFileSync(realFeatures, featuresFile);
  api = await startShopApi({ port: faultPorts.api });
  content = await startFaultServer({ port: faultPorts.content, upstreamPort: faultPorts.api });
  const env = { CONTENT_API_URL: `http://127.0.0.1:${faultPorts.content}/v2`, SPLIT_FEATURES_FILE: featuresFile };
  shops.push(...(await Promise.all(channels.map((channel) => startChannelApp({ channel, ports: faultPorts, env })))));
});

test.afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await content?.close();
  await api?.stop();
  rmSync(splitDir, { recursive: true, force: true });
});

const checked = pages.filter((row) => row.kind === 'start' || row.kind === 'content' || row.kind === 'not-found');

/** Opens every checked page of both channels: status below 500, a heading, and no unhandled error in the console. */
async function expectPagesRender(page: Page, label: string) {
  for (const row of checked) {
    const url = `http://localhost:${faultPorts[row.channel]}${row.path}`;
    const problems: string[] = [];
    const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
    const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
      // The browser logs the 404 page's own status as a failed resource; that is the answer we asked for.
      const ownStatus = row.expectedStatus === 404 && /Failed to load resource: .*status of 404/.test(message.text()) && [url, ''].includes(message.location().url);
      if (message.type() === 'error' && !ownStatus) problems.push(`console: ${message.text()} (${message.location().url})`);
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
  await expectPagesRender(page, 'shop API stopped');
  api = await startShopApi({ port: faultPorts.api });
  await expectPagesRender(page, 'shop API back');
});

for (const mode of ['slow', '429', '500', 'down'] as const satisfies readonly FaultMode[]) {
  test(`content API ${mode === 'slow' ? 'slow (10 s)' : mode === 'down' ? 'dropping connections' : `answering ${mode}`}: pages render, then recover`, async ({ page }) => {
    test.setTimeout(240_000);
    content?.setMode(mode);
    await expectPagesRender(page, `content API ${mode}`);
    content?.setMode('pass');
    await expectPagesRender(page, `content API back from ${mode}`);
  });
}

test('Split unreachable (definitions unreadable): pages render with control treatments, then recover', async ({ page }) => {
  test.setTimeout(240_000);
  writeFileSync(featuresFile, '::: not yaml :::\n- [');
  await expectPagesRender(page, 'Split unreachable');
  copyFileSync(realFeatures, featuresFile);
  await expectPagesRender(page, 'Split back');
});

test('the shops read their content through CONTENT_API_URL (the stand-in saw the requests)', async ({ page }) => {
  test.fail(true, 'known gap: the apps do not read content yet, nor a CONTENT_API_URL setting, so the content faults above cannot reach them');
  const before = content?.hits() ?? 0;
  for (const channel of channels as readonly Channel[]) await page.goto(`http://localhost:${faultPorts[channel]}${pages.find((row) => row.channel === channel && row.kind === 'content')?.path ?? '/'}`);
  expect((content?.hits() ?? 0) - before).toBeGreaterThan(0);
});
