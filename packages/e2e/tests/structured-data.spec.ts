import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { signPreviewParams } from '@shop/api-client/content/preview';
import { formatPrice } from '@shop/domain/format-price';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { channelOf, countryUrl, e2eContentEnv, getAs, slash, type Channel } from './stack.ts';

type Offer = { '@type': string; price: number; priceCurrency: string; availability: string };
type Node = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD as a search engine reads it: extracted from the HTML, validated against schema.org/Google rules. */
async function readStructuredData(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  expect(extracted.errors).toEqual([]);
  const issues = await new Validator().validate(extracted);
  return { jsonld: extracted.jsonld, errors: issues.filter((issue) => issue.severity === 'ERROR') };
}

/** The page's visible text (tags and scripts out, entities the formatter uses decoded). */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#x27;|&#39;/g, (entity) => (entity === '&nbsp;' ? '\u00a0' : "'"));
}

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await getAs(request, url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

function expectOfferShownOnPage(page: string, offer: Offer, locale: string) {
  expect(offer.availability).toBe('https://schema.org/InStock');
  expect(visibleText(page)).toContain(formatPrice({ amountMinor: Math.round(offer.price * 100), locale, currency: offer.priceCurrency as 'EUR' }));
}

const calculatorPages: Record<Channel, string> = { kartenliebe: '/fotobuch', wallart: '/wandbilder' };

test('a product page’s Product/Offer validates and names the price and currency the page shows (wallart, DE and CH)', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  test.skip(channel !== 'wallart', 'kartenliebe prices no product without a design (spec point 3); its calculator pages are tested below');
  for (const [host, locale, currency] of [[null, 'de-DE', 'EUR'], ['ch', 'de-CH', 'CHF']] as const) {
    const page = await html(request, countryUrl(channel, host, slash(channel, '/products/photoframe')));
    const { jsonld, errors } = await readStructuredData(page);
    expect(errors).toEqual([]);
    const [product] = jsonld.Product ?? [];
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: expect.any(String) as unknown });
    const offer = product?.offers as Offer;
    expect(offer.priceCurrency).toBe(currency);
    expectOfferShownOnPage(page, offer, locale);
  }
});

test('a calculator page carries a valid Product/Offer with the preselected price, and its BreadcrumbList', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const page = await html(request, countryUrl(channel, null, slash(channel, calculatorPages[channel])));
  const { jsonld, errors } = await readStructuredData(page);
  expect(errors).toEqual([]);
  const offer = jsonld.Product?.[0]?.offers as Offer;
  expect(offer.priceCurrency).toBe('EUR');
  expectOfferShownOnPage(page, offer, 'de-DE');
  const trail = (jsonld.BreadcrumbList?.[0]?.itemListElement ?? []) as { position: number; item: string }[];
  expect(trail.map((entry) => entry.position)).toEqual([1, 2]);
  expect(new URL(trail[1]?.item ?? '').pathname).toBe(slash(channel, calculatorPages[channel]));
});

test('the start page names the Organization and the WebSite', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const { jsonld, errors } = await readStructuredData(await html(request, countryUrl(channel, 'ch', slash(channel, '/fr'))));
  expect(errors).toEqual([]);
  expect(jsonld.Organization?.[0]).toMatchObject({ name: channel, url: `https://${channel}.ch${slash(channel, '/fr')}` });
  expect((jsonld.WebSite?.[0] as Node | undefined)?.inLanguage).toBe('fr-CH');
});

function metaContent(page: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(page)?.[1];
}

test('every page type has og:title, og:image, a Twitter card, theme-color, icons and the manifest', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const preview = await signPreviewParams({ storyId: 1, spaceId: e2eContentEnv.CONTENT_SPACE_ID, previewToken: e2eContentEnv.CONTENT_PREVIEW_TOKEN, timestamp: Math.floor(Date.now() / 1000) });
  const pages = {
    start: ['/', 200],
    content: [slash(channel, calculatorPages[channel]), 200],
    products: [slash(channel, '/products'), 200],
    product: [slash(channel, '/products/calendar'), 200],
    preview: [`${slash(channel, calculatorPages[channel])}?${preview.toString()}`, 200],
    notFound: [slash(channel, '/gibt-es-nicht'), 404],
  } as const;
  for (const [kind, [path, status]] of Object.entries(pages)) {
    const response = await getAs(request, countryUrl(channel, null, path));
    expect(response.status(), kind).toBe(status);
    const page = await response.text();
    expect(metaContent(page, 'og:title'), kind).toBeTruthy();
    const image = new URL(metaContent(page, 'og:image') ?? '');
    // The channel's share image on the production domain, or the story's teaser picture where the content API serves it.
    const fetched = image.origin === `https://${channel}.de` ? await getAs(request, countryUrl(channel, null, image.pathname)) : await request.get(image.toString());
    expect(fetched.status(), `${kind} ${image.toString()}`).toBe(200);
    expect(fetched.headers()['content-type'], `${kind} ${image.toString()}`).toMatch(/^image\//);
    expect(metaContent(page, 'twitter:card'), kind).toBe('summary_large_image');
    expect(metaContent(page, 'theme-color'), kind).toMatch(/^#[0-9a-f]{6}$/);
    expect(page, kind).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(page, kind).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
  }
});

test('icons and the web app manifest answer 200 with their own type on every country host, never a page', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const files = {
    '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)/,
    '/apple-touch-icon.png': /^image\/png/,
    '/apple-touch-icon-precomposed.png': /^image\/png/,
    '/icon-192.png': /^image\/png/,
    '/icon-512.png': /^image\/png/,
    '/og-image.png': /^image\/png/,
    '/manifest.webmanifest': /^application\/manifest\+json/,
  };
  for (const host of [null, 'ch']) {
    for (const [path, type] of Object.entries(files)) {
      const response = await getAs(request, countryUrl(channel, host, path));
      expect(response.status(), `${host} ${path}`).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
  }
  const manifest = (await (await getAs(request, countryUrl(channel, null, '/manifest.webmanifest'))).json()) as { name: string; theme_color: string; icons: { src: string }[] };
  expect(manifest.name).toBe(channel);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) expect((await getAs(request, countryUrl(channel, null, icon.src))).status()).toBe(200);
});
