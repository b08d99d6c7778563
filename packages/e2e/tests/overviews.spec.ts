import { expect, test, type APIRequestContext } from '@playwright/test';
import { channelOf, channelPorts, countryUrl, getAs, slash, type Channel } from './stack.ts';

async function shopApi<T>(request: APIRequestContext, channel: Channel, path: string): Promise<T> {
  const response = await request.get(`http://localhost:${channelPorts.api}${path}`, { headers: { 'x-channel': `${channel}-DE`, 'x-locale': 'de-DE' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

type Groups = { payload: { designGroups: { id: number; designs: { id: number; formats: string[] }[] }[] } };

/** Overview wrappers of spec point 2 beyond cards: each tile from the shop API, each linking into its designer. */
test('calendar, collage, photobook and accessory overviews list the shop API designs and open their designers (kartenliebe)', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'kartenliebe', 'the overview page of the seed is a kartenliebe page');
  await page.goto(slash(channel, '/ideen-und-angebote'));

  // Wall calendars only: the designs whose formats are all wall-calendar formats.
  const calendars = await shopApi<Groups>(request, channel, '/web-api/calendar-design-group');
  const wall = calendars.payload.designGroups.flatMap((group) =>
    group.designs.filter((design) => design.formats.every((format) => ['a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', '200-200', '300-300'].includes(format))).map((design) => ({ group: group.id, design: design.id })),
  );
  expect(wall.length).toBeGreaterThan(0);
  const calendarLinks = page.locator('main .product-overview--CalendarOverview .block-list > li > a');
  await expect(calendarLinks).toHaveCount(Math.min(12, wall.length));
  const calendarUrl = new URL((await calendarLinks.first().getAttribute('href')) ?? '', 'http://shop.invalid');
  expect(calendarUrl.pathname).toBe('/configurator-calendar');
  expect(Object.fromEntries(calendarUrl.searchParams)).toMatchObject({ calendarType: 'wandkalender', designGroupId: String(wall[0]?.group), designId: String(wall[0]?.design), locale: 'de-DE', platform: 'web' });

  const collages = await shopApi<Groups>(request, channel, '/web-api/collage-designer-design-groups');
  const collageIds = collages.payload.designGroups.flatMap((group) => group.designs.map((design) => String(design.id)));
  const collageLinks = page.locator('main .product-overview--CollageOverview .block-list > li > a');
  await expect(collageLinks).toHaveCount(Math.min(12, collageIds.length));
  const collageHrefs = await collageLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(collageHrefs.map((href) => new URL(href, 'http://shop.invalid').searchParams.get('designId'))).toEqual(collageIds.slice(0, 12));

  // The blok asks for photobook categories 3 and 7.
  const sets = await shopApi<{ payload: { designGroupSets: { id: number }[] } }>(request, channel, '/web-api/photobook-design-group-set?categoryIds[]=3&categoryIds[]=7');
  // The seed agrees with the content (issue 14): the list is not empty.
  expect(sets.payload.designGroupSets.length).toBeGreaterThan(0);
  const photobookLinks = page.locator('main .product-overview--PhotobookOverview .block-list > li > a');
  await expect(photobookLinks).toHaveCount(Math.min(12, sets.payload.designGroupSets.length));

  const envelopes = await shopApi<{ payload: { accessories: { sku: string }[] } }>(request, channel, '/web-api/card-accessories?subtype=envelope');
  const accessoryLinks = page.locator('main .product-overview--AccessoryOverview .block-list > li > a');
  await expect(accessoryLinks).toHaveCount(Math.min(12, envelopes.payload.accessories.length));
  await expect(accessoryLinks.first()).toHaveAttribute('href', `?sku=${envelopes.payload.accessories[0]?.sku}`);
  // No prices in kartenliebe's product overviews (channel setting).
  await expect(page.locator('main .product-overview--AccessoryOverview .block-list__price')).toHaveCount(0);

  await collageLinks.first().click();
  await expect(page).toHaveURL((current) => current.pathname === slash(channel, '/configurator-collage') && current.searchParams.get('designId') === collageIds[0]);
});

test('the collage feed lists the channel collages newest first, each through its detail page into the collage designer (wallart)', async ({ page, request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'wallart', 'the collage feed of the seed is on wallart');
  const collages = await shopApi<Groups>(request, channel, '/web-api/collage-designer-design-groups');
  const expected = [...collages.payload.designGroups].sort((a, b) => b.id - a.id).flatMap((group) => group.designs.map((design) => String(design.id)));
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/ideen-und-angebote');
  const links = page.locator('main .feed--collage .block-list > li > a');
  await expect(links).toHaveCount(Math.min(12, expected.length));
  // wallart shows the collage detail page before the designer (channel setting).
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(expected.slice(0, 12).map((id) => `/products/collage/${id}`));
  await links.first().click();
  await expect(page).toHaveURL(`/products/collage/${expected[0]}`);
  const cta = page.locator('main a.product-detail__cta');
  const url = new URL((await cta.getAttribute('href')) ?? '', 'http://shop.invalid');
  expect(url.pathname).toBe('/configurator-collage');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ designId: expected[0], locale: 'de-DE', platform: 'web' });
  await cta.click();
  await expect(page).toHaveURL((current) => current.pathname === '/configurator-collage' && current.search === url.search);
});

test('a collage design page exists only on channels with the detail page before the designer, for designs of the shop', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const status = async (path: string) => (await getAs(request, countryUrl(channel, null, slash(channel, path)))).status();
  expect(await status('/products/collage/13')).toBe(channel === 'wallart' ? 200 : 404);
  expect(await status('/products/collage/987654')).toBe(404);
  expect(await status('/products/collage/abc')).toBe(404);
  expect(await status('/products/card/13')).toBe(404);
});
