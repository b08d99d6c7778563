import { expect, test, type Page } from '@playwright/test';
import { channelOf, countryUrl, slash, type Channel } from './stack.ts';

/** The phone widths of issue 14: no page may scroll sideways at any of them. */
const phoneWidths = [320, 360, 375, 390, 414] as const;

/** One page of each main type per channel (start, category story, product list and detail, theme, Swiss French, 404). */
function pageTypes(channel: Channel): string[] {
  const paths =
    channel === 'kartenliebe'
      ? ['/', '/karten', '/products', '/products/card', '/themes/hochzeit', '/karten/hochzeitskarten-einladungskarten', '/gibt-es-nicht-auf-dem-telefon']
      : ['/', '/wandbilder', '/products', '/products/photobox', '/gibt-es-nicht-auf-dem-telefon'];
  return [...paths.map((path) => countryUrl(channel, null, slash(channel, path))), countryUrl(channel, 'ch', slash(channel, '/fr/'))];
}

/** How far the document reaches beyond the viewport, and the header entries that do not fit into it. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = [...document.querySelectorAll<HTMLElement>('.header > *, .header__entries > *')]
      .filter((entry) => {
        const box = entry.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
      })
      .map((entry) => entry.className);
    return { overflow: document.documentElement.scrollWidth - width, clipped };
  });
}

test('no page scrolls sideways on a phone; the header shows icons only, every entry inside the screen', async ({ page }, testInfo) => {
  // Eight page loads with five layouts each: a few seconds alone, more on a busy machine.
  test.setTimeout(90_000);
  const channel = channelOf(testInfo.project.name);
  // Each page loads once and is measured at every width (the layout follows the viewport; no reload needed).
  for (const url of pageTypes(channel)) {
    await page.setViewportSize({ width: phoneWidths[0], height: 720 });
    await page.goto(url);
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 720 });
      const { overflow, clipped } = await measure(page);
      expect(overflow, `${url} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
      expect(clipped, `${url} at ${width} px`).toEqual([]);
    }
  }
  // Icons only: the entries' texts stay as accessible names but take no room.
  const header = page.getByRole('banner');
  for (const entry of await header.locator('.header__entries .header__text').all()) {
    expect((await entry.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  }
  await expect(header.getByRole('link', { name: /Warenkorb|Panier|Cart/i })).toBeVisible();
});

test('the cart count is a badge on the cart icon on a phone', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(countryUrl(channel, null, '/'));
  const cart = page.locator('.header__entry--cart');
  // Over the icon's corner, not beside it: the badge adds no width to the header (its count shows once above 0).
  const placement = await cart.evaluate((entry) => {
    const badge = entry.querySelector('.header__count');
    const icon = entry.querySelector('svg');
    if (!badge || !icon) return null;
    const badgeBox = badge.getBoundingClientRect();
    const iconBox = icon.getBoundingClientRect();
    return { position: getComputedStyle(badge).position, overlaps: badgeBox.left < iconBox.right && badgeBox.bottom > iconBox.top, entryWidth: entry.getBoundingClientRect().width, iconWidth: iconBox.width };
  });
  expect(placement).toEqual({ position: 'absolute', overlaps: true, entryWidth: placement?.iconWidth, iconWidth: placement?.iconWidth });
});
