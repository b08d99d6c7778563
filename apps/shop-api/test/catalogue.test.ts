import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerResponseSchema } from '@shop/contract/customer';
import { apiErrorSchema } from '@shop/contract/error';
import { createClock, sessionCookie, startTestServer, type Loose, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: createClock('2026-11-21T10:00:00Z') });
});
afterAll(() => server.close());

const get = async (path: string, channel = 'kartenliebe-DE', locale = 'de-DE') =>
  server.request(path, { headers: { 'x-channel': channel, 'x-locale': locale } });
const payloadOf = async (path: string, channel?: string, locale?: string) => {
  const response = await get(path, channel, locale);
  expect(response.status).toBe(200);
  return ((await response.json()) as Loose).payload;
};
const count = async (table: string) =>
  JSON.stringify(await server.database.db.execute(`select count(*)::int as n from ${table}`));

describe('calendar', () => {
  it.each([
    [
      'wall calendar A4, spiral (default)',
      'calendarType=wandkalender&format=a4-hoch',
      2059,
      2059,
      { mounting: 'spirale' },
    ],
    [
      'wooden block +25 %',
      'calendarType=wandkalender&format=a4-hoch&mounting=holzblock',
      2574,
      2574,
      { mounting: 'holzblock' },
    ],
    [
      'quantity 2',
      'calendarType=wandkalender&format=a4-hoch&quantity=2',
      4118,
      4118,
      { mounting: 'spirale' },
    ],
  ])('prices %s', async (_name, query, priceCurrent, priceOriginal, options) => {
    expect(await payloadOf(`/web-api/calendar-price?${query}`)).toMatchObject({
      priceCurrent,
      priceOriginal,
      options,
      currency: 'EUR',
    });
  });

  it('applies the early-bird campaign inside its window', async () => {
    server.clock.set('2026-10-01T10:00:00Z');
    const payload = await payloadOf('/web-api/calendar-price?calendarType=wandkalender&format=a4-hoch');
    server.clock.set('2026-11-21T10:00:00Z');
    expect(payload).toMatchObject({ priceOriginal: 2059, priceCurrent: 1853 });
  });

  it.each([
    ['unknown type', 'calendarType=jahreskalender&format=a4-hoch', 404],
    ['format of another type', 'calendarType=familienplaner&format=a4-hoch', 404],
    ['unknown mounting', 'calendarType=wandkalender&format=a4-hoch&mounting=magnet', 400],
    ['negative quantity', 'calendarType=wandkalender&format=a4-hoch&quantity=-1', 400],
  ])('rejects %s', async (_name, query, status) => {
    expect((await get(`/web-api/calendar-price?${query}`)).status).toBe(status);
  });

  it('lists design groups by id, format and category', async () => {
    expect((await payloadOf('/web-api/calendar-design-group')).designGroups).toHaveLength(3);
    expect(
      (await payloadOf('/web-api/calendar-design-group?format=150-400')).designGroups.map(
        (g: { id: number }) => g.id,
      ),
    ).toEqual([10]);
    expect(
      (await payloadOf('/web-api/calendar-design-group?categoryIds[]=2&categoryIds[]=3')).designGroups.map(
        (g: { id: number }) => g.id,
      ),
    ).toEqual([11, 12]);
    expect((await get('/web-api/calendar-design-group?id=99')).status).toBe(404);
    expect((await get('/web-api/calendar-design-group?id=abc')).status).toBe(400);
  });
});

