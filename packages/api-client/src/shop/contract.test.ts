import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@shop/domain/logger';
import { cookieJarFetch, startTestServer, tinyPng, tracked, type TestServer } from '../../test/shop-api.ts';
import * as catalogueModule from './catalogue.ts';
import * as customerModule from './customer.ts';
import { ShopApiError } from './errors.ts';
import * as flagsModule from './feature-flags.ts';
import * as localizationModule from './localization.ts';
import * as newsletterModule from './newsletter.ts';
import * as pricesModule from './prices.ts';
import { createShopClient, type ShopClientOptions } from './request.ts';
import * as shippingModule from './shipping.ts';
import * as toolboxModule from './toolbox.ts';

// Every typed call against the running shop API on a fresh database. Each call parses the answer with the shared
// schema, so a passing call is a passing contract; the assertions add the values the spec fixes.
const modules = { customer: customerModule, prices: pricesModule, catalogue: catalogueModule, shipping: shippingModule, newsletter: newsletterModule, flags: flagsModule, localization: localizationModule, toolbox: toolboxModule };
const called = new Set<string>();
const customer = tracked(customerModule, called, 'customer');
const prices = tracked(pricesModule, called, 'prices');
const catalogue = tracked(catalogueModule, called, 'catalogue');
const shipping = tracked(shippingModule, called, 'shipping');
const newsletter = tracked(newsletterModule, called, 'newsletter');
const flags = tracked(flagsModule, called, 'flags');
const localization = tracked(localizationModule, called, 'localization');
const toolbox = tracked(toolboxModule, called, 'toolbox');
/** Pure helpers beside the calls: nothing to send. */
const notCalls = new Set(['catalogue.selectCollageDesignId', 'prices.ARTBOX_PRICES_QUERY']);

