import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { channels } from '@shop/config/channels';
import { readVerificationLink } from './mail.ts';
import { channelOf, countryUrl, slash, type Channel } from './stack.ts';

/**
 * The wishlist (spec point 2, channels with `hasWishlist`), on a phone (375 px): a visitor keeps a design from a theme
 * page (heart, `aria-pressed`), the header counts it, the wishlist page lists it with picture, name and a link to its
 * card detail page (200), and removes it; kept again, it survives a reload (localStorage) and moves into the account
 * at sign-up, where a reload still shows it. A channel without a wishlist shows no heart and no header entry.
 */

test.use({ viewport: { width: 375, height: 740 } });

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

const url = (channel: Channel, path: string) => countryUrl(channel, null, slash(channel, path));
const count = (page: Page) => page.getByTestId('wishlist-count');

test('kartenliebe: a visitor keeps a design, sees the count, opens the wishlist, follows the link, removes it; sign-up keeps the list in the account', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(!channels[channel].features.hasWishlist, 'only channels with a wishlist');
  test.setTimeout(60_000);
  await page.goto(url(channel, '/themes/hochzeit'));
  const tile = page.locator('.block-list__item--wishlist').first();
  const heart = tile.getByRole('button', { name: 'Auf den Merkzettel' });
  // The heart can be pressed once the wishlist started in the browser.
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(count(page)).toHaveText('0');
  const title = (await tile.locator('.content-image + span').textContent())?.trim() ?? '';
  const detailHref = await tile.locator('a').getAttribute('href');
  expect(title).not.toBe('');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // The header entry opens the wishlist page: the design with its picture, its name linking to its card detail page.
  await page.locator('.header__entry--wishlist').click();
  await expect(page).toHaveURL(url(channel, '/merkzettel'));
  const list = page.getByTestId('wishlist-list');
  const link = list.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', detailHref ?? '');
  await expect(list.locator('.wishlist-list__item img')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  const detail = await page.request.get(new URL(detailHref ?? '', page.url()).toString());
  expect(detail.status()).toBe(200);
  await link.click();
  await expect(page.getByTestId('card-detail')).toBeVisible();
  // The card detail page's heart is the same design's: pressed.
  await expect(page.getByTestId('card-detail').getByRole('button', { name: 'Auf den Merkzettel' })).toHaveAttribute('aria-pressed', 'true');

  // Remove it on the wishlist page: the empty text, the count 0.
  await page.goto(url(channel, '/merkzettel'));
  await list.getByRole('button', { name: new RegExp(`^Entfernen ?: ${title}$`) }).click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(count(page)).toHaveText('0');

  // Kept again from the theme page: a reload keeps it (localStorage).
  await page.goto(url(channel, '/themes/hochzeit'));
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(count(page)).toHaveText('1');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1');

  // Signing up in the page (through the shop's /shop-api forward), then following the mailed link.
  const email = `wishlist-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const status = await page.evaluate(
    async ({ email }) =>
      (
        await fetch('/shop-api/web-api/customer-signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE' },
          body: JSON.stringify({ email, password: 'a-long-password-1', firstName: 'Wanda', lastName: 'Wunsch' }),
        })
      ).status,
    { email },
  );
  expect(status).toBe(202);
  // The mailed link completes the sign-up in this browser (logged in); the next page merges the list into the account.
  await page.goto(await readVerificationLink(email));
  await expect(page.getByTestId('registration-verification')).toHaveAttribute('data-outcome', 'verified');
  await page.goto(url(channel, '/merkzettel'));
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(count(page)).toHaveText('1');
  // The list is the account's now: the browser's copy is gone, the shop API has it, and a reload still shows it.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('shop-wishlist:kartenliebe'))).toBeNull();
  const account = await page.evaluate(async () => (await fetch('/shop-api/web-api/wishlist', { headers: { 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE' } })).json());
  expect((account as { payload: { items: unknown[] } }).payload.items).toHaveLength(1);
  await page.reload();
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(count(page)).toHaveText('1');
});

test('a channel without a wishlist shows no heart and no header entry', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channels[channel].features.hasWishlist, 'only channels without a wishlist');
  await page.goto(url(channel, '/ideen-und-angebote'));
  await expect(page.locator('.block-list > li > a').first()).toBeVisible();
  await expect(page.locator('.wishlist-heart')).toHaveCount(0);
  await expect(page.locator('.header__entry--wishlist')).toHaveCount(0);
  // The shop API agrees: no wishlist in this channel.
  const answer = await page.request.get(url(channel, '/shop-api/web-api/wishlist').replace(/\/$/, ''), { headers: { 'x-channel': `${channel}-DE` } });
  expect(answer.status()).toBe(404);
});