describe('photobook', () => {
  it.each([
    [
      'kartenliebe: matt lamination by default',
      'kartenliebe-DE',
      'photobookType=digitalfotobuch&format=a4-quer',
      2725,
      { lamination: 'matt', refinement: 'none' },
    ],
    [
      'wallart: glossy and gold by default',
      'wallart-DE',
      'photobookType=digitalfotobuch&format=a4-quer',
      3111,
      { lamination: 'glossy', refinement: 'gold' },
    ],
    [
      '30 pages: 6 extra pages at 0,62',
      'kartenliebe-DE',
      'photobookType=digitalfotobuch&format=a4-quer&pageCount=30',
      3097,
      { lamination: 'matt' },
    ],
    [
      'soft cover -15 %',
      'kartenliebe-DE',
      'photobookType=digitalfotobuch&format=a4-quer&cover=soft',
      2340,
      { cover: 'soft' },
    ],
  ])('prices %s', async (_name, channel, query, priceCurrent, options) => {
    expect(await payloadOf(`/web-api/photobook-price?${query}`, channel)).toMatchObject({
      priceCurrent,
      options,
    });
  });

  it.each([
    ['odd page count', 'photobookType=digitalfotobuch&format=a4-quer&pageCount=25', 400, 'pageCount'],
    ['too many pages', 'photobookType=fotoheft&format=a5-hoch&pageCount=60', 400, 'pageCount'],
    ['unknown type', 'photobookType=ebook&format=a4-quer', 404, 'photobookType'],
    ['unknown paper', 'photobookType=digitalfotobuch&format=a4-quer&paper=gold', 400, 'options.paper'],
  ])('rejects %s', async (_name, query, status, field) => {
    const response = await get(`/web-api/photobook-price?${query}`);
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse((await response.json()) as Loose).error.field).toBe(field);
  });

  it('answers design group sets, by id and by categories', async () => {
    expect(
      (await payloadOf('/web-api/photobook-design-group-set?categoryIds[]=40')).designGroupSets.map(
        (s: { id: number }) => s.id,
      ),
    ).toEqual([30, 32]);
    expect((await payloadOf('/web-api/photobook-design-group-set/31')).designGroupSets[0].name).toBe('Reise');
    expect((await get('/web-api/photobook-design-group-set/999')).status).toBe(404);
    expect((await get('/web-api/photobook-design-group-set/abc')).status).toBe(400);
  });
});

describe('photobox', () => {
  it('lists the boxes and prices a selection', async () => {
    const all = await payloadOf('/web-api/photobox-data');
    expect(all.photoboxes).toHaveLength(3);
    const selection = await payloadOf('/web-api/photobox-data?photoboxType=small&format=150x100&quantity=30');
    const print = selection.photoboxes[0].formats.find(
      (f: { formatType: string }) => f.formatType === '150x100',
    );
    expect(selection.selection.priceCurrent).toBe(
      selection.photoboxes[0].box.priceCurrent + 30 * print.priceCurrent,
    );
    expect((await get('/web-api/photobox-data?photoboxType=small&format=150x100&quantity=31')).status).toBe(
      400,
    );
    expect((await get('/web-api/photobox-data?photoboxType=huge')).status).toBe(404);
  });
});