let server: TestServer;
beforeAll(async () => {
  // Google's keys from a port nobody listens on: sign-in fails fast and offline.
  server = await startTestServer({ env: { GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs' } });
});
afterAll(async () => {
  await server?.close();
});

const logger = () => ({ error: vi.fn(), warn: vi.fn() }) satisfies Logger;
const client = (options: Partial<ShopClientOptions> = {}) => createShopClient({ baseUrl: server.url, channel: 'kartenliebe', country: 'DE', locale: 'de-DE', ...options });
const wallart = (options: Partial<ShopClientOptions> = {}) => client({ channel: 'wallart', ...options });
const tokenFrom = (mail: string | undefined) => /Token: ([A-Za-z0-9_-]{43})/.exec(mail ?? '')?.[1] ?? '';

describe('customer calls', () => {
  it('customer data, sign-up, login, logout, picture, accessory order and white-label switch over one session', async () => {
    const jar = cookieJarFetch();
    const kl = client({ fetch: jar, logger: logger() });
    expect(await customer.getCustomerData(kl, { query: { page: '/themes/1' }, referrer: 'http://localhost:3000/themes/1' })).toMatchObject({ isLoggedIn: false, number: 0 });

    const signed = await customer.signUp(kl, { email: 'contract@example.com', password: 'contract-password', firstName: 'Con', lastName: 'Tract' });
    expect(signed).toMatchObject({ ok: true, customer: { isLoggedIn: true, fullName: 'Con Tract' } });
    expect(jar.cookies.has('shop_session')).toBe(true);

    const picture = await customer.uploadCustomerPicture(kl, { data: tinyPng, contentType: 'image/png' });
    expect(picture.pictureUrl).toBeTruthy();
    expect((await customer.getCustomerPicture(kl)).contentType).toBe('image/webp');
    expect((await customer.deleteCustomerPicture(kl)).pictureUrl).toBeUndefined();

    expect((await catalogue.orderCardAccessory(kl, { sku: 'seal-heart', quantity: 20 })).order?.cartArticlesAmount).toBe(1);
    await expect(customer.switchWhitelabel(kl, { enabled: true })).rejects.toMatchObject({ name: 'ShopApiError', status: 403, code: 'not_whitelabel_customer' });

    expect(await customer.logout(kl)).toMatchObject({ isLoggedIn: false });
    const log = logger();
    const relogin = await customer.login(client({ fetch: jar, logger: log }), { email: 'contract@example.com', password: 'contract-password' });
    expect(relogin).toMatchObject({ ok: true, customer: { firstName: 'Con' } });
  });

  it('white-label customers switch their order', async () => {
    const jar = cookieJarFetch();
    const kl = client({ fetch: jar });
    await customer.login(kl, { email: 'white@example.com', password: 'white-demo-password' });
    expect(await customer.switchWhitelabel(kl, { enabled: false })).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: false } });
  });

  it('login 400 is shown, not logged; sign-up 400 gives field errors', async () => {
    const log = logger();
    expect(await customer.login(client({ logger: log }), { email: 'anna@example.com', password: 'wrong' })).toMatchObject({ ok: false, reason: 'rejected', message: 'Email address or password is wrong' });
    expect(await customer.signUp(client({ logger: log }), { email: 'anna@example.com', password: 'long-enough-1', firstName: 'A', lastName: 'B' })).toMatchObject({
      ok: false,
      reason: 'rejected',
      fields: { email: 'An account with this email address exists' },
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('password reset: request, confirm from the mailed token, a second use fails and is logged', async () => {
    const log = logger();
    const kl = client({ logger: log });
    expect(await customer.requestPasswordReset(kl, { email: 'anna@example.com' })).toMatchObject({ ok: true });
    const token = tokenFrom((await server.readOutbox()).findLast((mail) => mail.includes('Reset your password')));
    expect(await customer.confirmPasswordReset(kl, { token, password: 'a-new-password-1' })).toMatchObject({ ok: true });
    expect(await customer.confirmPasswordReset(kl, { token, password: 'a-new-password-2' })).toMatchObject({ ok: false, message: 'This link is invalid or has expired, request a new one' });
    expect(log.error).toHaveBeenCalledWith('password-reset-error', expect.objectContaining({ code: 'invalid_token', status: 400 }));
  });

  it('a Google credential that cannot be verified is logged and returned', async () => {
    const log = logger();
    const credential = ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiIxIn0', 'c2lnbmF0dXJlLXNpZ25hdHVyZQ'].join('.');
    expect(await customer.signInWithGoogle(client({ logger: log }), { credential })).toMatchObject({ ok: false, reason: 'failed', error: { status: 401, code: 'invalid_google_credential' } });
    expect(log.error).toHaveBeenCalledWith('google-auth-callback-failed', expect.objectContaining({ status: 401 }));
  });
});

describe('wall-picture prices (wallart)', () => {
  it('answers every price route in the shared shapes', async () => {
    const wa = wallart();
    expect((await prices.getPricesFrom(wa)).materials.length).toBeGreaterThan(0);
    expect((await prices.getPhotoFrameData(wa, { materialType: 'leinwand' })).formats.length).toBeGreaterThan(0);
    expect(await prices.getPhotoFrameArticlePrice(wa, { materialType: 'leinwand', formatType: '600x400' })).toMatchObject({ formatType: '600x400', currency: 'EUR' });
    expect(await prices.getArticlePrice(wa, { materialType: 'leinwand', formatType: '600x400' })).toMatchObject({ formatType: '600x400' });
    expect((await prices.getFormatLimits(wa, { materialType: 'poster' })).unit).toBe('cm');
    expect((await prices.getPhotoFrameFormatGroupPrices(wa, { materialType: 'poster', aspectRatio: 'square' })).formats.length).toBeGreaterThan(0);
    expect((await prices.getFormatGroupPrices(wa, { materialType: 'poster', aspectRatio: 'square' })).aspectRatio).toBe('square');
    const artbox = await prices.getPhotoFramePricesFormats(wa, pricesModule.ARTBOX_PRICES_QUERY);
    expect(artbox.formats[0]).toEqual({ formatType: expect.any(String), priceCurrent: expect.any(Number), priceOriginal: expect.any(Number) });
    expect((await prices.getPricesFormats(wa, pricesModule.ARTBOX_PRICES_QUERY)).formats).toEqual(artbox.formats);
    expect((await prices.getFormatGroupPricesImages(wa, { materialType: 'poster' })).groups.length).toBeGreaterThan(0);
    expect((await prices.getFramePrices(wa, { materialType: 'poster', formatType: '300x200' })).frames[0]?.priceCurrent).toEqual(expect.any(Number));
    expect((await prices.getPhotoOptionGroups(wa, { materialType: 'poster' })).optionGroups).toEqual(expect.any(Array));
    expect((await prices.getPhotoboxPrices(wa)).photoboxes).toHaveLength(3);
    expect((await prices.getAspectRatios(wa, { materialType: 'poster' })).aspectRatios.length).toBeGreaterThan(0);
    expect(await prices.getCalculator(wa, { product: 'photoframe', materialType: 'leinwand' })).toMatchObject({ product: 'photoframe', selectedValue: 'leinwand' });
    expect(await prices.getCampaigns(wa)).toEqual(expect.any(Array));
    expect((await prices.getVariantsForFrameTypes(wa, { frameTypes: ['artbox', 'alurahmen'] })).map((frame) => frame.frameType)).toEqual(['alurahmen', 'artbox']);
  });

  it('answers CHF in Switzerland', async () => {
    expect((await prices.getArticlePrice(wallart({ country: 'CH', locale: 'fr-CH' }), { materialType: 'leinwand', formatType: '600x400' })).currency).toBe('CHF');
  });
});

describe('catalogue (kartenliebe)', () => {
  it('answers every catalogue route in the shared shapes', async () => {
    const kl = client();
    expect(await catalogue.getCalendarPrice(kl, { calendarType: 'wandkalender', format: 'a4-hoch' })).toMatchObject({ priceCurrent: 2059 });
    expect((await catalogue.getCalendarDesignGroups(kl, { categoryIds: [2, 3] })).map((group) => group.id)).toEqual([11, 12]);
    expect(await catalogue.getPhotobookPrice(kl, { photobookType: 'digitalfotobuch', format: 'a4-quer', pageCount: 30 })).toMatchObject({ priceCurrent: 3097, pageCount: 30 });
    expect((await catalogue.getPhotobookDesignGroupSets(kl, { categoryIds: [40] })).map((set) => set.id)).toEqual([30, 32]);
    expect((await catalogue.getPhotobookDesignGroupSets(kl, { designGroupSetId: 30 })).map((set) => set.id)).toEqual([30]);
    expect((await catalogue.getPhotoboxData(kl, { photoboxType: 'small', format: '150x100', quantity: 30 })).selection?.quantity).toBe(30);
    expect(await catalogue.getCardPrice(kl, { paper: 'standard', format: 'a6-hoch', quantity: 50 })).toMatchObject({ priceCurrent: 50 * 107, sample: false });
    expect(await catalogue.getCardPrice(client({ country: 'CH', locale: 'de-CH' }), { paper: 'standard', format: 'a6-hoch', sample: 'true', quantity: 5 })).toMatchObject({ priceCurrent: 700, currency: 'CHF' });
    expect((await catalogue.getCardAccessories(kl, { subtype: 'envelope' })).accessories.map((accessory) => accessory.sku)).toEqual(['envelope-compact', 'envelope-large', 'envelope-standard']);
    expect(await catalogue.getAccessoryPrice(kl, { sku: 'envelope-standard' })).toMatchObject({ priceCurrent: 95 });
    expect(await catalogue.getAccessoryPrice(kl, { sku: 'envelope-standard', quantity: 10 }, '/price-api/accessory')).toMatchObject({ priceCurrent: 950 });
    expect(await catalogue.getAccessoryPrice(client({ country: 'AT', locale: 'de-AT' }), { sku: 'envelope-compact' }, '/accessory')).toMatchObject({ priceCurrent: 150 });
    expect((await catalogue.getCollageDesignGroups(wallart(), { categoryIds: [22] })).map((group) => group.id)).toEqual([13]);
    expect(await catalogue.getCollageDesignGroup(wallart())).toMatchObject({ designId: 13, designGroup: { id: 13 } });
    expect(await catalogue.getCollageDesignGroup(kl, { designId: catalogueModule.selectCollageDesignId(new URLSearchParams('designId=3'), 1) })).toMatchObject({ designGroup: { id: 2 } });
    const themes = await catalogue.getThemes(kl, { perPage: '12' });
    expect(themes.perPage).toBe(12);
    expect(await catalogue.checkVoucher(kl, { code: 'welcome10', orderTotal: 5000 })).toMatchObject({ kind: 'percent', discountMinor: 500 });
    expect(await catalogue.getGiftVoucher(kl, { code: 'GIFT-2026-ANNA' })).toMatchObject({ balanceMinor: 3250, currency: 'EUR' });
    expect((await catalogue.getSkuContainer(wallart(), { sku: 'wall-leinwand-600x400' })).skus).toContainEqual(expect.objectContaining({ sku: 'wall-leinwand-600x400', isExpress: true }));
    expect(await catalogue.getExpressShop(wallart())).toMatchObject({ available: true, expressDeliveryDays: 1 });
    expect(await catalogue.getExpressShop(wallart({ country: 'US', locale: 'en-US' }))).toEqual(expect.objectContaining({ available: false, skus: [] }));
  });

  it('maps refusals to typed errors with the server code', async () => {
    const error = await catalogue.checkVoucher(client(), { code: 'EXPIRED2025' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 422, code: 'voucher_expired', field: 'code' });
  });
});

describe('shipping, flags, newsletter, localization, toolbox', () => {
  it('answers shipping information and initial data for the country', async () => {
    expect(await shipping.getShippingInformation(wallart({ country: 'CH', locale: 'it-CH' }))).toMatchObject({ country: 'CH', currency: 'CHF' });
    const initial = await localization.getInitialData(wallart({ country: 'CH', locale: 'fr-CH' }));
    expect(initial).toMatchObject({ channel: { id: 'wallart', country: 'CH' }, locale: { locale: 'fr-CH', currency: 'CHF' }, customer: { isLoggedIn: false } });
  });

  it('answers feature flags, localized URLs and the location', async () => {
    expect((await flags.getFeatureFlags(client(), { key: 'qa-visitor', names: ['VOLL-1031', 'missing-flag'] })).features).toHaveLength(2);
    expect((await localization.getLocalizedUrls(client(), { routeKey: 'cart' })).urls.length).toBeGreaterThan(0);
    expect(await localization.getLocation(client())).toMatchObject({ country: 'DE', isShopCountry: true });
  });

  it('subscribes and confirms the newsletter', async () => {
    expect(await newsletter.subscribeNewsletter(client(), { email: 'news@example.com' })).toMatchObject({ ok: true });
    const token = tokenFrom((await server.readOutbox()).findLast((mail) => mail.includes('newsletter')));
    expect(await newsletter.confirmNewsletter(client(), { token })).toMatchObject({ ok: true, message: 'Your newsletter subscription is confirmed.' });
    expect(await newsletter.confirmNewsletter(client(), { token })).toMatchObject({ ok: false, error: { code: 'invalid_token' } });
  });

  it('optimises, converts and downloads files', async () => {
    const kl = client();
    const optimised = await toolbox.optimizeImage(kl, { data: tinyPng, contentType: 'image/png' }, { format: 'webp' });
    expect(optimised.contentType).toBe('image/webp');
    expect((await toolbox.convertFile(kl, { data: tinyPng, contentType: 'image/png' }, { format: 'jpeg' })).contentType).toBe('image/jpeg');
    const pdf = await toolbox.convertPdf(kl, { data: tinyPng, contentType: 'image/png' });
    const file = await toolbox.downloadToolboxFile(kl, { id: pdf.id });
    expect(file.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(optimised.downloadUrl).toBe(`/web-api/toolbox-download?id=${optimised.id}`);
  });
});

describe('coverage of the typed calls', () => {
  it('called every exported shop call above', () => {
    const exported = Object.entries(modules).flatMap(([prefix, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${prefix}.${name}`),
    );
    expect(exported.filter((name) => !called.has(name) && !notCalls.has(name))).toEqual([]);
  });
});
