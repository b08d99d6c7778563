import { signPreviewParams } from '@shop/api-client/content/preview';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { channelOf, e2eContentEnv, slash, type Channel } from './stack.ts';

/**
 * The hostile story (`packages/ui/test/hostile-story.json`, never published): markup in the headline, a script in the
 * teaser text and in rich text, `javascript:` and `data:` links with `onclick` / `onmouseover` attributes, an image
 * with a `javascript:` source and an `onerror` in its alt text, an unknown blok. It reaches the page the way an
 * editor's unsaved text does: a verified preview's live editing (the bridge's `input` event, simulated) renders it
 * on the server through the page's blocks. In the browser none of it may run or reach the DOM as markup.
 */
const hostileStoryFile = fileURLToPath(new URL('../../ui/test/hostile-story.json', import.meta.url));

/** The visual editor's bridge as far as the page uses it (no internet in the tests): the test fires its events. */
const fakeBridge = `window.StoryblokBridge = function () {
  this.on = function (events, callback) { window.bridgeHandlers = (window.bridgeHandlers || []).concat([{ events: events, callback: callback }]); };
};
window.fireBridgeEvent = function (event) {
  (window.bridgeHandlers || []).forEach(function (handler) { if (handler.events.indexOf(event.action) >= 0) handler.callback(event); });
};`;

/** Opens a verified preview and lets the editor "type" the hostile story into it; returns the preview's path. */
async function showHostileStory(page: Page, channel: Channel): Promise<string> {
  await page.context().route('https://app.storyblok.com/f/storyblok-v2-latest.js', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeBridge }));
  const query = await signPreviewParams({ storyId: 1, spaceId: e2eContentEnv.CONTENT_SPACE_ID, previewToken: e2eContentEnv.CONTENT_PREVIEW_TOKEN, timestamp: Math.floor(Date.now() / 1000) });
  const path = `${slash(channel, '/fotokalender')}?${query.toString()}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => Array.isArray((window as unknown as { bridgeHandlers?: unknown[] }).bridgeHandlers));
  // The previewed story's id (its blocks' editor attributes): the hostile text is an edit of this story.
  const id = Number((await page.locator('[data-blok-uid]').first().getAttribute('data-blok-uid'))?.split('-')[0]);
  const file = JSON.parse(await readFile(hostileStoryFile, 'utf8')) as Record<string, unknown> & { published: unknown };
  const { published, draft: _draft, ...fields } = file;
  const story = { ...fields, id, full_slug: `${channel}/fotokalender`, content: published };
  await page.evaluate((edited) => (window as unknown as { fireBridgeEvent: (event: unknown) => void }).fireBridgeEvent({ action: 'input', story: edited }), story);
  return path;
}

test('hostile content renders as text: no script runs, no javascript: link, no event handler attribute', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const path = await showHostileStory(page, channel);

  // The markup stays visible as text (escaped), inside the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror="window.__hostile=1">Sicherheitstest');
  await expect(page.getByText('<script>window.__hostile=1</script>Text mit Skript.')).toBeVisible();

  // Hover and click the hostile link: handlers would fire here if any had survived.
  const hostileLink = page.getByText('Gefährlicher Link');
  await hostileLink.hover();
  await hostileLink.click();

  const found = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const elements = [...main.querySelectorAll('*')];
    return {
      ran: (window as unknown as { __hostile?: unknown }).__hostile ?? null,
      scriptsInContent: [...main.querySelectorAll('script')].filter((script) => script.textContent?.includes('__hostile')).length,
      handlerAttributes: elements.flatMap((element) => element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')).map((name) => `${element.tagName}[${name}]`)),
      unsafeUrls: elements.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null && /^\s*(javascript|data|vbscript):/i.test(value)),
      ),
      imgWithXSource: [...main.querySelectorAll('img')].filter((image) => image.getAttribute('src') === 'x').length,
    };
  });
  expect(found).toEqual({ ran: null, scriptsInContent: 0, handlerAttributes: [], unsafeUrls: [], imgWithXSource: 0 });
  expect(dialogs).toEqual([]);
  // Still the same page: the javascript: link was not a link.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
});

test('a blok without a component shows the spec’s message', async ({ page }, testInfo) => {
  await showHostileStory(page, channelOf(testInfo.project.name));
  await expect(page.getByText('Component could not be found for blok UnknownWidget! Is it configured correctly?')).toBeVisible();
});

test('the hostile story is not published: no page, not in the sitemap', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  expect((await request.get(slash(channel, '/sicherheitstest'), { maxRedirects: 0 })).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('sicherheitstest');
});
