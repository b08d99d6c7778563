import { expect, test } from '@playwright/test';
import { channelOf, channelPorts, countryUrl, getAs, slash } from './stack.ts';

/**
 * Themes overview → theme page → a card → the card designer (spec point 3 "Card"): theme, design, quantity (the
 * 11th quantity step, 50), category, occasion and the standard envelope, plus locale and platform.
 */
test('a card from a theme page opens the card designer with quantity, occasion and envelope', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'kartenliebe', 'cards and their themes are sold on kartenliebe');
  const market = { host: 'ch', prefix: '/fr', locale: 'fr-CH', country: 'CH' };
  await page.goto(countryUrl(channel, market.host, slash(channel, `${market.prefix}/themes`)));
  // The wedding theme, under its French path.
  const themeHref = slash(channel, `${market.prefix}/themes/mariage`);
  await page.locator(`main a[href="${themeHref}"]`).first().click();
  await expect(page).toHaveURL(countryUrl(channel, market.host, themeHref));

  // What the shop API has for the occasion: the theme's designs, and the envelopes on sale.
  const headers = { 'x-channel': `${channel}-${market.country}`, 'x-locale': market.locale };
  const themes = (await (await request.get(`http://localhost:${channelPorts.api}/web-api/themes?occasion=hochzeit`, { headers })).json()) as {
    payload: { themes: { id: number; slug: string; category: string; occasion: string; designIds: number[] }[] };
  };
  const theme = themes.payload.themes[0];
  expect(theme).toBeDefined();
  const envelopes = (await (await request.get(`http://localhost:${channelPorts.api}/web-api/card-accessories?subtype=envelope`, { headers })).json()) as {
    payload: { accessories: { sku: string }[] };
  };
  expect(envelopes.payload.accessories.map((entry) => entry.sku)).toContain('envelope-standard');

  const cards = page.locator('main .product-overview .block-list > li > a');
  // One tile per design of every theme of the occasion (invitations, thank-you cards, save the date, …), each with the
  // theme's picture, opening the card detail page: the theme page's path, the card theme's slug and the design.
  await expect(cards).toHaveCount(themes.payload.themes.reduce((count, entry) => count + entry.designIds.length, 0));
  await expect(cards.first().locator('img')).toHaveAttribute('src', /\/images\/catalogue\/card-hochzeit\.jpg/);
  const detailPath = slash(channel, `${market.prefix}/themes/mariage/${theme?.slug ?? ''}/${theme?.designIds[0]}`);
  await expect(cards.first()).toHaveAttribute('href', detailPath);
  await cards.first().click();
  await expect(page).toHaveURL(countryUrl(channel, market.host, detailPath));
  await expect(page.getByTestId('card-detail')).toBeVisible();
  // The card detail page leads back to its card theme (themes-id-theme), which lists the theme's designs.
  await expect(page.locator('[data-testid="card-detail"] nav a').nth(1)).toHaveAttribute('href', slash(channel, `${market.prefix}/themes/mariage/${theme?.slug ?? ''}`));
  const first = page.getByTestId('card-detail-cta');
  const href = (await first.getAttribute('href')) ?? '';
  const url = new URL(href, 'http://shop.invalid');
  expect(url.pathname).toBe('/configurator-card');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    themeId: String(theme?.id),
    designId: String(theme?.designIds[0]),
    quantity: '50',
    envelopeSku: 'envelope-standard',
    category: theme?.category,
    occasion: 'hochzeit',
    locale: market.locale,
    platform: 'web',
  });
  await first.click();
  // The shop's own slash policy may append a slash to the designer path; the launch query arrives unchanged.
  await expect(page).toHaveURL((current) => current.pathname === slash(channel, '/configurator-card') && current.search === url.search);
});

test('the wishlist is a kartenliebe page only (channel setting)', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await page.goto(slash(channel, '/merkzettel'));
  expect(response?.status()).toBe(channel === 'kartenliebe' ? 200 : 404);
});

test('themes-id-theme: a card theme lists its designs, each opening its card detail page; unknown parts are 404', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'kartenliebe', 'themes are kartenliebe pages');
  const themePath = slash(channel, '/themes/hochzeit/hochzeit-modern');
  const response = await page.goto(themePath);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-testid="card-theme"] h1')).toHaveText('Hochzeit modern');
  const tiles = page.locator('[data-testid="card-theme"] .block-list > li > a');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first()).toHaveText(/Hochzeit modern, Motiv 1/);
  const detail = (await tiles.first().getAttribute('href')) ?? '';
  expect(detail).toMatch(new RegExp(`^${slash(channel, '/themes/hochzeit/hochzeit-modern/')}\\d+/?$`));
  expect((await getAs(request, countryUrl(channel, null, detail))).status()).toBe(200);
  for (const unknown of ['/themes/hochzeit/gibt-es-nicht', '/themes/gibt-es-nicht/hochzeit-modern', '/themes/hochzeit/geburt-klassisch', '/themes/hochzeit/hochzeit-modern/1', '/themes/hochzeit/hochzeit-modern/abc'])
    expect((await getAs(request, countryUrl(channel, null, slash(channel, unknown)))).status(), unknown).toBe(404);
});

test('/themes/{id}: a theme page renders, an empty id is not found', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'kartenliebe', 'themes are kartenliebe pages');
  expect((await getAs(request, countryUrl(channel, null, slash(channel, '/themes/hochzeit')))).status()).toBe(200);
  for (const empty of ['/themes/%20', '/themes/%09']) expect((await getAs(request, countryUrl(channel, null, slash(channel, empty)))).status(), empty).toBe(404);
});
