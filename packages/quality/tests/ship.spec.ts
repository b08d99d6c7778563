import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { channels as channelSettings } from '@shop/config/channels';
import { channels, pages } from '../src/pages.ts';
import { freePort, hammer, linksLeavingFolder, mebibytes, residentBytes, shipToEmptyFolder, startShipped, type ShippedApp, type ShippedFolder } from '../src/shipped.ts';
import { repoRoot, type Service } from '../src/stack.ts';

// Issue 19: each app ships as a folder that runs alone. Every app is shipped (scripts/ship.mjs, as `npm run ship`
// does), copied into an empty temp folder (no node_modules above it) and started with `node server.js`, production
// settings and real secrets; the shops talk to the shipped shop API. Slow (a build per channel when turbo's cache
// misses): test:hostile only, never @fast.
test.describe.configure({ mode: 'serial' });

const requestsForMemory = 1_000;
const secret = () => randomBytes(24).toString('base64url');
/** The secrets production refuses to run without (the local defaults are refused): one fresh value each. */
const secrets = { CONTENT_PREVIEW_TOKEN: secret(), CONTENT_WEBHOOK_SECRET: secret(), REVALIDATE_SECRET: secret(), RECAPTCHA_SECRET: secret(), CONTENT_SPACE_ID: String(100_000 + randomBytes(2).readUInt16BE()) };
const versionOf = async (app: ShippedApp) => (JSON.parse(await readFile(path.join(repoRoot, 'apps', app, 'package.json'), 'utf8')) as { version: string }).version;

let api: { folder: ShippedFolder; service: Service & { startupMs: number; pid: number }; port: number; dataDir: string } | undefined;

test.afterAll(async () => {
  await api?.service.stop();
  await api?.folder.remove();
  if (api) await rm(api.dataDir, { recursive: true, force: true });
});

/** Checks a shipped folder carries everything it links to, and prints its figures. */
async function report(app: ShippedApp, folder: ShippedFolder, service: { startupMs: number; pid: number }, statuses: Record<number, number>) {
  const rss = await residentBytes(service.pid);
  console.log(`ship ${app}: folder ${mebibytes(folder.bytes)}, start-up ${Math.round(service.startupMs)} ms, resident ${mebibytes(rss)} after ${requestsForMemory} requests ${JSON.stringify(statuses)}`);
  expect(statuses).toEqual({ 200: requestsForMemory });
}

