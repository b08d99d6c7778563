import { expect, test } from '@playwright/test';
import { sitemapSchemaErrors } from './sitemap-schema.ts';
import { channelOf, countryUrl, getAs, locationOf, slash } from './stack.ts';

const allLocales = ['de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL'];

test('a content page from the content space, with canonical and every hreflang alternate', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await page.goto(countryUrl(channel, 'ch', slash(channel, '/fr/calendrier-photo')));
  expect(response?.status()).toBe(200);
  // The page opens with its hero teaser, whose headline is the page's h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un calendrier photo');
  await expect(page).toHaveTitle(/Calendrier photo/);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
  );
  expect(Object.keys(alternates).sort()).toEqual([...allLocales, 'x-default'].sort());
  expect(alternates['fr-CH']).toBe(`https://${channel}.ch${slash(channel, '/fr/calendrier-photo')}`);
  expect(alternates['en-US']).toBe(`https://${channel}.com${slash(channel, '/photo-calendars')}`);
  expect(alternates['x-default']).toBe(alternates['de-DE']);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${channel}.ch${slash(channel, '/fr/calendrier-photo')}`);
});

test('a path without a story is the 404 page', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  expect((await getAs(request, countryUrl(channel, null, slash(channel, '/diese-seite-gibt-es-nicht')))).status()).toBe(404);
});

test('a redirect story redirects to its target in the same locale with the story’s status code', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const cases: [from: string, to: string, status: number][] =
    channel === 'kartenliebe'
      ? [['/kalender', '/fotokalender', 301], ['/angebote', '/ideen-und-angebote', 302]]
      : [['/leinwand', '/leinwanddruck', 308], ['/angebote', '/ideen-und-angebote', 302]];
  for (const [from, to, status] of cases) {
    // Liechtenstein: a host no other test renders. Each answer carries exactly one Location.
    const url = countryUrl(channel, 'li', slash(channel, from));
    for (const round of ['first', 'second']) {
      const response = await getAs(request, url);
      expect(response.status(), `${from} ${round}`).toBe(status);
      expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'location'), round).toHaveLength(1);
      expect(locationOf(response, url), round).toBe(countryUrl(channel, 'li', slash(channel, to)));
    }
  }
});

test('sitemap.xml lists the country’s pages in each of its languages, on its own origin', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await getAs(request, countryUrl(channel, 'ch', '/sitemap.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locations.length).toBeGreaterThan(20);
  for (const location of locations) expect(location.startsWith(countryUrl(channel, 'ch', '/'))).toBe(true);
  expect(locations).toContain(countryUrl(channel, 'ch', slash(channel, '/fr/calendrier-photo')));
  expect(locations).toContain(countryUrl(channel, 'ch', slash(channel, '/it/calendario-personalizzato')));
  // Redirect stories and pages marked noindex stay out.
  expect(xml.match(/<url>/g)?.length).toBe(locations.length);
  expect(await sitemapSchemaErrors(xml)).toEqual([]);
});

test('the sitemap schema check refuses what the Sitemaps protocol does not allow', async () => {
  const urlset = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
  expect(await sitemapSchemaErrors(urlset('<url><loc>https://www.kartenliebe.de/</loc><lastmod>2026-11-02</lastmod></url>'))).toEqual([]);
  for (const broken of ['', '<url><lastmod>2026-11-02</lastmod></url>', '<url><loc>https://a.de/</loc><lastmod>2.11.2026</lastmod></url>', '<url><loc>x</loc></url>']) {
    expect(await sitemapSchemaErrors(urlset(broken)), broken).not.toEqual([]);
  }
});

test('robots.txt and the text file for language models', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const robots = await (await getAs(request, countryUrl(channel, 'nl', '/robots.txt'))).text();
  expect(robots).toContain(`Sitemap: ${countryUrl(channel, 'nl', '/sitemap.xml')}`);
  const llms = await getAs(request, countryUrl(channel, 'gb', '/llms.txt'));
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  expect(text.startsWith(`# ${channel}\n`)).toBe(true);
  expect(text).toContain(`(${countryUrl(channel, 'gb', slash(channel, '/photo-calendars'))})`);
});
