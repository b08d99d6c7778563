import { expect, test } from '@playwright/test';
import { channelOf, slash } from './stack.ts';

/**
 * The seeded hostile story (`sicherheitstest`): markup in the headline, a script in the teaser text and in rich text,
 * `javascript:` and `data:` links with `onclick` / `onmouseover` attributes, an image with a `javascript:` source and
 * an `onerror` in its alt text. In the browser none of it may run or reach the DOM as markup.
 */
test('hostile content renders as text: no script runs, no javascript: link, no event handler attribute', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await page.goto(slash(channel, '/sicherheitstest'));
  expect(response?.status()).toBe(200);

  // The markup stays visible as text (escaped), inside the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror="window.__hostile=1">Sicherheitstest');
  await expect(page.getByText('<script>window.__hostile=1</script>Text mit Skript.')).toBeVisible();

  // Hover and click the hostile link: handlers would fire here if any had survived.
  const hostileLink = page.getByText('Gefährlicher Link');
  await hostileLink.hover();
  await hostileLink.click();
  await page.waitForLoadState('load');

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
  await expect(page).toHaveURL(new RegExp(`${slash(channel, '/sicherheitstest').replace(/\//g, '\\/')}$`));
});

test('a blok without a component shows the spec’s message', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.goto(slash(channel, '/sicherheitstest'));
  await expect(page.getByText('Component could not be found for blok UnknownWidget! Is it configured correctly?')).toBeVisible();
});
