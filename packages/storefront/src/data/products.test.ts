import { afterEach, describe, expect, it, vi } from 'vitest';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';

vi.mock('server-only', () => ({}));
const { isChannelProduct, listChannelProducts, loadCollageDesign, loadProductDetail } = await import('./products.ts');
const { serverLogger } = await import('./server-logger.ts');


/** Shop API answers by path, as the shop API seeds them (shapes of packages/api-client/src/schemas). */
const answers: Record<string, unknown> = {
  '/web-api/themes': { payload: { total: 1, page: 1, perPage: 12, themes: [{ id: 500, slug: 'hochzeit', occasion: 'hochzeit', category: 'einladung', name: 'Hochzeit', designIds: [5000] }] } },
  '/web-api/card-accessories': {
    payload: {
      currency: 'EUR',
      accessories: [{ sku: 'envelope-standard', subtype: 'envelope', name: 'C6', sizeClass: 'C6', color: null, quantity: 1, currency: 'EUR', unitPriceOriginal: 95, unitPriceCurrent: 95, priceOriginal: 95, priceCurrent: 95, campaign: null }],
    },
  },
  '/web-api/calendar-design-group': { payload: { designGroups: [{ id: 7, name: 'Leer', categoryIds: [], designs: [] }, { id: 6, name: 'Planer', categoryIds: [1], designs: [{ id: 61, name: 'Familie', formats: ['150-400', '200-400'] }] }, { id: 8, name: 'Natur', categoryIds: [1], designs: [{ id: 81, name: 'Wald', formats: ['a4-hoch'] }] }] } },
  '/web-api/collage-designer-design-group': { payload: { designId: 14, designGroup: { id: 13, name: 'Wall collage', categoryIds: [20], designs: [{ id: 13, name: 'Gallery wall', formats: [] }, { id: 14, name: 'Panorama strip', formats: [] }] } } },
  '/price-api/photoboxes': {
    payload: {
      currency: 'EUR',
      photoboxes: [
        { photoboxType: 'photoprint', maxQuantity: 500, box: null, formats: [{ formatType: '150x100', priceCurrent: 19, priceOriginal: 19 }, { formatType: '100x100', priceCurrent: 15, priceOriginal: 15 }] },
        { photoboxType: 'small', maxQuantity: 100, box: { unitPriceOriginal: 999, unitPriceCurrent: 999, priceOriginal: 999, priceCurrent: 999, campaign: null }, formats: [{ formatType: '130x90', priceCurrent: 25, priceOriginal: 25 }] },
      ],
    },
  },
  '/web-api/photobook-design-group-set': { payload: { designGroupSets: [{ id: 3, name: 'Hochzeit', categoryIds: [], designs: [] }] } },
  // The occasion books' categories (@shop/domain/catalogue/photobook occasionBooks), as the seed has them.
  '/web-api/photobook-design-group-set?categoryIds[]=43': { payload: { designGroupSets: [{ id: 33, name: 'Kondolenzbuch', categoryIds: [43], designs: [{ id: 331, name: 'In memory', formats: ['a4-quer'] }] }] } },
  '/web-api/photobook-design-group-set?categoryIds[]=44': { payload: { designGroupSets: [{ id: 34, name: 'Gästebuch', categoryIds: [44], designs: [{ id: 341, name: 'Welcome', formats: ['300-300'] }] }] } },
  '/web-api/product-selection-photo-frame/prices-from': {
    payload: {
      currency: 'CHF',
      materials: [
        { materialType: 'leinwand', formatType: '300x200', priceCurrent: 2190, priceOriginal: 2190 },
        { materialType: 'poster', formatType: '300x200', priceCurrent: 890, priceOriginal: 890 },
      ],
    },
  },
};

