import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/contract/error';
import {
  articlePriceResponseSchema,
  calculatorResponseSchema,
  pricesFormatsResponseSchema,
  pricesFromResponseSchema,
} from '@shop/contract/prices';
import { createClock, startTestServer, type Loose, type TestServer } from './helpers.ts';
import { materials } from '@shop/domain/catalogue/materials';
import { forgetPriceCatalogue } from '../src/pricing/price-catalogue.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: createClock('2026-11-21T10:00:00Z') });
});
afterAll(() => server.close());

const get = async (path: string, channel = 'wallart-DE', locale = 'de-DE') =>
  server.request(path, { headers: { 'x-channel': channel, 'x-locale': locale } });
const article = '/web-api/product-selection-photo-frame/price-article';

describe('price-article: computed from channel, country, material, format, options', () => {
  // Poster 300x200 lists at 7,90 EUR (DE gross); other countries by VAT or their currency's list; kartenliebe +5 %.
  it.each([
    ['wallart DE', 'wallart-DE', 'de-DE', 'materialType=poster&formatType=300x200', 790, 790, 'EUR'],
    [
      'wallart AT (20 % VAT)',
      'wallart-AT',
      'de-AT',
      'materialType=poster&formatType=300x200',
      797,
      797,
      'EUR',
    ],
    [
      'wallart CH in francs',
      'wallart-CH',
      'fr-CH',
      'materialType=poster&formatType=300x200',
      890,
      890,
      'CHF',
    ],
    [
      'wallart GB in pounds',
      'wallart-GB',
      'en-GB',
      'materialType=poster&formatType=300x200',
      699,
      699,
      'GBP',
    ],
    [
      'wallart US in dollars',
      'wallart-US',
      'en-US',
      'materialType=poster&formatType=300x200',
      899,
      899,
      'USD',
    ],
    [
      'kartenliebe DE (+5 % wall art)',
      'kartenliebe-DE',
      'de-DE',
      'materialType=poster&formatType=300x200',
      830,
      830,
      'EUR',
    ],
    [
      'glossy lamination +10 %',
      'wallart-DE',
      'de-DE',
      'materialType=poster&formatType=300x200&options[lamination]=glossy',
      869,
      869,
      'EUR',
    ],
    [
      'wooden frame +70 %, white mat +15 %',
      'wallart-DE',
      'de-DE',
      'materialType=poster&formatType=300x200&frameType=holzrahmen&options[mat]=mat-weiss',
      1462,
      1462,
      'EUR',
    ],
    [
      'quantity 3',
      'wallart-DE',
      'de-DE',
      'materialType=poster&formatType=300x200&quantity=3',
      2370,
      2370,
      'EUR',
    ],
    [
      'canvas campaign: 20 % off on wallart',
      'wallart-DE',
      'de-DE',
      'materialType=leinwand&formatType=600x400',
      2472,
      3090,
      'EUR',
    ],
    [
      'no canvas campaign on kartenliebe',
      'kartenliebe-DE',
      'de-DE',
      'materialType=leinwand&formatType=600x400',
      3245,
      3245,
      'EUR',
    ],
  ])('%s', async (_name, channel, locale, query, priceCurrent, priceOriginal, currency) => {
    const response = await get(`${article}?${query}`, channel, locale);
    expect(response.status).toBe(200);
    const { payload } = articlePriceResponseSchema.parse((await response.json()) as Loose);
    expect(payload).toMatchObject({ priceCurrent, priceOriginal, currency });
  });

  it('fills in default options and names the campaign', async () => {
    const { payload } = articlePriceResponseSchema.parse(
      (await (
        await get(`/price-api/prices/article?materialType=leinwand&formatType=600x400`)
      ).json()) as Loose,
    );
    expect(payload.options).toEqual({
      canvasEdge: 'mirrored',
      stretcherFrame: '2.5',
      mat: 'mat-none',
      frame: 'none',
    });
    expect(payload.campaign).toEqual({
      code: 'canvas-weeks',
      name: 'Canvas weeks',
      discountBasisPoints: 2000,
    });
  });

  it('ends the campaign with its window', async () => {
    server.clock.set('2028-01-02T00:00:00Z');
    const { payload } = articlePriceResponseSchema.parse(
      (await (await get(`${article}?materialType=leinwand&formatType=600x400`)).json()) as Loose,
    );
    server.clock.set('2026-11-21T10:00:00Z');
    expect(payload.priceCurrent).toBe(payload.priceOriginal);
  });

  // Own formats (calculator dialog) cost what the smallest offered format containing them costs: poster in DE
  // offers 600x400 at 11,90 EUR as the smallest format holding 550x350, upright or turned.
  it.each([
    [
      'own format 550x350 → 600x400',
      'materialType=poster&formatType=550x350',
      1190,
      'EUR',
      'wallart-DE',
      'de-DE',
    ],
    [
      'own format turned 350x550 → 600x400',
      'materialType=poster&formatType=350x550',
      1190,
      'EUR',
      'wallart-DE',
      'de-DE',
    ],
    [
      'own format 200x200 is the smallest format',
      'materialType=poster&formatType=200x200',
      690,
      'EUR',
      'wallart-DE',
      'de-DE',
    ],
    ['own format in francs', 'materialType=poster&formatType=550x350', 1390, 'CHF', 'wallart-CH', 'fr-CH'],
  ])('prices %s', async (_name, query, priceCurrent, currency, channel, locale) => {
    const response = await get(`${article}?${query}`, channel, locale);
    expect(response.status).toBe(200);
    const { payload } = articlePriceResponseSchema.parse((await response.json()) as Loose);
    expect(payload).toMatchObject({ formatType: query.split('formatType=')[1], priceCurrent, currency });
  });

  it.each([
    ['own format larger than every offered one', 'materialType=poster&formatType=1600x500'],
    ['own format side under the shortest offered side', 'materialType=poster&formatType=150x300'],
  ])('rejects %s', async (_name, query) => {
    const response = await get(`${article}?${query}`);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse((await response.json()) as Loose).error.field).toBe('formatType');
  });

  it.each([
    ['missing material', 'formatType=300x200', 400, 'materialType'],
    ['leading zero format', 'materialType=poster&formatType=0300x200', 400, 'formatType'],
    ['format with letters', 'materialType=poster&formatType=30cmx20cm', 400, 'formatType'],
    ['unknown query field', 'materialType=poster&formatType=300x200&admin=1', 400, 'admin'],
    ['quantity 0', 'materialType=poster&formatType=300x200&quantity=0', 400, 'quantity'],
    ['quantity not a number', 'materialType=poster&formatType=300x200&quantity=lots', 400, 'quantity'],
    [
      'injection in material',
      "materialType=poster'%3Bdrop%20table%20price_list--&formatType=300x200",
      400,
      'materialType',
    ],
    ['unknown material', 'materialType=gold&formatType=300x200', 404, 'materialType'],
    ['format too big for the material', 'materialType=echtglas&formatType=1500x1000', 404, 'formatType'],
    [
      'unknown option group',
      'materialType=poster&formatType=300x200&options[eyelets]=simple',
      400,
      'options.eyelets',
    ],
    [
      'unknown option value',
      'materialType=poster&formatType=300x200&options[lamination]=gold',
      400,
      'options.lamination',
    ],
    [
      'frame through options',
      'materialType=poster&formatType=300x200&options[frame]=artbox',
      400,
      'options.frame',
    ],
    [
      'frame not for the material',
      'materialType=fototapete&formatType=2000x1500&frameType=artbox',
      400,
      'frameType',
    ],
    ['unknown frame', 'materialType=poster&formatType=300x200&frameType=goldrahmen', 404, 'frameType'],
  ])('rejects %s', async (_name, query, status, field) => {
    const response = await get(`${article}?${query}`);
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse((await response.json()) as Loose).error.field).toBe(field);
  });

  it('leaves the price list unchanged after hostile input', async () => {
    const rows = await server.database.db.execute('select count(*)::int as n from price_list');
    expect(JSON.stringify(rows)).toMatch(/"n":\d{4,}/);
  });
});

