import { signPreviewParams } from '@shop/api-client/content/preview';
import { expect, test } from '@playwright/test';
import { channelOf, channelPorts, countryUrl, e2eContentEnv, getAs, slash } from './stack.ts';

// The secrets both the shop API and the apps of the stack under test run with (CONTENT_PREVIEW_TOKEN, CONTENT_SPACE_ID).
const previewToken = e2eContentEnv.CONTENT_PREVIEW_TOKEN;
const spaceId = e2eContentEnv.CONTENT_SPACE_ID;

async function previewQuery(options: { token?: string; timestamp?: number } = {}) {
  const query = await signPreviewParams({ storyId: 1, spaceId, previewToken: options.token ?? previewToken, timestamp: options.timestamp ?? Math.floor(Date.now() / 1000) });
  return `?${query.toString()}`;
}

test('a draft-only story shows with a valid preview signature, never without one', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const path = slash(channel, '/winteraktion');
  expect((await getAs(request, countryUrl(channel, null, path))).status()).toBe(404);

  const valid = await getAs(request, countryUrl(channel, null, `${path}${await previewQuery()}`));
  expect(valid.status()).toBe(200);
  expect(valid.headers()['cache-control']).toContain('no-store');
  const html = await valid.text();
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

  for (const query of [await previewQuery({ token: 'guessed-token' }), await previewQuery({ timestamp: Math.floor(Date.now() / 1000) - 2 * 3600 }), '?_storyblok=1']) {
    expect((await getAs(request, countryUrl(channel, null, `${path}${query}`))).status(), query).toBe(404);
  }
});

test('an invalid preview shows the published page', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await getAs(request, countryUrl(channel, null, `${slash(channel, '/fotokalender')}${await previewQuery({ token: 'wrong' })}`));
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<h1[^>]*>Fotokalender gestalten<\/h1>/);
});

/**
 * The visual editor's bridge as far as the page uses it: the test keeps the handlers and fires events as the editor
 * would. Served for the bridge's CDN address (there is no internet in the tests).
 */
const fakeBridge = `window.StoryblokBridge = function (options) {
  window.bridgeOptions = options;
  this.on = function (events, callback) { window.bridgeHandlers = (window.bridgeHandlers || []).concat([{ events: events, callback: callback }]); };
};
window.fireBridgeEvent = function (event) {
  (window.bridgeHandlers || []).forEach(function (handler) { if (handler.events.indexOf(event.action) >= 0) handler.callback(event); });
};`;

test('live preview: the bridge input event changes a teaser headline in place, without a reload; editor attributes only in previews', async ({ page, request, context }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await context.route('https://app.storyblok.com/f/storyblok-v2-latest.js', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeBridge }));
  // Each document counts its own load event: a reload would start a second document.
  await page.addInitScript(() => {
    window.addEventListener('load', () => sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1)));
  });

  // The draft story as the content delivery API gives it to the bridge (with the editor's markers).
  const delivered = await request.get(`http://localhost:${channelPorts.api}/v2/cdn/stories/${channel}/fotokalender?version=draft&token=${previewToken}`);
  expect(delivered.status()).toBe(200);
  const { story } = (await delivered.json()) as { story: { id: number; content: { teaser: { component: string; headline: string }[] } } };
  const query = new URLSearchParams((await previewQuery()).slice(1));
  query.set('_storyblok', String(story.id));

  // Every script a page fetches (first load and later), to look for the live-preview code in it.
  let scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const livePreviewCode = async () => (await Promise.all(scripts)).some((body) => body.includes('live preview: the edited story was not rendered'));

  // A normal page: no editor attributes, no bridge, none of the live-preview code in its JavaScript.
  await page.goto(slash(channel, '/fotokalender'));
  await expect(page.locator('h1.teaser__headline')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-blok-c]').count()).toBe(0);
  expect(await page.evaluate(() => 'StoryblokBridge' in window)).toBe(false);
  expect(await livePreviewCode()).toBe(false);
  scripts = [];

  await page.goto(`${slash(channel, '/fotokalender')}?${query.toString()}`);
  const headline = page.locator('h1.teaser__headline');
  await expect(headline).toBeVisible();
  await expect(page.locator('[data-blok-c]').first()).toBeAttached();
  const teaserUid = await page.locator('[data-blok-c]').first().getAttribute('data-blok-uid');
  expect(teaserUid).toMatch(new RegExp(`^${story.id}-`));
  await page.waitForFunction(() => Array.isArray((window as unknown as { bridgeHandlers?: unknown[] }).bridgeHandlers));
  expect(await livePreviewCode()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { bridgeOptions: { resolveRelations: string[] } }).bridgeOptions.resolveRelations)).toEqual(['ThemesOverview.themes']);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const loadsBefore = await page.evaluate(() => sessionStorage.getItem('loads'));

  const edited = structuredClone(story);
  const teaser = edited.content.teaser.find((blok) => blok.component === 'Teaser');
  if (!teaser) throw new Error('the story has no teaser');
  teaser.headline = `Live bearbeitet ${channel}`;
  await page.evaluate((editedStory) => (window as unknown as { fireBridgeEvent: (event: unknown) => void }).fireBridgeEvent({ action: 'input', story: editedStory }), edited);

  await expect(headline).toHaveText(`Live bearbeitet ${channel}`);
  // The same document: no navigation, no second load event.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe(loadsBefore);
  await expect(page.locator('[data-blok-c]').first()).toBeAttached();

  // Saved (`change`): the page shows the stored draft again, still without a reload.
  await page.evaluate((id) => (window as unknown as { fireBridgeEvent: (event: unknown) => void }).fireBridgeEvent({ action: 'change', storyId: id }), story.id);
  await expect(headline).toHaveText(story.content.teaser[0]?.headline ?? '');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the live-preview action refuses a story without a valid preview signature', async ({ page, context }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await context.route('https://app.storyblok.com/f/storyblok-v2-latest.js', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeBridge }));
  const query = new URLSearchParams((await previewQuery()).slice(1));
  await page.goto(`${slash(channel, '/fotokalender')}?${query.toString()}`);
  await page.waitForFunction(() => Array.isArray((window as unknown as { bridgeHandlers?: unknown[] }).bridgeHandlers));
  const headline = page.locator('h1.teaser__headline');
  const before = await headline.textContent();
  // The page's address loses its signature before the editor types: the server renders nothing for it.
  await page.evaluate(() => history.replaceState(null, '', `${location.pathname}?_storyblok=1`));
  // The previewed story's id, from the editor attributes of its first block (`<story id>-<block uid>`).
  const storyId = Number((await page.locator('[data-blok-uid]').first().getAttribute('data-blok-uid'))?.split('-')[0]);
  const action = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined);
  await page.evaluate((id) => (window as unknown as { fireBridgeEvent: (event: unknown) => void }).fireBridgeEvent({ action: 'input', story: { id, uuid: 'x', name: 'x', slug: 'x', full_slug: 'x', content: { component: 'Page', _uid: 'u', teaser: [{ component: 'Teaser', _uid: 't', headline: 'Fremder Text' }] } } }), storyId);
  // The server action answers with an error, and the page keeps what it showed.
  expect((await action).status()).toBe(500);
  await page.waitForTimeout(500);
  await expect(headline).toHaveText(before ?? '');
});
