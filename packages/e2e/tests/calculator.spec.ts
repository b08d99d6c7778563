import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { channelOf, channelPorts, countryUrl, slash, type Channel } from './stack.ts';

/**
 * Start page → category → price calculator, per market: a material, a format and (wall pictures) an own format. The
 * expectations come from the spec, not from the code under test: launch parameters of point 3, the currency of each
 * locale and the Swiss apostrophe grouping of point 5, cm or inches of point 3, prices as the shop API answers them.
 */

const NBSP = '\u00a0';

interface Market {
  locale: 'de-DE' | 'de-CH' | 'fr-CH' | 'en-GB' | 'en-US';
  /** `{host}.localhost`; null: the home country (DE) on plain localhost. */
  host: string | null;
  country: string;
  /** Language prefix of a path (the country's first language has none). */
  prefix: string;
  language: 'de' | 'fr' | 'en';
}

const markets: readonly Market[] = [
  { locale: 'de-DE', host: null, country: 'DE', prefix: '', language: 'de' },
  { locale: 'de-CH', host: 'ch', country: 'CH', prefix: '', language: 'de' },
  { locale: 'fr-CH', host: 'ch', country: 'CH', prefix: '/fr', language: 'fr' },
  { locale: 'en-GB', host: 'gb', country: 'GB', prefix: '', language: 'en' },
  { locale: 'en-US', host: 'us', country: 'US', prefix: '', language: 'en' },
];