describe('missing default option (spec point 8)', () => {
  it('logs error-no-default-option-for-material-type and prices with an empty value', async () => {
    const db = server.database.db;
    await db.execute(
      `update option_surcharges set is_default = false where scope = 'photoframe/poster' and option_group = 'lamination'`,
    );
    // Written under the running API: what a running API sees once its catalogue is older than PRICE_CATALOGUE_TTL_MS.
    forgetPriceCatalogue(db);
    try {
      const response = await get(`${article}?materialType=poster&formatType=300x200`);
      expect(response.status).toBe(200);
      const { payload } = articlePriceResponseSchema.parse(await response.json());
      expect(payload.options.lamination).toBe('');
      expect(payload.priceCurrent).toBe(790);
      // Through the request's logger: a JSON line with level, time and the request's id.
      const line = server.logs.find((entry) => entry.event === 'error-no-default-option-for-material-type');
      expect(line).toMatchObject({ level: 'error', group: 'lamination', requestId: expect.any(String), time: expect.any(String) });
    } finally {
      await db.execute(
        `update option_surcharges set is_default = true where scope = 'photoframe/poster' and option_group = 'lamination' and option_value = 'none'`,
      );
      forgetPriceCatalogue(db);
    }
  });
});

describe('prices-formats (VOLL-1785 artbox call)', () => {
  it('answers payload.formats[] for artbox + acrylic glass', async () => {
    const response = await get(
      '/web-api/product-selection-photo-frame/prices-formats?frameType=artbox&materialType=acrylglas',
    );
    expect(response.status).toBe(200);
    const { payload } = pricesFormatsResponseSchema.parse((await response.json()) as Loose);
    expect(payload.formats.length).toBeGreaterThan(10);
    expect(payload.formats[0]).toEqual({
      formatType: '200x200',
      priceCurrent: expect.any(Number),
      priceOriginal: expect.any(Number),
    });
    // Artbox is +80 % on the acrylic list price: 200x200 lists at 23,90 EUR.
    expect(payload.formats[0]?.priceCurrent).toBe(4302);
  });

  it('is the same list under /price-api/prices/formats', async () => {
    const a = (await (
      await get(
        '/web-api/product-selection-photo-frame/prices-formats?frameType=artbox&materialType=acrylglas',
      )
    ).json()) as Loose;
    const b = (await (
      await get('/price-api/prices/formats?frameType=artbox&materialType=acrylglas')
    ).json()) as Loose;
    expect(b).toEqual(a);
  });

  it.each([
    ['no material', 'frameType=artbox', 400],
    ['array material', 'materialType[]=acrylglas', 400],
    ['unknown material', 'materialType=stone', 404],
  ])('rejects %s', async (_name, query, status) => {
    expect((await get(`/web-api/product-selection-photo-frame/prices-formats?${query}`)).status).toBe(status);
  });
});

