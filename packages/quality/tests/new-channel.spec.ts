import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { channels as channelSettings } from '@shop/config/channels';
import { channels, pages } from '../src/pages.ts';
import { freePort } from '../src/shipped.ts';
import { qualityContentEnv, qualityHashLogN, repoRoot, startChannelApp, startService, waitFor, type Service } from '../src/stack.ts';

// Issue 17: "a third channel is a settings file, a line and a copied app" is proved, not promised. In a clean copy of
// the repository (`git archive HEAD`, packages installed from the local store), `pnpm new-channel` creates a channel
// from kartenliebe; the copy builds the new app, runs its shop API (which knows the channel from its settings) and the
// new shop beside the other channels' shops, and the new shop answers its home, a category page and sitemap.xml, and its
// shop API data (card themes, a card price by its factors and campaign) comes from the seed. A build: test:hostile
// only, never @fast.
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const id = 'fotowelt';
const from = 'kartenliebe';

let copy: string | undefined;
let dataDir: string | undefined;
const services: Service[] = [];

test.afterAll(async () => {
  for (const service of services.reverse()) await service.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (copy) await rm(copy, { recursive: true, force: true });
});

async function start(service: Service, url: string, host: string): Promise<void> {
  services.push(service);
  try {
    await waitFor(url, { host, child: service.child, timeoutMs: 300_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${service.output()}`, { cause: error });
  }
}

test(`pnpm new-channel ${id}: the new shop builds, runs beside the others and answers its home, a category page, sitemap.xml and its shop API data`, async () => {
  test.setTimeout(1_200_000);
  copy = await mkdtemp(path.join(os.tmpdir(), 'new-channel-'));
  const sh = (command: string, cwd = copy as string) => run('sh', ['-c', command], { cwd, maxBuffer: 64 * 1024 * 1024 });

  await sh(`git archive HEAD | tar -x -C '${copy}'`, repoRoot);
  await sh('pnpm install --offline --frozen-lockfile');
  const created = await sh(`pnpm --silent new-channel ${id} --from ${from} --name Fotowelt`);
  console.log(created.stdout);
  // The files the script touches besides the copied app folder and content tree: the settings file, the channel table's
  // line and the start page's intro in the six shell catalogues.
  expect(created.stdout).toContain(`packages/config/src/channels/${id}.ts`);
  expect(created.stdout).toContain('packages/config/src/channels/index.ts');
  expect(created.stdout).toContain(`apps/${id}/`);
  expect(created.stdout).toContain(`content/${id}/`);
  await sh('pnpm install --offline --no-frozen-lockfile');
  await sh(`pnpm --filter @shop/${id} build`);

  const apiPort = await freePort();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'new-channel-api-'));
  await start(
    startService({
      name: 'shop-api',
      cwd: path.join(copy, 'apps/shop-api'),
      args: ['src/main.ts'],
      env: { API_PORT: String(apiPort), DATA_DIR: dataDir, CONTENT_PREVIEW_TOKEN: qualityContentEnv.CONTENT_PREVIEW_TOKEN, REVALIDATE_SECRET: qualityContentEnv.REVALIDATE_SECRET, PASSWORD_HASH_LOG_N: qualityHashLogN },
    }),
    `http://127.0.0.1:${apiPort}/health`,
    `127.0.0.1:${apiPort}`,
  );

  // The other channels' shops, as built in this repository, on the same shop API.
  const ports = { ...Object.fromEntries(await Promise.all(channels.map(async (channel) => [channel, await freePort()] as const))), api: apiPort } as Parameters<typeof startChannelApp>[0]['ports'];
  for (const channel of channels) services.push(await startChannelApp({ channel, ports }));

  const port = await freePort();
  const prefix = /variable ([A-Z][A-Z0-9]*)_PORT/.exec(created.stdout);
  expect(prefix, 'the script names the new port variable').not.toBeNull();
  await start(
    startService({
      name: id,
      cwd: path.join(copy, 'apps', id),
      args: ['server.ts'],
      env: {
        NODE_ENV: 'production',
        ...qualityContentEnv,
        [`${prefix?.[1]}_PORT`]: String(port),
        API_PORT: String(apiPort),
        SHOP_API_URL: `http://127.0.0.1:${apiPort}`,
        SPLIT_FEATURES_FILE: path.join(copy, 'packages/flags/flags.yaml'),
      },
    }),
    `http://127.0.0.1:${port}/`,
    `localhost:${port}`,
  );

  const get = (target: string, at = port) => fetch(`http://127.0.0.1:${at}${target}`, { redirect: 'manual', headers: { host: `localhost:${at}` } });
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(await home.text()).toContain(`data-channel="${id}"`);
  const category = pages.find((row) => row.channel === from && row.kind === 'category')?.path ?? '';
  expect(category, `a category page of ${from} in packages/quality/src/pages.ts`).not.toBe('');
  expect((await get(category)).status).toBe(200);
  const sitemap = await get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  // Its own pages: the copied stories under the new channel, the category among them.
  expect(await sitemap.text()).toContain(`:${port}${category}</loc>`);
  // Its shop API data, through its own `/shop-api` forward as a browser calls it: the seed derives the channel's
  // catalogue, prices and demo data from its settings (apps/shop-api/src/db/seed-tables), none written for it by hand.
  const payloadOf = async (target: string) => {
    // The channel header the shop's client sends from the browser (without it the shop API answers as its default channel).
    const response = await fetch(`http://127.0.0.1:${port}/shop-api${target}`, { headers: { host: `localhost:${port}`, 'x-channel': `${id}-DE` } });
    expect(response.status, target).toBe(200);
    return ((await response.json()) as { payload: Record<string, unknown> }).payload;
  };
  expect(((await payloadOf('/web-api/themes?perPage=48')).themes as unknown[]).length, 'its card themes').toBeGreaterThan(0);
  // One card at the copied factors (cards -5 %) and its own wedding campaign (-15 %): what kartenliebe charges.
  expect(await payloadOf('/web-api/card-price?paper=standard&format=a6-hoch')).toMatchObject({ priceCurrent: 133, priceOriginal: 157 });
  const campaigns = (await payloadOf('/web-api/campaign-data')).campaigns as { code: string }[];
  expect(campaigns.map((campaign) => campaign.code)).toContain(`wedding-season-${id}`);
  // Beside it, the other channels still answer their homes on the same shop API.
  for (const channel of channels) {
    expect((await get('/', ports[channel])).status, `${channelSettings[channel].name} home`).toBe(200);
  }
});