/** The spec's price display: EUR, CHF with an apostrophe group separator, GBP, USD; spaces non-breaking. */
function expectedPrice(minor: number, locale: Market['locale']): string {
  const major = Math.trunc(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  const group = (separator: string) => String(major).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  switch (locale) {
    case 'de-DE':
      return `${group('.')},${cents}${NBSP}€`;
    case 'de-CH':
      return `CHF${NBSP}${group("'")}.${cents}`;
    case 'fr-CH':
      return `${group("'")}.${cents}${NBSP}CHF`;
    case 'en-GB':
      return `£${group(',')}.${cents}`;
    case 'en-US':
      return `$${group(',')}.${cents}`;
  }
}

interface PriceEntry {
  formatType: string;
  priceCurrent: number;
  priceOriginal: number;
}

/** Asks the shop API directly, as the market's shop (X-Channel channel-country, X-Locale). */
async function shopApi<T>(request: APIRequestContext, channel: Channel, market: Market, path: string): Promise<T> {
  const response = await request.get(`http://localhost:${channelPorts.api}${path}`, {
    headers: { 'x-channel': `${channel}-${market.country}`, 'x-locale': market.locale },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { payload: T }).payload;
}

/** Opens the start page and follows its link to the category, as a visitor would. */
async function openCategory(page: Page, channel: Channel, market: Market, categoryPath: string): Promise<Locator> {
  const start = await page.goto(countryUrl(channel, market.host, slash(channel, `${market.prefix}/`)));
  expect(start?.status()).toBe(200);
  const href = slash(channel, `${market.prefix}${categoryPath}`);
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(countryUrl(channel, market.host, href));
  return page.locator('section.calculator').first();
}

/** Selects a material once the calculator reacts (retried until hydrated): its format list is then shown. */
async function chooseMaterial(calculator: Locator, material: string, formats: readonly string[]) {
  await expect(async () => {
    await calculator.locator('select').selectOption(material);
    await expect(calculator.locator('input[type="radio"]')).toHaveCount(formats.length, { timeout: 1000 });
    for (const [index, format] of formats.entries())
      await expect(calculator.locator('input[type="radio"]').nth(index)).toHaveAttribute('value', format, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Every listed format shows the shop API's current price, and the original one only on promotion. */
/** Photo box prints are labelled per print (issue 14: the box has its own price). */
const perPrint: Readonly<Record<Market['language'], string>> = { de: ' je Abzug', fr: ' par tirage', en: ' per print' };

async function expectFormatPrices(calculator: Locator, market: Market, prices: readonly PriceEntry[], formats: readonly string[], suffix = '') {
  for (const format of formats) {
    const price = prices.find((entry) => entry.formatType === format);
    expect(price, `${format} is priced by the shop API`).toBeDefined();
    if (!price) continue;
    const row = calculator.locator('label.calculator__format', { has: calculator.page().locator(`input[value="${format}"]`) });
    await expect(row.locator('.calculator__price-current')).toHaveText(`${expectedPrice(price.priceCurrent, market.locale)}${suffix}`);
    const original = row.locator('.calculator__price-original');
    if (price.priceOriginal > price.priceCurrent) await expect(original).toContainText(expectedPrice(price.priceOriginal, market.locale));
    else await expect(original).toHaveCount(0);
  }
}

function ctaParams(href: string | null): { path: string; params: Record<string, string> } {
  const url = new URL(href ?? '', 'http://shop.invalid');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

/** Wall pictures on wallart: the wall-art category of point 2, a framed material, a format, an own format. */
const wallArtPaths: Readonly<Record<Market['language'], string>> = { de: '/wandbilder', fr: '/deco-murale', en: '/wall-art' };
const ownFormatTexts: Readonly<Record<Market['language'], string>> = { de: 'Eigenes Format', fr: 'Format personnalisé', en: 'Custom size' };

/**
 * Typed own formats: cm with a decimal comma in cm locales, inches with a decimal point in en-US. The spec's
 * normalisation keeps one decimal digit and strips leading zeros; inches × 2.54 = cm; the format is WIDTHxHEIGHT in mm.
 */
const ownFormats: Readonly<Record<Market['locale'], { width: string; height: string; shown: [string, string]; formatType: string }>> = {
  'de-DE': { width: '055,55', height: '35', shown: ['55,5', '35'], formatType: '555x350' },
  'de-CH': { width: '48,25', height: '36', shown: ['48,2', '36'], formatType: '482x360' },
  'fr-CH': { width: '70', height: '45,5', shown: ['70', '45,5'], formatType: '700x455' },
  'en-GB': { width: '40', height: '30.5', shown: ['40', '30,5'], formatType: '400x305' },
  // 21.5 in = 54.61 cm → 546 mm; 14 in = 35.56 cm → 356 mm.
  'en-US': { width: '21.5', height: '14', shown: ['21.5', '14'], formatType: '546x356' },
};

for (const market of markets) {
  test(`wall art calculator ${market.locale}: material, format, own format → designer URL and the shop API's prices`, async ({ page, request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    test.skip(channel !== 'wallart', 'wall pictures (own formats) are sold on wallart');
    const calculator = await openCategory(page, channel, market, wallArtPaths[market.language]);

    // Material: Hahnemühle in an aluminium frame (the content's framed option); its three formats.
    const formats = ['300x200', '450x300', '600x400'];
    await chooseMaterial(calculator, 'hahnemuehle-gerahmt', formats);
    const { formats: prices } = await shopApi<{ formats: PriceEntry[] }>(
      request,
      channel,
      market,
      '/web-api/product-selection-photo-frame/prices-formats?materialType=hahnemuehle&frameType=alurahmen',
    );
    await expectFormatPrices(calculator, market, prices, formats);
    // Lengths: cm, inches for en-US (60 cm = 23.6 in).
    const row = calculator.locator('label.calculator__format', { has: page.locator('input[value="600x400"]') });
    await expect(row.locator('.calculator__format-label')).toHaveText(market.locale === 'en-US' ? `23.6${NBSP}×${NBSP}15.7${NBSP}in` : `60${NBSP}×${NBSP}40${NBSP}cm`);

    // Format: 60 × 40 → the photo-frame designer with material, frame, format, locale and platform (point 3).
    await row.locator('input').check();
    const cta = calculator.locator('a.calculator__cta');
    const launch = { materialType: 'hahnemuehle', frameType: 'alurahmen', locale: market.locale, platform: 'web' };
    expect(ctaParams(await cta.getAttribute('href'))).toEqual({ path: '/configurator-photo-frame', params: { ...launch, formatType: '600x400' } });
    const chosen = prices.find((entry) => entry.formatType === '600x400');
    await expect(calculator.locator('.calculator__summary strong.calculator__price-current')).toHaveText(expectedPrice(chosen?.priceCurrent ?? Number.NaN, market.locale));

    // Own format through its dialog: cm or inches by locale, typed input normalised as point 5 says.
    await calculator.getByRole('button', { name: ownFormatTexts[market.language] }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const own = ownFormats[market.locale];
    const [width, height] = [dialog.locator('input[name="width"]'), dialog.locator('input[name="height"]')];
    // Bad input first: letters are dropped while typing, an empty size is refused and nothing is chosen.
    await width.pressSequentially('abc');
    await expect(width).toHaveValue('');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog).toBeVisible();
    await width.pressSequentially(own.width);
    await height.pressSequentially(own.height);
    await expect(width).toHaveValue(own.shown[0]);
    await expect(height).toHaveValue(own.shown[1]);
    await expect(dialog.getByText(market.locale === 'en-US' ? /\(in\)/ : /\(cm\)/).first()).toBeVisible();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toHaveCount(0);

    await expect.poll(async () => ctaParams(await cta.getAttribute('href'))).toEqual({
      path: '/configurator-photo-frame',
      params: { ...launch, formatType: own.formatType },
    });
    const article = await request.get(
      `http://localhost:${channelPorts.api}/web-api/product-selection-photo-frame/price-article?materialType=hahnemuehle&frameType=alurahmen&formatType=${own.formatType}`,
      { headers: { 'x-channel': `${channel}-${market.country}`, 'x-locale': market.locale } },
    );
    const summaryPrice = calculator.locator('.calculator__summary strong.calculator__price-current');
    if (article.status() === 200) {
      const { payload } = (await article.json()) as { payload: PriceEntry };
      await expect(summaryPrice).toHaveText(expectedPrice(payload.priceCurrent, market.locale));
    } else {
      // Not offered that small or large: the format stays selected without a price, the designer prices it.
      expect(article.status()).toBe(404);
      await expect(summaryPrice).toHaveText('');
    }
  });
}

/** Photobooks on kartenliebe: the softcover (booklet) material, a format; photobooks have no own format. */
const photobookPaths: Readonly<Record<Market['language'], string>> = { de: '/fotobuch', fr: '/livre-photo', en: '/photo-book' };

for (const market of markets) {
  test(`photobook calculator ${market.locale}: material and format → designer URL and the shop API's prices`, async ({ page, request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    test.skip(channel !== 'kartenliebe', 'one walk per channel: kartenliebe sells photobooks from its start page');
    const calculator = await openCategory(page, channel, market, photobookPaths[market.language]);

    const formats = ['a5-hoch', 'a5-quer', 'a4-hoch'];
    await chooseMaterial(calculator, 'softcover', formats);
    const { options } = await shopApi<{ options: { value: string; formats: { value: string; priceCurrent: number; priceOriginal: number }[] }[] }>(
      request,
      channel,
      market,
      '/web-api/calculator/reference?product=photobook&materialType=fotoheft',
    );
    const prices = (options.find((option) => option.value === 'fotoheft')?.formats ?? []).map((format) => ({ ...format, formatType: format.value }));
    await expectFormatPrices(calculator, market, prices, formats);
    // A4 portrait is 21.5 × 27.6 cm (point 3), 8.5 × 10.9 in for en-US.
    const row = calculator.locator('label.calculator__format', { has: page.locator('input[value="a4-hoch"]') });
    // Decimal mark of the locale: comma in de-DE and fr-CH, point in de-CH and English.
    const decimal = market.locale === 'de-DE' || market.locale === 'fr-CH' ? ',' : '.';
    await expect(row.locator('.calculator__format-label')).toHaveText(
      market.locale === 'en-US' ? `8.5${NBSP}×${NBSP}10.9${NBSP}in` : `21${decimal}5${NBSP}×${NBSP}27${decimal}6${NBSP}cm`,
    );

    await row.locator('input').check();
    // Booklet = saddle stitch (heftbindung), printed digitally, 16 pages to start with; quantity defaults to 1 (point 3).
    await expect
      .poll(async () => ctaParams(await calculator.locator('a.calculator__cta').getAttribute('href')))
      .toEqual({
        path: '/configurator-photobook',
        params: {
          photobookType: 'fotoheft',
          photobookPrinting: 'digital',
          photobookCover: 'hard',
          binding: 'heftbindung',
          paper: 'standard',
          format: 'a4-hoch',
          pageCount: '16',
          quantity: '1',
          locale: market.locale,
          platform: 'web',
        },
      });
    const chosen = prices.find((entry) => entry.formatType === 'a4-hoch');
    await expect(calculator.locator('.calculator__summary strong.calculator__price-current')).toHaveText(expectedPrice(chosen?.priceCurrent ?? Number.NaN, market.locale));
    await expect(calculator.getByRole('button', { name: ownFormatTexts[market.language] })).toHaveCount(0);
  });
}

/** Photo boxes on wallart: the MAX box, a print format; prices are the box's print prices from the shop API. */
const photoboxPaths: Readonly<Record<Market['language'], string>> = { de: '/bilderbox', fr: '/box-photos', en: '/photo-box' };

for (const market of markets) {
  test(`photo box calculator ${market.locale}: box type and print format → designer URL and the shop API's prices`, async ({ page, request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    test.skip(channel !== 'wallart', 'photo boxes are sold on wallart');
    const calculator = await openCategory(page, channel, market, photoboxPaths[market.language]);

    // The content lists prints in tenths of a millimetre (1800x1300); shop API and designer count millimetres.
    const formats = ['150x100', '180x130'];
    await chooseMaterial(calculator, 'max', formats);
    const { photoboxes } = await shopApi<{ photoboxes: { photoboxType: string; formats: PriceEntry[] }[] }>(request, channel, market, '/price-api/photoboxes');
    const prices = photoboxes.find((box) => box.photoboxType === 'max')?.formats ?? [];
    await expectFormatPrices(calculator, market, prices, formats, perPrint[market.language]);
    // 18 × 13 cm is the 7 × 5 in print for en-US (point 3).
    const row = calculator.locator('label.calculator__format', { has: page.locator('input[value="180x130"]') });
    await expect(row.locator('.calculator__format-label')).toHaveText(market.locale === 'en-US' ? `7${NBSP}×${NBSP}5${NBSP}in` : `18${NBSP}×${NBSP}13${NBSP}cm`);

    await row.locator('input').check();
    await expect
      .poll(async () => ctaParams(await calculator.locator('a.calculator__cta').getAttribute('href')))
      .toEqual({
        path: '/configurator-photobox',
        params: { photoboxType: 'max', formatWidth: '180', formatHeight: '130', locale: market.locale, platform: 'web' },
      });
  });
}

/** Photo prints on wallart (point 2's photo prints route), reached from the start page's navigation. */
const photoPrintPaths: Readonly<Record<Market['language'], string>> = { de: '/fotoabzuege', fr: '/tirages-photos', en: '/photo-prints' };

for (const market of markets) {
  test(`photo print calculator ${market.locale}: every paper has the shop API's prices; poster paper launches the designer`, async ({ page, request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    test.skip(channel !== 'wallart', 'photo prints are sold on wallart');
    const start = await page.goto(countryUrl(channel, market.host, slash(channel, `${market.prefix}/`)));
    expect(start?.status()).toBe(200);
    const href = slash(channel, `${market.prefix}${photoPrintPaths[market.language]}`);
    await page.locator(`a.main-navigation__link[href="${href}"]`).click();
    await expect(page).toHaveURL(countryUrl(channel, market.host, href));
    const calculator = page.locator('section.calculator').first();

    // The designer's paper types (point 3): glossy, matt, Hahnemühle and poster paper, each priced by the shop API.
    const formats = ['100x100', '100x120', '130x90', '150x100', '180x130', '300x200'];
    for (const paper of ['glossy', 'matt', 'hahnemuehle', 'poster']) {
      await chooseMaterial(calculator, paper, formats);
      const { options } = await shopApi<{ options: { value: string; formats: { value: string; priceCurrent: number; priceOriginal: number }[] }[] }>(
        request,
        channel,
        market,
        `/web-api/calculator/reference?product=photoprint&materialType=${paper}`,
      );
      const prices = (options.find((option) => option.value === paper)?.formats ?? []).map((format) => ({ ...format, formatType: format.value }));
      await expectFormatPrices(calculator, market, prices, formats);
    }

    await calculator.locator('label.calculator__format', { has: page.locator('input[value="150x100"]') }).locator('input').check();
    await expect
      .poll(async () => ctaParams(await calculator.locator('a.calculator__cta').getAttribute('href')))
      .toEqual({
        path: '/configurator-photobox',
        params: { photoboxType: 'photoprint', formatWidth: '150', formatHeight: '100', type: 'poster', locale: market.locale, platform: 'web' },
      });
    // The designer link lands: the designer answers the navigation with 200.
    const designer = page.waitForResponse((response) => response.request().isNavigationRequest() && response.url().includes('/configurator-photobox?'));
    await calculator.locator('a.calculator__cta').click();
    expect((await designer).status()).toBe(200);
    await expect(page).toHaveURL(/\/configurator-photobox\?photoboxType=photoprint&/);
  });
}

test('?sku= preselects its material and format in the calculator of a cached content page', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'wallart', 'wall-picture skus are sold on wallart');
  // The seeded sku of canvas 90 × 60 cm; the page HTML is the same cached document as without the parameter.
  await page.goto(countryUrl(channel, 'ch', '/wandbilder?sku=wall-leinwand-900x600'));
  const calculator = page.locator('section.calculator').first();
  await expect(calculator.locator('select')).toHaveValue('leinwand');
  await expect(calculator.locator('input[value="900x600"]')).toBeChecked();
  expect(ctaParams(await calculator.locator('a.calculator__cta').getAttribute('href'))).toEqual({
    path: '/configurator-photo-frame',
    params: { materialType: 'leinwand', locale: 'de-CH', platform: 'web', formatType: '900x600' },
  });
});
