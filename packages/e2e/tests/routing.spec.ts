import { expect, test } from '@playwright/test';
import { channelOf, countryUrl, getAs as get, locationOf, slash, type Channel } from './stack.ts';

test.describe('routing rules (spec point 2)', () => {
  test('serves the start page of each country and language', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const cases: [string | null, string, string][] = [
      [null, '/', 'de-DE'],
      ['ch', '/', 'de-CH'],
      ['ch', slash(channel, '/fr/'), 'fr-CH'],
      ['ch', slash(channel, '/it/'), 'it-CH'],
      ['be', '/', 'nl-BE'],
      ['be', slash(channel, '/fr/'), 'fr-BE'],
      ['lu', slash(channel, '/fr/'), 'fr-LU'],
      ['it', slash(channel, '/de/'), 'de-IT'],
      ['gb', '/', 'en-GB'],
      ['us', '/', 'en-US'],
      ['es', '/', 'es-ES'],
      ['nl', '/', 'nl-NL'],
    ];
    for (const [country, path, locale] of cases) {
      const response = await get(request, countryUrl(channel, country, path));
      expect(response.status(), `${country} ${path}`).toBe(200);
      expect(await response.text()).toContain(`<html lang="${locale}" data-channel="${channel}"`);
    }
  });

  test('an unknown two-letter prefix is a 404, not a redirect', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    for (const path of ['/xx/', '/pt/anything', '/ZZ']) {
      const response = await get(request, countryUrl(channel, null, path));
      expect(response.status(), path).toBe(404);
      expect(response.headers().location).toBeUndefined();
    }
  });

  test('a prefix of another country redirects there, both directions, keeping the query', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const cases: [string | null, string, string][] = [
      [null, '/fr/page?q=1', countryUrl(channel, 'fr', `${slash(channel, '/page')}?q=1`)],
      ['fr', '/de/page', countryUrl(channel, null, slash(channel, '/page'))],
      ['ch', '/en/', countryUrl(channel, 'gb', '/')],
      ['nl', '/es/x?a=b&c=d', countryUrl(channel, 'es', `${slash(channel, '/x')}?a=b&c=d`)],
    ];
    for (const [country, path, location] of cases) {
      const url = countryUrl(channel, country, path);
      const response = await get(request, url);
      expect(response.status(), path).toBe(308);
      expect(locationOf(response, url)).toBe(location);
      expect((await get(request, location)).status(), `${location} is final`).not.toBe(308);
    }
  });

  test('paths needing normalisation redirect once to the normalised form', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const wrongSlash = channel === 'kartenliebe' ? '/page' : '/page/';
    const cases: [string | null, string, string][] = [
      [null, `${wrongSlash}?keep=1`, `${slash(channel, '/page')}?keep=1`],
      [null, '//page//deeper', slash(channel, '/page/deeper')],
      ['ch', slash(channel, '/FR/'), slash(channel, '/fr/')],
      ['ch', slash(channel, '/de/page'), slash(channel, '/page')],
      [null, '/de/', '/'],
    ];
    for (const [country, path, target] of cases) {
      const url = countryUrl(channel, country, path);
      const response = await get(request, url);
      expect(response.status(), path).toBe(308);
      expect(locationOf(response, url)).toBe(countryUrl(channel, country, target));
    }
  });

  test('/d and /{lang}/d select the desktop platform', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    for (const [country, path] of [
      [null, slash(channel, '/d/')],
      ['ch', slash(channel, '/fr/d/')],
      [null, slash(channel, '/d/desktop-startseite')],
    ] as const) {
      const html = await (await get(request, countryUrl(channel, country, path))).text();
      expect(html, path).toContain('data-platform="desktop"');
    }
    expect(await (await get(request, countryUrl(channel, null, '/'))).text()).toContain('data-platform="web"');
    expect(await (await get(request, countryUrl(channel, null, slash(channel, '/desktop-startseite')))).text()).toContain('data-platform="web"');
  });

  test('/configurator-* gets the locale query when it has none', async ({ request }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const url = countryUrl(channel, 'ch', `${slash(channel, '/fr/configurator-card')}?designId=7`);
    expect(locationOf(await get(request, url), url)).toBe(countryUrl(channel, 'ch', `${slash(channel, '/fr/configurator-card')}?designId=7&locale=fr-CH`));
    const withLocale = await get(request, countryUrl(channel, null, `${slash(channel, '/configurator-photobook')}?locale=de-DE`));
    expect(withLocale.headers().location).toBeUndefined();
  });
});

test.describe('visit-long opt-outs', () => {
  test('tracking=0 and logging=0 stay for the visit', async ({ page }, testInfo) => {
    const channel: Channel = channelOf(testInfo.project.name);
    await page.goto('/?tracking=0&logging=0');
    await page.goto(slash(channel, '/d/'));
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies['shop-tracking-disabled']?.value).toBe('1');
    expect(cookies['shop-logging-disabled']?.value).toBe('1');
    // A session cookie: gone with the visit.
    expect(cookies['shop-tracking-disabled']?.expires).toBe(-1);
    await page.goto('/?tracking=1');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('shop-tracking-disabled');
  });
});