describe('cards and accessories', () => {
  it.each([
    [
      '1 card: list price, kartenliebe -5 %, wedding campaign -15 %',
      'paper=standard&format=a6-hoch',
      133,
      157,
    ],
    ['50 cards: 20 % quantity discount', 'paper=standard&format=a6-hoch&quantity=50', 50 * 107, 50 * 126],
    ['gold foil +30 %', 'paper=standard&format=a6-hoch&refinementType=gold', 173, 204],
  ])('prices %s', async (_name, query, priceCurrent, priceOriginal) => {
    expect(await payloadOf(`/web-api/card-price?${query}`)).toMatchObject({ priceCurrent, priceOriginal });
  });

  it.each([
    ['3 samples are free', 'kartenliebe-DE', 'de-DE', 3, 0],
    ['5 samples in DE: 2 × 3,00 EUR', 'kartenliebe-DE', 'de-DE', 5, 600],
    ['5 samples in CH: 2 × 3.50 CHF', 'kartenliebe-CH', 'de-CH', 5, 700],
  ])('prices samples: %s', async (_name, channel, locale, quantity, priceCurrent) => {
    expect(
      await payloadOf(
        `/web-api/card-price?paper=standard&format=a6-hoch&sample=true&quantity=${quantity}`,
        channel,
        locale,
      ),
    ).toMatchObject({ priceCurrent, sample: true });
  });

  it.each([
    ['5001 cards', 'paper=standard&format=a6-hoch&quantity=5001', 400],
    ['unknown refinement', 'paper=standard&format=a6-hoch&refinementType=platin', 400],
    ['quantity tier as option', 'paper=standard&format=a6-hoch&options[quantityFrom]=1000', 400],
    ['unknown paper', 'paper=gold&format=a6-hoch', 404],
  ])('rejects %s', async (_name, query, status) => {
    expect((await get(`/web-api/card-price?${query}`)).status).toBe(status);
  });

  // Envelope prices of spec point 9.
  it.each([
    ['envelope-standard', 'kartenliebe-DE', 'de-DE', 95, 'EUR'],
    ['envelope-standard', 'kartenliebe-AT', 'de-AT', 100, 'EUR'],
    ['envelope-standard', 'kartenliebe-CH', 'de-CH', 100, 'CHF'],
    ['envelope-compact', 'kartenliebe-DE', 'de-DE', 110, 'EUR'],
    ['envelope-compact', 'kartenliebe-AT', 'de-AT', 150, 'EUR'],
    ['envelope-compact', 'kartenliebe-CH', 'fr-CH', 120, 'CHF'],
    ['envelope-large', 'kartenliebe-DE', 'de-DE', 180, 'EUR'],
    ['envelope-large', 'kartenliebe-AT', 'de-AT', 150, 'EUR'],
    ['envelope-large', 'kartenliebe-CH', 'it-CH', 290, 'CHF'],
  ])('prices %s in %s at %i', async (sku, channel, locale, priceCurrent, currency) => {
    expect(await payloadOf(`/web-api/card-accessory-price?sku=${sku}`, channel, locale)).toMatchObject({
      priceCurrent,
      currency,
    });
    expect(await payloadOf(`/price-api/accessory?sku=${sku}&quantity=10`, channel, locale)).toMatchObject({
      priceCurrent: priceCurrent * 10,
    });
    expect(await payloadOf(`/accessory?sku=${sku}`, channel, locale)).toMatchObject({ priceCurrent });
  });

  it('lists accessories of the channel by subtype', async () => {
    const envelopes = await payloadOf('/web-api/card-accessories?subtype=envelope');
    expect(envelopes.accessories.map((a: { sku: string }) => a.sku)).toEqual([
      'envelope-compact',
      'envelope-large',
      'envelope-standard',
    ]);
    const wallart = await payloadOf('/web-api/card-accessories?subtype=envelope', 'wallart-DE');
    expect(wallart.accessories.map((a: { sku: string }) => a.sku)).toEqual([
      'envelope-compact',
      'envelope-standard',
    ]);
    expect((await get('/web-api/card-accessories?subtype=car')).status).toBe(400);
    expect((await get('/web-api/card-accessory-price?sku=envelope-large', 'wallart-DE')).status).toBe(404);
  });

  it('orders an accessory into the cart of the logged-in customer', async () => {
    const cookie = sessionCookie(
      await server.request('/web-api/customer-login', {
        json: { email: 'anna@example.com', password: 'anna-demo-password' },
      }),
    );
    const first = await server.request('/web-api/card-accessory-order', {
      json: { sku: 'seal-heart', quantity: 20 },
      cookie,
    });
    expect(first.status).toBe(201);
    expect(
      customerResponseSchema.parse((await first.json()) as Loose).customer.order?.cartArticlesAmount,
    ).toBe(3);
    const again = await server.request('/web-api/card-accessory-order', {
      json: { sku: 'seal-heart', quantity: 5 },
      cookie,
    });
    expect(
      customerResponseSchema.parse((await again.json()) as Loose).customer.order?.cartArticlesAmount,
    ).toBe(3);
  });

  it.each([
    ['logged out', { sku: 'seal-heart', quantity: 1 }, false, 401],
    ['unknown sku', { sku: 'unicorn', quantity: 1 }, true, 404],
    ['quantity as string', { sku: 'seal-heart', quantity: '1' }, true, 400],
    ['zero quantity', { sku: 'seal-heart', quantity: 0 }, true, 400],
    ['extra field', { sku: 'seal-heart', quantity: 1, price: 0 }, true, 400],
  ])('rejects an accessory order when %s and changes no cart', async (_name, json, loggedIn, status) => {
    const before = await count('order_articles');
    const cookie = loggedIn
      ? sessionCookie(
          await server.request('/web-api/customer-login', {
            json: { email: 'leon@example.com', password: 'leon-demo-password' },
          }),
        )
      : undefined;
    const response = await server.request('/web-api/card-accessory-order', {
      json,
      ...(cookie ? { cookie } : {}),
    });
    expect(response.status).toBe(status);
    expect(await count('order_articles')).toBe(before);
  });
});