describe('every material × format is priced in every currency', () => {
  it.each([
    ['wallart-DE', 'de-DE'],
    ['wallart-CH', 'de-CH'],
    ['wallart-GB', 'en-GB'],
    ['wallart-US', 'en-US'],
  ])('%s', async (channel, locale) => {
    const { payload } = pricesFromResponseSchema.parse(
      (await (
        await get('/web-api/product-selection-photo-frame/prices-from', channel, locale)
      ).json()) as Loose,
    );
    // Spec point 3: the twelve wall-picture materials, in the domain's order.
    expect(payload.materials.map((entry) => entry.materialType)).toEqual([...materials]);
    expect(payload.materials).toHaveLength(12);
    for (const entry of payload.materials) expect(entry.priceCurrent).toBeGreaterThan(0);
  });
});

describe('catalogue of wall pictures', () => {
  it('answers format limits per material', async () => {
    const body = (await (
      await get('/web-api/product-selection-photo-frame/format-limits?materialType=echtglas')
    ).json()) as Loose;
    expect(body.payload).toMatchObject({
      materialType: 'echtglas',
      unit: 'cm',
      minWidthMm: 200,
      maxWidthMm: 1000,
    });
    const inch = (await (
      await get(
        '/web-api/product-selection-photo-frame/format-limits?materialType=poster',
        'wallart-US',
        'en-US',
      )
    ).json()) as Loose;
    expect(inch.payload.unit).toBe('inch');
  });

  it('answers configurator data with frames and option groups', async () => {
    const body = (await (
      await get('/web-api/product-selection-photo-frame/data?materialType=leinwand')
    ).json()) as Loose;
    expect(body.payload.frames.map((frame: { frameType: string }) => frame.frameType)).toEqual([
      'holzrahmen',
      'schattenfuge-leinwand',
    ]);
    expect(body.payload.optionGroups.map((group: { group: string }) => group.group)).toEqual([
      'canvasEdge',
      'mat',
      'stretcherFrame',
    ]);
  });

  it('groups formats by aspect ratio', async () => {
    const body = (await (await get('/web-api/aspect-ratio?materialType=poster')).json()) as Loose;
    const keys = body.payload.aspectRatios.map((group: { aspectRatio: string }) => group.aspectRatio);
    expect(keys).toEqual(expect.arrayContaining(['square', '3:2', '4:3', '3:1', '2:1']));
    const group = (await (
      await get(
        '/web-api/product-selection-photo-frame/prices-format-group?materialType=poster&aspectRatio=square',
      )
    ).json()) as Loose;
    expect(group.payload.formats.map((entry: { formatType: string }) => entry.formatType)).toEqual([
      '200x200',
      '300x300',
      '400x400',
      '500x500',
      '600x600',
      '1000x1000',
    ]);
    const images = (await (
      await get('/price-api/prices/format-group-prices-images?materialType=poster')
    ).json()) as Loose;
    expect(
      images.payload.groups.find((entry: { aspectRatio: string }) => entry.aspectRatio === '3:1'),
    ).toMatchObject({ image: { width: 600, height: 200 } });
  });

  it('lists frames with prices for a format and frame variants', async () => {
    const frames = (await (
      await get('/price-api/frame?materialType=poster&formatType=300x200')
    ).json()) as Loose;
    expect(
      frames.payload.frames.find((frame: { frameType: string }) => frame.frameType === 'kunststoffrahmen'),
    ).toMatchObject({ defaultVariant: 'black', priceCurrent: 1067 });
    const variants = (await (
      await get('/web-api/variants-for-frame-types?frameTypes[]=artbox&frameTypes[]=alurahmen')
    ).json()) as Loose;
    expect(variants.payload.frameTypes.map((frame: { frameType: string }) => frame.frameType)).toEqual([
      'alurahmen',
      'artbox',
    ]);
    expect((await get('/web-api/variants-for-frame-types?frameTypes[]=nope')).status).toBe(404);
    expect((await get('/price-api/frame?materialType=fototapete')).status).toBe(404);
  });

  it('answers photo option groups and photoboxes', async () => {
    const groups = (await (await get('/price-api/photo-options-groups?materialType=poster')).json()) as Loose;
    expect(
      groups.payload.optionGroups.find((group: { group: string }) => group.group === 'lamination').values,
    ).toEqual([
      { value: 'none', isDefault: true, surchargeBasisPoints: 0 },
      { value: 'glossy', isDefault: false, surchargeBasisPoints: 1000 },
      { value: 'matte', isDefault: false, surchargeBasisPoints: 1000 },
    ]);
    const boxes = (await (await get('/price-api/photoboxes')).json()) as Loose;
    expect(
      boxes.payload.photoboxes.map((box: { photoboxType: string; maxQuantity: number }) => [
        box.photoboxType,
        box.maxQuantity,
      ]),
    ).toEqual([
      ['max', 250],
      ['photoprint', 100],
      ['small', 30],
    ]);
  });
});

