import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { selectEnvelopeSku, toCardDesignItems } = await import('./block-lists.ts');

const wedding = { id: 500, slug: 'hochzeit-klassisch', occasion: 'hochzeit', category: 'einladung', name: 'Hochzeit klassisch', designIds: [5000, 5001] };

describe('toCardDesignItems', () => {
  it('links every design of a theme to the card designer with theme, design, quantity 50, category, occasion, envelope', () => {
    const items = toCardDesignItems({ themes: [wedding], envelopeSku: 'envelope-standard', locale: 'de-DE', platform: 'web' });
    expect(items.map((item) => item.title)).toEqual(['Hochzeit klassisch, Motiv 1', 'Hochzeit klassisch, Motiv 2']);
    const url = new URL(items[1]?.href ?? '', 'http://shop.invalid');
    expect(url.pathname).toBe('/configurator-card');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      themeId: '500',
      designId: '5001',
      // The 11th quantity step (spec point 9).
      quantity: '50',
      envelopeSku: 'envelope-standard',
      category: 'einladung',
      occasion: 'hochzeit',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it('leaves out an occasion the catalogue does not know and an envelope the shop does not sell', () => {
    const [item] = toCardDesignItems({ themes: [{ ...wedding, occasion: 'party<script>' }], locale: 'fr-CH', platform: 'desktop' });
    const params = new URL(item?.href ?? '', 'http://shop.invalid').searchParams;
    expect(params.has('occasion')).toBe(false);
    expect(params.has('envelopeSku')).toBe(false);
    expect(params.get('platform')).toBe('desktop');
    expect(item?.title).toBe('Hochzeit klassisch, motif 1');
  });

  it('shows the theme’s picture from the shop API on every tile, decorative (the title names it)', () => {
    const image = 'http://localhost:4000/images/catalogue/card-hochzeit.jpg';
    const items = toCardDesignItems({ themes: [{ ...wedding, image }], locale: 'de-DE', platform: 'web' });
    expect(items.map((item) => item.image)).toEqual([
      { filename: image, alt: '' },
      { filename: image, alt: '' },
    ]);
    expect(toCardDesignItems({ themes: [wedding], locale: 'de-DE', platform: 'web' })[0]?.image).toBeUndefined();
  });

  it('gives no tiles for no themes', () => {
    expect(toCardDesignItems({ themes: [], locale: 'en-GB', platform: 'web' })).toEqual([]);
  });
});

describe('selectEnvelopeSku', () => {
  it.each([
    [[{ sku: 'envelope-large', subtype: 'envelope' }, { sku: 'envelope-standard', subtype: 'envelope' }], 'envelope-standard'],
    [[{ sku: 'bow-jute', subtype: 'bow' }, { sku: 'envelope-large', subtype: 'envelope' }], 'envelope-large'],
    [[{ sku: 'bow-jute', subtype: 'bow' }], undefined],
    [[], undefined],
  ] as const)('%j → %s', (accessories, expected) => {
    expect(selectEnvelopeSku(accessories)).toBe(expected);
  });
});

const { loadBlockLists, toAccessoryItems, toCalendarDesignItems, toCollageDesignItems, toPhotobookSetItems } = await import('./block-lists.ts');
const { serverLogger } = await import('./server-logger.ts');
const { kartenliebe } = await import('@shop/config/channels/kartenliebe');
const { wallart } = await import('@shop/config/channels/wallart');
const { createShopClient } = await import('@shop/api-client/shop/request');

const now = new Date('2026-11-22T10:00:00Z');
const blockContext = (settings: typeof kartenliebe, locale: 'de-DE' | 'de-CH' | 'en-US' = 'de-DE') => ({ locale, platform: 'web' as const, settings, logger: serverLogger, now, treatments: {} });
const query = (href: string | undefined) => Object.fromEntries(new URL(href ?? 'missing:', 'http://shop.invalid').searchParams);
const pathOf = (href: string | undefined) => new URL(href ?? 'missing:', 'http://shop.invalid').pathname;

// Design groups as the shop API seeds them (apps/shop-api/src/db/seed.ts).
const calendarGroups = [
  { id: 10, name: 'Familienplaner Klassik', categoryIds: [1], designs: [{ id: 1001, name: 'Design 1001', formats: ['150-400', '200-400'] }] },
  { id: 11, name: 'Wandkalender Natur', categoryIds: [2], designs: [{ id: 1101, name: 'Design 1101', formats: ['a3-hoch', 'a4-hoch', '300-300'] }, { id: 1102, name: 'Design 1102', formats: ['a3-hoch'] }] },
  { id: 12, name: 'Tischkalender Minimal', categoryIds: [3], designs: [{ id: 1201, name: 'Design 1201', formats: ['a5-quer', '145-145'] }] },
];

describe('overview tiles', () => {
  it('calendar designs open the calendar designer with type, group, design and this month; a blok type filters', () => {
    const all = toCalendarDesignItems({ groups: calendarGroups, context: blockContext(kartenliebe) });
    expect(all.map((item) => item.id)).toEqual(['10-1001', '11-1101', '11-1102', '12-1201']);
    const wall = toCalendarDesignItems({ groups: calendarGroups, calendarType: 'wandkalender', context: blockContext(kartenliebe) });
    expect(wall.map((item) => item.title)).toEqual(['Wandkalender Natur, Motiv 1', 'Wandkalender Natur, Motiv 2']);
    expect(pathOf(wall[0]?.href)).toBe('/configurator-calendar');
    expect(query(wall[0]?.href)).toEqual({
      calendarType: 'wandkalender',
      startMonth: '11',
      startYear: '2026',
      mounting: 'ohne',
      accessoryTypes: 'none',
      designGroupId: '11',
      designId: '1101',
      locale: 'de-DE',
      platform: 'web',
    });
    expect(toCalendarDesignItems({ groups: calendarGroups, calendarType: 'kuechenkalender', context: blockContext(kartenliebe) })).toEqual([]);
  });

  it('collage designs open the collage designer with their design id; on wallart their detail page comes first', () => {
    const groups = [{ id: 13, name: 'Wall collage', categoryIds: [20], designs: [{ id: 13, name: 'Gallery', formats: [] }, { id: 14, name: 'Strip', formats: [] }] }];
    const direct = toCollageDesignItems({ groups, context: blockContext(kartenliebe) });
    expect(direct.map((item) => query(item.href).designId)).toEqual(['13', '14']);
    expect(pathOf(direct[1]?.href)).toBe('/configurator-collage');
    expect(toCollageDesignItems({ groups, context: blockContext(wallart) }).map((item) => item.href)).toEqual(['/products/collage/13', '/products/collage/14']);
    expect(toCollageDesignItems({ groups, context: blockContext(wallart, 'en-US') })[0]?.href).toBe('/products/collage/13');
  });

  it('photobook sets open the photobook designer with the set and the first photobook format of its designs', () => {
    const items = toPhotobookSetItems({
      sets: [
        { id: 30, name: 'Hochzeit', categoryIds: [40], designs: [{ id: 301, name: 'Elegant', formats: ['a4-quer', '300-300'] }] },
        { id: 99, name: 'Kaputt', categoryIds: [40], designs: [{ id: 991, name: 'No format', formats: ['999x1'] }] },
      ],
      context: blockContext(kartenliebe),
    });
    expect(items.map((item) => item.title)).toEqual(['Hochzeit']);
    expect(pathOf(items[0]?.href)).toBe('/configurator-photobook');
    expect(query(items[0]?.href)).toMatchObject({ designGroupSetId: '30', photobookType: 'digitalfotobuch', format: 'a4-quer', binding: 'pur', photobookCover: 'hard', locale: 'de-DE' });
  });

  it('accessories select their sku on the page; prices only where the channel shows them (not kartenliebe)', () => {
    const ribbon = { sku: 'ribbon-satin-rose', subtype: 'ribbon', name: 'Satinband rosé', sizeClass: null, color: 'rose', quantity: 1, currency: 'CHF' as const, unitPriceOriginal: 120, unitPriceCurrent: 120, priceOriginal: 120, priceCurrent: 120, campaign: null };
    expect(toAccessoryItems({ accessories: [ribbon], settings: kartenliebe, locale: 'de-CH' })).toEqual([{ id: 'ribbon-satin-rose', title: 'Satinband rosé', href: '?sku=ribbon-satin-rose', price: undefined }]);
    expect(toAccessoryItems({ accessories: [ribbon], settings: wallart, locale: 'de-CH' })[0]?.price).toBe('CHF\u00a01.20');
  });
});

describe('loadBlockLists', () => {
  const client = createShopClient({ baseUrl: 'http://api.invalid', channel: 'kartenliebe', country: 'DE', locale: 'de-DE' });

  it('fills the calendar feed newest first and logs overview-container-load-failed for a failing list', async () => {
    vi.stubGlobal('fetch', async (input: string | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/web-api/calendar-design-group')
        return Response.json({ payload: { designGroups: calendarGroups } });
      return Response.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 });
    });
    const error = vi.spyOn(serverLogger, 'error').mockImplementation(() => undefined);
    const lists = await loadBlockLists({
      client,
      bloks: [
        { id: 'feed', type: 'Feed', feedType: 'calendar', sortBy: 'created', limit: 24 },
        { id: 'collages', type: 'CollageOverview', pageSize: 12 },
        { id: 'teaser', type: 'Teaser' },
      ],
      settings: kartenliebe,
      locale: 'de-DE',
      platform: 'web',
      now,
    });
    expect(lists.feed?.map((item) => item.id)).toEqual(['12-1201', '11-1101', '11-1102', '10-1001']);
    expect(lists.collages).toEqual([]);
    expect(lists.teaser).toBeUndefined();
    expect(error).toHaveBeenCalledWith('overview-container-load-failed', expect.objectContaining({ block: 'CollageOverview' }));
    error.mockRestore();
    vi.unstubAllGlobals();
  });
});