describe('collage, themes', () => {
  it('answers collage design groups and the group of the default collage per channel', async () => {
    expect(
      (await payloadOf('/web-api/collage-designer-design-groups')).designGroups.map(
        (g: { id: number }) => g.id,
      ),
    ).toEqual([1, 2]);
    expect(
      (
        await payloadOf('/web-api/collage-designer-design-groups?categoryIds[]=22', 'wallart-DE')
      ).designGroups.map((g: { id: number }) => g.id),
    ).toEqual([13]);
    expect(await payloadOf('/web-api/collage-designer-design-group')).toMatchObject({
      designId: 1,
      designGroup: { id: 1 },
    });
    expect(await payloadOf('/web-api/collage-designer-design-group', 'wallart-DE')).toMatchObject({
      designId: 13,
      designGroup: { id: 13 },
    });
    expect(await payloadOf('/web-api/collage-designer-design-group?designId=3')).toMatchObject({
      designGroup: { id: 2 },
    });
    expect((await get('/web-api/collage-designer-design-group?designId=999')).status).toBe(404);
  });

  it('lists themes of the channel, paged by 12 or 48, named in the language', async () => {
    const page = await payloadOf('/web-api/themes?occasion=hochzeit', 'kartenliebe-GB', 'en-GB');
    expect(page.themes[0]).toMatchObject({ slug: 'hochzeit-klassisch', name: 'Wedding classic' });
    const all = await payloadOf('/web-api/themes?perPage=48');
    expect(all.total).toBe(all.themes.length);
    expect((await get('/web-api/themes?perPage=13')).status).toBe(400);
    expect((await get('/web-api/themes?id=1')).status).toBe(404);
  });
});

describe('what list tiles show: names in the language, a picture', () => {
  const pictureOf = async (url: string) => {
    const response = await server.request(new URL(url).pathname);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  };

  it.each([
    ['de-DE', 'kartenliebe-DE', 'Umschlag kompakt', 'Reise', 'Collage Klassik', 'Wandkalender Natur, Motiv 2'],
    ['en-GB', 'kartenliebe-GB', 'Envelope compact', 'Travel', 'Classic collage', 'Wall calendar nature, Design 2'],
    ['es-ES', 'kartenliebe-ES', 'Sobre compacto', 'Viaje', 'Collage clásico', 'Calendario de pared naturaleza, Diseño 2'],
    ['fr-CH', 'kartenliebe-CH', 'Enveloppe compacte', 'Voyage', 'Collage classique', 'Calendrier mural nature, Motif 2'],
    ['it-IT', 'kartenliebe-IT', 'Busta compatta', 'Viaggio', 'Collage classico', 'Calendario da parete natura, Motivo 2'],
    ['nl-NL', 'kartenliebe-NL', 'Envelop compact', 'Reis', 'Klassieke collage', 'Wandkalender natuur, Ontwerp 2'],
  ])('%s: accessories, photobook sets, collages and calendar designs are named in the language', async (locale, channel, envelope, set, collage, design) => {
    const accessories = (await payloadOf('/web-api/card-accessories?subtype=envelope', channel, locale)).accessories as { sku: string; name: string }[];
    expect(accessories.find((entry) => entry.sku === 'envelope-compact')?.name).toBe(envelope);
    const sets = (await payloadOf('/web-api/photobook-design-group-set', channel, locale)).designGroupSets as { id: number; name: string }[];
    expect(sets.find((entry) => entry.id === 31)?.name).toBe(set);
    const collages = (await payloadOf('/web-api/collage-designer-design-groups', channel, locale)).designGroups as { id: number; name: string }[];
    expect(collages.find((entry) => entry.id === 1)?.name).toBe(collage);
    const [calendar] = (await payloadOf('/web-api/calendar-design-group?id=11', channel, locale)).designGroups as { designs: { name: string }[] }[];
    expect(calendar?.designs[1]?.name).toBe(design);
  });

  it('answers a picture on its image proxy for every theme, design group and accessory', async () => {
    const themes = (await payloadOf('/web-api/themes?perPage=48')).themes as { image: string }[];
    const groups = [
      ...(await payloadOf('/web-api/calendar-design-group')).designGroups,
      ...(await payloadOf('/web-api/collage-designer-design-groups')).designGroups,
      ...(await payloadOf('/web-api/photobook-design-group-set')).designGroupSets,
    ] as { image: string }[];
    const accessories = (await payloadOf('/web-api/card-accessories')).accessories as { image: string }[];
    const images = new Set([...themes, ...groups, ...accessories].map((entry) => entry.image));
    expect(images.size).toBeGreaterThan(10);
    for (const image of images) {
      expect(image).toMatch(/^http:\/\/[^/]+\/images\/catalogue\/[a-z0-9-]+\.jpg$/);
      await pictureOf(image);
    }
  });
});

