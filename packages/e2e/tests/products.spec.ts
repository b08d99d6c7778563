import { expect, test, type APIRequestContext } from '@playwright/test';
import { calendarTypeOf } from '@shop/domain/catalogue/calendar';
import { channelOf, channelPorts, countryUrl, getAs, slash, type Channel } from './stack.ts';

const markets = [
  { host: null, prefix: '', locale: 'de-DE', country: 'DE', heading: 'Unsere Produkte', calendar: 'Fotokalender' },
  { host: 'ch', prefix: '/fr', locale: 'fr-CH', country: 'CH', heading: 'Nos produits', calendar: 'Calendriers photo' },
] as const;

async function shopApi<T>(request: APIRequestContext, channel: Channel, country: string, locale: string, path: string): Promise<T> {
  const response = await request.get(`http://localhost:${channelPorts.api}${path}`, { headers: { 'x-channel': `${channel}-${country}`, 'x-locale': locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The shop's month and year (Europe/Berlin), which a calendar starts with by default (spec point 3 "Calendar"). */
function shopMonthYear(now: Date): { month: string; year: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', month: 'numeric', year: 'numeric' }).formatToParts(now);
  return { month: parts.find((part) => part.type === 'month')?.value ?? '', year: parts.find((part) => part.type === 'year')?.value ?? '' };
}

for (const market of markets) {
  test(`/products → calendar detail → calendar designer with every launch parameter (${market.locale})`, async ({ page, request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const productsPath = slash(channel, `${market.prefix}/products`);
    await page.goto(countryUrl(channel, market.host, productsPath));
    await expect(page.getByRole('heading', { level: 1, name: market.heading })).toBeVisible();

    const detailPath = slash(channel, `${market.prefix}/products/calendar`);
    const tile = page.locator(`main .block-list > li > a[href="${detailPath}"]`);
    await expect(tile).toHaveText(market.calendar);
    await tile.click();
    await expect(page).toHaveURL(countryUrl(channel, market.host, detailPath));
    await expect(page.getByRole('heading', { level: 1, name: market.calendar })).toBeVisible();

    // The first calendar design group with a wall-calendar design, as the shop API has it for this channel and locale.
    const groups = await shopApi<{ payload: { designGroups: { id: number; designs: { id: number; formats: string[] }[] }[] } }>(request, channel, market.country, market.locale, '/web-api/calendar-design-group');
    const isWall = (design: { formats: string[] }) => calendarTypeOf(design.formats) === 'wandkalender';
    const group = groups.payload.designGroups.find((entry) => entry.designs.some(isWall));
    expect(group).toBeDefined();
    const cta = page.locator('main a.product-detail__cta');
    const url = new URL((await cta.getAttribute('href')) ?? '', 'http://shop.invalid');
    expect(url.pathname).toBe('/configurator-calendar');
    const { month, year } = shopMonthYear(new Date());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      calendarType: 'wandkalender',
      startMonth: month,
      startYear: year,
      mounting: 'spirale',
      accessoryTypes: 'none',
      designGroupId: String(group?.id),
      designId: String(group?.designs.find(isWall)?.id),
      locale: market.locale,
      platform: 'web',
    });
    await cta.click();
    await expect(page).toHaveURL((current) => current.pathname === slash(channel, '/configurator-calendar') && current.search === url.search);
    // The designer prices what the product page launched: a design of another calendar type would have no price and
    // no add-to-cart button.
    await expect(page.getByTestId('designer-price')).toContainText(/\d/);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
  });
}

test('wall pictures on /products show the shop API from-price in CHF and open the photo-frame designer (wallart)', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'wallart', 'kartenliebe shows no prices in the product overview and sells no wall pictures');
  const from = await shopApi<{ payload: { materials: { materialType: string; formatType: string; priceCurrent: number }[] } }>(
    request,
    channel,
    'CH',
    'de-CH',
    '/web-api/product-selection-photo-frame/prices-from',
  );
  const cheapest = [...from.payload.materials].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
  expect(cheapest).toBeDefined();
  const francs = ((cheapest?.priceCurrent ?? 0) / 100).toFixed(2);
  await page.goto(countryUrl(channel, 'ch', '/products'));
  const tile = page.locator('main .block-list > li > a[href="/products/photoframe"]');
  await expect(tile.locator('.block-list__price')).toHaveText(`ab\u00a0CHF\u00a0${francs}`);
  await tile.click();
  await expect(page.locator('main .product-detail__price')).toHaveText(`ab\u00a0CHF\u00a0${francs}`);
  const url = new URL((await page.locator('main a.product-detail__cta').getAttribute('href')) ?? '', 'http://shop.invalid');
  expect(url.pathname).toBe('/configurator-photo-frame');
  expect(url.searchParams.get('materialType')).toBe(cheapest?.materialType);
  expect(url.searchParams.get('formatType')).toBe(cheapest?.formatType);
  expect(url.searchParams.get('locale')).toBe('de-CH');
});

test('a product the channel does not sell is not found', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  expect((await getAs(request, countryUrl(channel, null, slash(channel, '/products/teapot')))).status()).toBe(404);
  const photoframe = await getAs(request, countryUrl(channel, null, slash(channel, '/products/photoframe')));
  expect(photoframe.status()).toBe(channel === 'wallart' ? 200 : 404);
});

test('sitemap.xml and llms.txt list /products and the product pages in each language of the country', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const xml = await (await getAs(request, countryUrl(channel, 'ch', '/sitemap.xml'))).text();
  for (const path of ['/products', '/fr/products', '/it/products/calendar', '/products/collage'])
    expect(xml).toContain(`<loc>${countryUrl(channel, 'ch', slash(channel, path))}</loc>`);
  const llms = await (await getAs(request, countryUrl(channel, 'gb', '/llms.txt'))).text();
  expect(llms).toContain(`- [Photo calendars](${countryUrl(channel, 'gb', slash(channel, '/products/calendar'))}): Wall calendars with your photos, starting this month.`);
});

test('photo boxes and photo prints open the photo box designer with the cheapest format of the shop API (wallart)', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'wallart', 'photo boxes and prints are sold on wallart');
  const prices = await shopApi<{ payload: { photoboxes: { photoboxType: string; formats: { formatType: string; priceCurrent: number }[] }[] } }>(request, channel, 'DE', 'de-DE', '/price-api/photoboxes');
  for (const [family, photoboxType] of [['photobox', 'small'], ['photoprint', 'photoprint']] as const) {
    const formats = prices.payload.photoboxes.find((entry) => entry.photoboxType === photoboxType)?.formats ?? [];
    const cheapest = [...formats].sort((a, b) => a.priceCurrent - b.priceCurrent)[0];
    expect(cheapest).toBeDefined();
    const [width, height] = (cheapest?.formatType ?? '').split('x');
    await page.goto(`/products/${family}`);
    const url = new URL((await page.locator('main a.product-detail__cta').getAttribute('href')) ?? '', 'http://shop.invalid');
    expect(url.searchParams.get('photoboxType')).toBe(photoboxType);
    expect(url.searchParams.get('formatWidth')).toBe(width);
    expect(url.searchParams.get('formatHeight')).toBe(height);
    expect(url.searchParams.get('locale')).toBe('de-DE');
  }
});