test('shop-api: the shipped folder alone answers /health with its version and prices an article', async () => {
  test.setTimeout(300_000);
  const folder = await shipToEmptyFolder('shop-api');
  expect(await linksLeavingFolder(folder.dir)).toEqual([]);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shipped-shop-api-data-'));
  const service = await startShipped({
    name: 'shop-api',
    dir: folder.dir,
    env: { NODE_ENV: 'production', API_PORT: String(port), DATA_DIR: dataDir, ...secrets },
    readyUrl: `http://127.0.0.1:${port}/health`,
  });
  api = { folder, service, port, dataDir };
  const base = `http://127.0.0.1:${port}`;

  const health = await fetch(`${base}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up', version: await versionOf('shop-api') });

  const shop = { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' };
  const article = `${base}/price-api/prices/article?materialType=leinwand&formatType=600x400`;
  const priced = await fetch(article, { headers: shop });
  expect(priced.status).toBe(200);
  expect(((await priced.json()) as { payload: { priceCurrent: unknown; currency: unknown } }).payload).toMatchObject({ priceCurrent: expect.any(Number), currency: 'EUR' });

  // sharp's native binary from the folder's node_modules: a content image resized and re-encoded.
  // A size of the proxy's fixed set (the start page asks for this one).
  const image = await fetch(`${base}/images/shared/teaser-voucher.jpg?w=600&h=400&fit=cover&format=webp`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/webp');
  await image.arrayBuffer();

  const statuses = await hammer([{ url: `${base}/health` }, { url: article, headers: shop }], requestsForMemory);
  await report('shop-api', folder, service, statuses);
});

for (const channel of channels) {
  test.describe(channel, () => {
    let shop: { folder: ShippedFolder; service: Service & { startupMs: number; pid: number }; port: number; host: string } | undefined;
    const get = (target: string) => fetch(`http://127.0.0.1:${shop?.port ?? 0}${target}`, { redirect: 'manual', headers: { host: shop?.host ?? '' } });
    const categoryPath = pages.find((row) => row.channel === channel && row.kind === 'category')?.path ?? '';

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      expect(api, 'the shipped shop API runs (previous test)').toBeDefined();
      const folder = await shipToEmptyFolder(channel);
      try {
        expect(await linksLeavingFolder(folder.dir)).toEqual([]);
        const port = await freePort();
        const host = `localhost:${port}`;
        // HOSTNAME stays the default (all interfaces, as in the image): bound to 127.0.0.1, Next takes the proxy's
        // rewrites to localhost:PORT for a foreign origin and proxies them to itself (src/stack.ts says the same).
        const service = await startShipped({
          name: channel,
          dir: folder.dir,
          env: { NODE_ENV: 'production', [`${channelSettings[channel].portVariablePrefix}_PORT`]: String(port), SHOP_API_URL: `http://127.0.0.1:${api?.port ?? 0}`, ...secrets },
          readyUrl: `http://127.0.0.1:${port}/`,
          host,
        });
        shop = { folder, service, port, host };
      } catch (error) {
        await folder.remove();
        throw error;
      }
    });
    test.afterAll(async () => {
      await shop?.service.stop();
      await shop?.folder.remove();
    });

    test('the shipped folder alone serves the home page, a category page and sitemap.xml through the shop\'s own server', async () => {
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.headers.get('x-app-version')).toBe(await versionOf(channel));
      expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
      // The shop's own server puts the build's stylesheet into the page: the shipped folder has the file to read.
      expect(await home.text()).toMatch(/<style data-stylesheet="\/_next\/static\/[\w./-]+\.css">[^<]{1000,}<\/style><link rel="stylesheet" href="[^"]+" data-precedence="next" disabled=""\/>/);

      const category = await get(categoryPath);
      expect(category.status).toBe(200);
      await category.arrayBuffer();

      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(await sitemap.text()).toContain('<urlset');

      // The project's own server: `//` answers with one redirect, the /shop-api forward reaches the shipped API.
      const doubled = await get('//datenschutz');
      expect(doubled.status).toBe(308);
      const forwarded = await get('/shop-api/health');
      expect(forwarded.status).toBe(200);
      expect(await forwarded.json()).toMatchObject({ status: 'ok' });

      const statuses = await hammer(
        ['/', categoryPath, '/sitemap.xml'].map((target) => ({ url: `http://127.0.0.1:${shop?.port ?? 0}${target}`, headers: { host: shop?.host ?? '' } })),
        requestsForMemory,
      );
      if (shop) await report(channel, shop.folder, shop.service, statuses);
    });

    test('a designer hand-off of the category page answers 200 (after at most one redirect)', async () => {
      const html = await (await get(categoryPath)).text();
      const handOff = /href="(\/[^"]*configurator-[^"?]*\?[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      expect(handOff, `${categoryPath} links into a designer`).toBeDefined();
      let designer = await get(handOff ?? '');
      let designerPath = handOff ?? '';
      const location = designer.headers.get('location');
      if ((designer.status === 307 || designer.status === 308) && location) {
        const target = new URL(location, `http://${shop?.host ?? ''}`);
        designerPath = `${target.pathname}${target.search}`;
        await designer.arrayBuffer();
        designer = await get(designerPath);
      }
      expect(designer.status, `${handOff} → ${designerPath}`).toBe(200);
      await designer.arrayBuffer();
    });
  });
}