describe('vouchers', () => {
  it.each([
    ['WELCOME10 on 50,00', 'code=welcome10&orderTotal=5000', 200, { kind: 'percent', discountMinor: 500 }],
    ['CARDS5 on 40,00', 'code=CARDS5&orderTotal=4000', 200, { kind: 'amount', discountMinor: 500 }],
    ['CARDS5 below minimum', 'code=CARDS5&orderTotal=1000', 422, { code: 'voucher_minimum_not_reached' }],
    ['expired', 'code=EXPIRED2025', 422, { code: 'voucher_expired' }],
    ['unknown', 'code=NOPE-NOPE', 404, { code: 'unknown_voucher' }],
    ['malformed', 'code=%3Cscript%3E', 400, { code: 'validation_failed' }],
  ])('checks %s', async (_name, query, status, expected) => {
    const response = await get(`/web-api/voucher?${query}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as Loose;
    expect(status === 200 ? body.payload : body.error).toMatchObject(expected);
  });

  it('answers gift voucher balances in their currency', async () => {
    expect(await payloadOf('/gift-voucher?code=GIFT-2026-ANNA')).toMatchObject({
      balanceMinor: 3250,
      currency: 'EUR',
    });
    expect((await get('/gift-voucher?code=GIFT-2026-CHF')).status).toBe(422);
    expect(await payloadOf('/gift-voucher?code=GIFT-2026-CHF', 'kartenliebe-CH', 'de-CH')).toMatchObject({
      balanceMinor: 10000,
    });
    expect((await get('/gift-voucher?code=GIFT-2023-OLD')).status).toBe(422);
  });
});

describe('sku container and express shop', () => {
  it('answers the sku contexts of a container', async () => {
    const payload = await payloadOf('/web-api/sku/container?sku=wall-leinwand-600x400', 'wallart-DE');
    expect(payload.container).toBe('wall-leinwand');
    expect(payload.skus.find((s: { sku: string }) => s.sku === 'wall-leinwand-600x400')).toEqual({
      sku: 'wall-leinwand-600x400',
      container: 'wall-leinwand',
      family: 'photoframe',
      formatType: '600x400',
      materialType: 'leinwand',
      priceCurrent: 2472,
      priceOriginal: 3090,
      isExpress: true,
    });
    expect((await get('/web-api/sku/container?sku=nope')).status).toBe(404);
    expect((await get('/web-api/sku/container')).status).toBe(400);
    expect((await get('/web-api/sku/container?sku=a&container=b')).status).toBe(400);
  });

  it('lists express articles where express shipping exists', async () => {
    const de = await payloadOf('/web-api/express-shop', 'wallart-DE');
    expect(de).toMatchObject({ available: true, expressDeliveryDays: 1 });
    expect(de.skus.length).toBeGreaterThan(5);
    expect(await payloadOf('/web-api/express-shop', 'wallart-US', 'en-US')).toMatchObject({
      available: false,
      skus: [],
    });
  });
});