function stubShopApi(status = 200) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    const category = url.searchParams.get('categoryIds[]');
    const body = status === 200 ? answers[category ? `${url.pathname}?categoryIds[]=${category}` : url.pathname] : { error: { code: 'unavailable', message: 'down' } };
    return new Response(JSON.stringify(body ?? { error: { code: 'not_found', message: 'no' } }), {
      status: body ? status : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const now = new Date('2026-11-22T10:00:00Z');
const params = (url: string | undefined) => {
  const parsed = new URL(url ?? 'missing:', 'http://shop.invalid');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

describe('channel products', () => {
  it('lists the families each channel sells, wall pictures only on wallart', () => {
    expect(listChannelProducts(kartenliebe)).toEqual(['card', 'photobook', 'calendar', 'collage']);
    expect(listChannelProducts(wallart)).toEqual(['photoframe', 'photobox', 'photoprint', 'photobook', 'calendar', 'collage', 'card']);
    // Every entry of a settings file is a product family: none is dropped by the filter.
    for (const settings of [kartenliebe, wallart]) expect(listChannelProducts(settings)).toEqual(settings.products);
    expect(isChannelProduct(kartenliebe, 'photoframe')).toBe(false);
    expect(isChannelProduct(wallart, 'photoframe')).toBe(true);
    expect(isChannelProduct(wallart, '../card')).toBe(false);
  });
});

describe('loadProductDetail', () => {
  it('opens the card designer with the first theme design, quantity 50, category, occasion and the standard envelope', async () => {
    stubShopApi();
    const detail = await loadProductDetail({ settings: kartenliebe, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'card', now });
    expect(params(detail.designerUrl)).toEqual({
      path: '/configurator-card',
      query: { themeId: '500', designId: '5000', quantity: '50', envelopeSku: 'envelope-standard', category: 'einladung', occasion: 'hochzeit', locale: 'de-DE', platform: 'web' },
    });
    expect(detail.fromPrice).toBeUndefined();
  });

  it('opens the calendar designer with the first design group that has a wall-calendar design, starting this month', async () => {
    stubShopApi();
    const detail = await loadProductDetail({ settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'fr-CH', platform: 'desktop', family: 'calendar', now });
    const { path, query } = params(detail.designerUrl);
    expect(path).toBe('/configurator-calendar');
    expect(query).toMatchObject({ calendarType: 'wandkalender', mounting: 'spirale', designGroupId: '8', designId: '81', locale: 'fr-CH', platform: 'desktop' });
    expect(Object.values(query)).toContain('11');
    expect(Object.values(query)).toContain('2026');
  });

  it('opens the photobook designer with the first design group set, hardcover digital A4 portrait', async () => {
    stubShopApi();
    const detail = await loadProductDetail({ settings: kartenliebe, shopApiUrl: 'http://api.invalid', locale: 'en-GB', platform: 'web', family: 'photobook', now });
    const { path, query } = params(detail.designerUrl);
    expect(path).toBe('/configurator-photobook');
    expect(query).toMatchObject({ photobookType: 'digitalfotobuch', photobookCover: 'hard', binding: 'pur', format: 'a4-hoch', designGroupSetId: '3', locale: 'en-GB' });
  });

  it('offers condolence books and guest books where the channel has them (kartenliebe, spec point 3), not on wallart', async () => {
    stubShopApi();
    const kl = await loadProductDetail({ settings: kartenliebe, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'photobook', now });
    expect(kl.occasionBooks?.map((book) => [book.kind, params(book.href).query.designGroupSetId, params(book.href).query.format])).toEqual([
      ['condolence-book', '33', 'a4-quer'],
      ['guestbook', '34', '300-300'],
    ]);
    expect(params(kl.occasionBooks?.[0]?.href).path).toBe('/configurator-photobook');
    const wa = await loadProductDetail({ settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'photobook', now });
    expect(wa.occasionBooks).toEqual([]);
  });

  it('opens the channel default collage without asking the shop API: 1 on kartenliebe, 13 on wallart', async () => {
    const calls = stubShopApi();
    const k = await loadProductDetail({ settings: kartenliebe, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'collage', now });
    const w = await loadProductDetail({ settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'collage', now });
    expect(params(k.designerUrl).query.designId).toBe('1');
    expect(params(w.designerUrl).query.designId).toBe('13');
    expect(calls).toEqual([]);
  });

  it('prices wall pictures from the cheapest material in the locale currency and opens its designer', async () => {
    stubShopApi();
    const detail = await loadProductDetail({ settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'de-CH', platform: 'web', family: 'photoframe', now });
    expect(params(detail.designerUrl)).toMatchObject({ path: '/configurator-photo-frame', query: { materialType: 'poster', formatType: '300x200', locale: 'de-CH' } });
    expect(detail.fromPrice).toBe('ab\u00a0CHF\u00a08.90');
  });

  it('opens the photo box designer with the cheapest format of the small box: the box price, the print price labelled per print', async () => {
    stubShopApi();
    const box = await loadProductDetail({ settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'photobox', now });
    expect(params(box.designerUrl)).toEqual({ path: '/configurator-photobox', query: { photoboxType: 'small', formatWidth: '130', formatHeight: '90', locale: 'de-DE', platform: 'web' } });
    expect(box.fromPrice).toBe('Fotobox 9,99\u00a0€');
    expect(box.perPrintPrice).toBe('0,25\u00a0€ je Abzug');
    expect(box.offer).toEqual({ amountMinor: 999, currency: 'EUR' });
    const prints = await loadProductDetail({ settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'en-US', platform: 'web', family: 'photoprint', now });
    expect(params(prints.designerUrl).query).toMatchObject({ photoboxType: 'photoprint', formatWidth: '100', formatHeight: '100', locale: 'en-US' });
  });

  it('logs overview-container-load-failed and leaves no designer link when the shop API fails', async () => {
    stubShopApi(503);
    const error = vi.spyOn(serverLogger, 'error').mockImplementation(() => undefined);
    const detail = await loadProductDetail({ settings: kartenliebe, shopApiUrl: 'http://api.invalid', locale: 'de-DE', platform: 'web', family: 'calendar', now });
    expect(detail).toEqual({ family: 'calendar', designerUrl: undefined, fromPrice: undefined });
    expect(error).toHaveBeenCalledWith('overview-container-load-failed', expect.objectContaining({ block: 'ProductDetail', family: 'calendar' }));
    error.mockRestore();
  });
});

describe('loadCollageDesign', () => {
  const base = { settings: wallart, shopApiUrl: 'http://api.invalid', locale: 'de-DE' as const, platform: 'web' as const, now };

  it('names the design and its group and opens the collage designer with its id', async () => {
    stubShopApi();
    const design = await loadCollageDesign({ ...base, designId: '14' });
    expect(design).toMatchObject({ designId: 14, designName: 'Panorama strip', groupName: 'Wall collage' });
    expect(params(design?.designerUrl)).toMatchObject({ path: '/configurator-collage', query: { designId: '14', locale: 'de-DE' } });
  });

  it.each(['0', '014', 'abc', '1e3', '9999999999', ''])('is null for the id %j without asking the shop API', async (designId) => {
    const calls = stubShopApi();
    expect(await loadCollageDesign({ ...base, designId })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is null for a design the shop API does not know (404) and throws on other failures', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'unknown_design', message: 'No collage design 77', field: 'designId' } }, { status: 404 }));
    expect(await loadCollageDesign({ ...base, designId: '77' })).toBeNull();
    stubShopApi(503);
    await expect(loadCollageDesign({ ...base, designId: '13' })).rejects.toThrow();
  });
});

describe('listProductPages', () => {
  it('lists /products and every product detail page of the channel under the locale path, translated', async () => {
    const { listProductPages } = await import('./site-pages.ts');
    const pages = listProductPages(kartenliebe, 'fr-CH');
    expect(pages.map((page) => page.publicPath)).toEqual(['/fr/products/', '/fr/products/card/', '/fr/products/photobook/', '/fr/products/calendar/', '/fr/products/collage/']);
    expect(pages[0]).toMatchObject({ locale: 'fr-CH', title: 'Nos produits', lastModified: null });
    expect(listProductPages(wallart, 'de-DE').map((page) => page.publicPath)[1]).toBe('/products/photoframe');
  });
});
