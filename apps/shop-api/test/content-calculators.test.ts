import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBloks } from './content-bloks.ts';
import { startTestServer, type Loose, type TestServer } from './helpers.ts';

// Every price calculator of the content (both versions of each story, every channel and language) against the seeded
// shop API: each option the shopper can pick must come with prices, asked for the way the storefront's page loader
// asks (packages/storefront/src/data/block-context.ts loadOptionPrices). A content option the catalogue does not
// offer rendered its formats without a price, and the loader logged overview-container-load-failed at each render.
/** A country of each language, for the request's channel and locale. */
const countryOf: Record<string, string> = { de: 'DE', en: 'GB', fr: 'FR', it: 'IT', es: 'ES', nl: 'NL' };

interface Option {
  value: string;
  context?: { materialType?: unknown; frameType?: unknown; photoboxType?: unknown };
  options?: Option[];
}

const rows = contentBloks(new Set(['PriceCalculator'])).flatMap(({ file, channel, language, blok }) =>
  (blok.options as Option[]).flatMap((entry) => entry.options ?? [entry]).map((option) => ({ file, channel, language, product: String(blok.product), option })),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The formats with prices the page loader gets for one option, or why it gets none. */
async function pricedFormats({ channel, language, product, option }: (typeof rows)[number]): Promise<number | string> {
  const country = countryOf[language] ?? 'DE';
  const get = async (path: string) => {
    const response = await server.request(path, { headers: { 'x-channel': `${channel}-${country}`, 'x-locale': `${language}-${country}` } });
    return response.ok ? ((await response.json()) as Loose).payload : `${response.status} ${await response.text()}`;
  };
  // As the storefront normalises a content context: null and empty values are left out (normaliseCalculatorContext).
  const given = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));
  const materialType = given(option.context?.materialType);
  const frameType = given(option.context?.frameType);
  const photoboxType = given(option.context?.photoboxType);
  const query = (entries: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  if ((product === 'photoframe' || product === 'framed-material') && materialType) {
    const payload = await get(`/web-api/product-selection-photo-frame/prices-formats?${query({ materialType, frameType })}`);
    return typeof payload === 'string' ? payload : (payload.formats as unknown[]).length;
  }
  if (product === 'photobox') {
    const payload = await get('/price-api/photoboxes');
    if (typeof payload === 'string') return payload;
    const box = (payload.photoboxes as { photoboxType: string; formats: unknown[] }[]).find((entry) => entry.photoboxType === photoboxType);
    return box ? box.formats.length : `no box ${String(photoboxType)}`;
  }
  const payload = await get(`/web-api/calculator/reference?${query({ product, materialType, frameType })}`);
  if (typeof payload === 'string') return payload;
  const key = materialType ?? option.value;
  const priced = (payload.options as { value: string; formats: unknown[] }[]).find((entry) => entry.value === key);
  return priced ? priced.formats.length : `no option ${key}`;
}

describe('every price calculator option of the content has prices in the shop API', () => {
  it('finds the calculators of both channels', () => {
    expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['kartenliebe', 'wallart']));
    expect(rows.length).toBeGreaterThan(100);
  });

  it('prices each option', async () => {
    const seen = new Map<string, number | string>();
    const problems: string[] = [];
    for (const row of rows) {
      const key = JSON.stringify([row.channel, row.language, row.product, row.option.value, row.option.context]);
      if (!seen.has(key)) seen.set(key, await pricedFormats(row));
      const formats = seen.get(key)!;
      if (typeof formats === 'string' || formats === 0) problems.push(`${row.file} ${row.product} ${row.option.value}: ${String(formats)}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