describe('calculator/reference', () => {
  it('builds the wall-picture calculator from the price list', async () => {
    const response = await get('/web-api/calculator/reference?product=photoframe&materialType=leinwand');
    const { payload } = calculatorResponseSchema.parse((await response.json()) as Loose);
    expect(payload.selectedValue).toBe('leinwand');
    const canvas = payload.options.find((option) => option.value === 'leinwand');
    expect(canvas?.formats.find((format) => format.value === '600x400')).toMatchObject({
      priceCurrent: 2472,
      priceOriginal: 3090,
      context: { materialType: 'leinwand', formatType: '600x400' },
    });
    expect(canvas?.initiallySelectedFormat).toBe('200x200');
  });

  it('uses the channel default collage id', async () => {
    const kl = calculatorResponseSchema.parse(
      (await (await get('/web-api/calculator/reference?product=collage', 'kartenliebe-DE')).json()) as Loose,
    );
    const wa = calculatorResponseSchema.parse(
      (await (await get('/web-api/calculator/reference?product=collage', 'wallart-DE')).json()) as Loose,
    );
    expect(kl.payload.context.designId).toBe(1);
    expect(wa.payload.context.designId).toBe(13);
  });

  it.each(['photobox', 'photoprint', 'photobook', 'framed-material'])('answers %s', async (product) => {
    const { payload } = calculatorResponseSchema.parse(
      (await (await get(`/web-api/calculator/reference?product=${product}`)).json()) as Loose,
    );
    expect(payload.options.length).toBeGreaterThan(0);
  });

  // One price per photobook configuration (issue 14): the calculator prices each format with the channel's
  // preselected options, exactly as photobook-price does when the request leaves them open.
  it.each([
    ['kartenliebe-DE', 'de-DE'],
    ['wallart-DE', 'de-DE'],
    ['wallart-CH', 'fr-CH'],
  ])('prices photobooks as photobook-price with the channel defaults (%s)', async (channel, locale) => {
    const { payload } = calculatorResponseSchema.parse(
      (await (await get('/web-api/calculator/reference?product=photobook', channel, locale)).json()) as Loose,
    );
    const digital = payload.options.find((option) => option.value === 'digitalfotobuch');
    expect(digital?.formats.map((format) => format.value)).toContain('a4-hoch');
    for (const format of digital?.formats ?? []) {
      const single = (await (
        await get(`/web-api/photobook-price?photobookType=digitalfotobuch&format=${format.value}`, channel, locale)
      ).json()) as Loose;
      expect([format.value, format.priceCurrent, format.priceOriginal]).toEqual([
        format.value,
        single.payload.unitPriceCurrent,
        single.payload.unitPriceOriginal,
      ]);
    }
  });

  it.each([
    ['unknown product', 'product=car', 400],
    ['no product', '', 400],
    ['material of another product', 'product=photobox&materialType=poster', 404],
  ])('rejects %s', async (_name, query, status) => {
    expect((await get(`/web-api/calculator/reference?${query}`)).status).toBe(status);
  });
});

describe('campaign-data', () => {
  it('lists the running campaigns of the channel', async () => {
    const wallart = (await (await get('/web-api/campaign-data')).json()) as Loose;
    expect(wallart.payload.campaigns.map((campaign: { code: string }) => campaign.code)).toEqual([
      'canvas-weeks',
    ]);
    server.clock.set('2026-10-01T10:00:00Z');
    const october = (await (await get('/web-api/campaign-data', 'kartenliebe-DE')).json()) as Loose;
    server.clock.set('2026-11-21T10:00:00Z');
    expect(october.payload.campaigns.map((campaign: { code: string }) => campaign.code)).toEqual([
      'calendar-early-bird',
      'wedding-season',
    ]);
    expect((await get('/web-api/campaign-data?x=1')).status).toBe(400);
  });
});
