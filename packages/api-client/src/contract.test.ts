import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@shop/domain/logger';
import { cookieJarFetch, startTestServer, tinyPng, tracked, verificationToken, type TestServer } from '../test/shop-api.ts';
import { createContentClient } from './content/client.ts';
import { findPage, loadBreadcrumb, loadErrorPageStory, loadPage, loadPreviewStory } from './content/pages.ts';
import { signPreviewParams, verifyPreview, type VerifiedPreview } from './content/preview.ts';
import * as catalogueModule from './shop/catalogue.ts';
import * as contactModule from './shop/contact.ts';
import * as customerModule from './shop/customer.ts';
import { ShopApiError } from './shop/errors.ts';
import * as flagsModule from './shop/feature-flags.ts';
import * as localizationModule from './shop/localization.ts';
import * as newsletterModule from './shop/newsletter.ts';
import * as pricesModule from './shop/prices.ts';
import { createShopClient, type ShopClientOptions } from './shop/request.ts';
import * as shippingModule from './shop/shipping.ts';
import * as toolboxModule from './shop/toolbox.ts';

// Every typed call against the running shop API on a fresh database, and the content client and page loaders against
// the content routes it mounts. One file, one server: booting the shop API over PGlite is the slow part of the suite.
// Each call parses the answer with the shared schema, so a passing call is a passing contract; the assertions add the
// values the spec fixes.
const modules = {
  customer: customerModule,
  prices: pricesModule,
  catalogue: catalogueModule,
  shipping: shippingModule,
  newsletter: newsletterModule,
  contact: contactModule,
  flags: flagsModule,
  localization: localizationModule,
  toolbox: toolboxModule,
};
const called = new Set<string>();
const customer = tracked(customerModule, called, 'customer');
const prices = tracked(pricesModule, called, 'prices');
const catalogue = tracked(catalogueModule, called, 'catalogue');
const shipping = tracked(shippingModule, called, 'shipping');
const newsletter = tracked(newsletterModule, called, 'newsletter');
const contact = tracked(contactModule, called, 'contact');
const flags = tracked(flagsModule, called, 'flags');
const localization = tracked(localizationModule, called, 'localization');
const toolbox = tracked(toolboxModule, called, 'toolbox');
/** Pure helpers beside the calls: nothing to send. */
const notCalls = new Set([
  'catalogue.selectCollageDesignId',
  'prices.ARTBOX_PRICES_QUERY',
  'customer.unwrapCustomerResult',
  'customer.unwrapMessageResult',
  // The shop client factory, re-exported for the browser's one-chunk-per-group import: it sends nothing.
  'customer.createShopClient',
]);

let server: TestServer;
const previewToken = 'contract-preview-token';
const webhookSecret = 'contract-webhook-secret';
beforeAll(async () => {
  // Google's keys from a port nobody listens on: sign-in fails fast and offline.
  server = await startTestServer({
    env: {
      GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs',
      CONTENT_PREVIEW_TOKEN: previewToken,
      CONTENT_WEBHOOK_SECRET: webhookSecret,
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const logger = () => ({ error: vi.fn(), warn: vi.fn() }) satisfies Logger;
const client = (options: Partial<ShopClientOptions> = {}) =>
  createShopClient({
    baseUrl: server.url,
    channel: 'kartenliebe',
    country: 'DE',
    locale: 'de-DE',
    ...options,
  });
const wallart = (options: Partial<ShopClientOptions> = {}) => client({ channel: 'wallart', ...options });
// The token of a mail's link: `token` of a password reset, `confirm` of a newsletter subscription.
const tokenFrom = (mail: { text: string } | undefined) => /[?&](?:token|confirm)=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';

describe('customer calls', () => {
  it('customer data, sign-up, login, logout, picture, accessory order and white-label switch over one session', async () => {
    const jar = cookieJarFetch();
    const kl = client({ fetch: jar, logger: logger() });
    expect(
      await customer.getCustomerData(kl, {
        query: { page: '/themes/1' },
        referrer: 'http://localhost:3000/themes/1',
      }),
    ).toMatchObject({ isLoggedIn: false, number: 0 });

    const signed = await customer.signUp(kl, {
      email: 'contract@example.com',
      password: 'contract-password',
      firstName: 'Con',
      lastName: 'Tract',
    });
    expect(signed).toMatchObject({ ok: true, message: expect.any(String) });
    expect(jar.cookies.has('shop_session')).toBe(false);
    expect(await customer.resendSignUpMail(kl, { email: 'contract@example.com' })).toMatchObject({ ok: true });
    const token = verificationToken((await server.readMails()).findLast((mail) => mail.to === 'contract@example.com' && verificationToken(mail) !== undefined)!) ?? '';
    const verified = await customer.verifySignUp(kl, { token });
    expect(verified).toMatchObject({ ok: true, customer: { isLoggedIn: true, fullName: 'Con Tract' } });
    expect(jar.cookies.has('shop_session')).toBe(true);
    expect(await customer.verifySignUp(kl, { token })).toMatchObject({ ok: false, reason: 'rejected', error: { code: 'token_used' } });

    const picture = await customer.uploadCustomerPicture(kl, { data: tinyPng, contentType: 'image/png' });
    expect(picture.pictureUrl).toBeTruthy();
    expect((await customer.getCustomerPicture(kl)).contentType).toBe('image/webp');
    expect((await customer.deleteCustomerPicture(kl)).pictureUrl).toBeUndefined();

    expect(
      (await catalogue.orderCardAccessory(kl, { sku: 'seal-heart', quantity: 20 })).order?.cartArticlesAmount,
    ).toBe(1);
    await expect(customer.switchWhitelabel(kl, { enabled: true })).rejects.toMatchObject({
      name: 'ShopApiError',
      status: 403,
      code: 'not_whitelabel_customer',
    });

    expect(await customer.logout(kl)).toMatchObject({ isLoggedIn: false });
    const log = logger();
    const relogin = await customer.login(client({ fetch: jar, logger: log }), {
      email: 'contract@example.com',
      password: 'contract-password',
    });
    expect(relogin).toMatchObject({ ok: true, customer: { firstName: 'Con' } });
  });

  it('white-label customers switch their order', async () => {
    const jar = cookieJarFetch();
    const kl = client({ fetch: jar });
    await customer.login(kl, { email: 'white@example.com', password: 'white-demo-password' });
    expect(await customer.switchWhitelabel(kl, { enabled: false })).toMatchObject({
      isWhitelabelCustomer: true,
      order: { isWhitelabelOrder: false },
    });
  });

  it('login 400 is shown, not logged; sign-up 400 gives field errors', async () => {
    const log = logger();
    expect(
      await customer.login(client({ logger: log }), { email: 'anna@example.com', password: 'wrong' }),
    ).toMatchObject({ ok: false, reason: 'rejected', message: 'Email address or password is wrong' });
    expect(
      await customer.signUp(client({ logger: log }), {
        email: 'not-an-address',
        password: 'long-enough-1',
        firstName: 'A',
        lastName: 'B',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'rejected',
      fields: { email: expect.any(String) },
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('password reset: request, confirm from the mailed token, a second use fails and is logged', async () => {
    const log = logger();
    const kl = client({ logger: log });
    expect(await customer.requestPasswordReset(kl, { email: 'anna@example.com' })).toMatchObject({
      ok: true,
    });
    const token = tokenFrom(
      (await server.readMails()).findLast((mail) => /\/password-reset\/?\?token=/.test(mail.text)),
    );
    expect(await customer.confirmPasswordReset(kl, { token, password: 'a-new-password-1' })).toMatchObject({
      ok: true,
    });
    expect(await customer.confirmPasswordReset(kl, { token, password: 'a-new-password-2' })).toMatchObject({
      ok: false,
      message: 'This link is invalid or has expired, request a new one',
    });
    expect(log.error).toHaveBeenCalledWith(
      'password-reset-error',
      expect.objectContaining({ code: 'invalid_token', status: 400 }),
    );
  });

  it('a Google credential that cannot be verified is logged and returned', async () => {
    const log = logger();
    const credential = ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiIxIn0', 'c2lnbmF0dXJlLXNpZ25hdHVyZQ'].join('.');
    expect(await customer.signInWithGoogle(client({ logger: log }), { credential })).toMatchObject({
      ok: false,
      reason: 'failed',
      error: { status: 401, code: 'invalid_google_credential' },
    });
    expect(log.error).toHaveBeenCalledWith(
      'google-auth-callback-failed',
      expect.objectContaining({ status: 401 }),
    );
  });
});

describe('wall-picture prices (wallart)', () => {
  it('answers every price route in the shared shapes', async () => {
    const wa = wallart();
    expect((await prices.getPricesFrom(wa)).materials.length).toBeGreaterThan(0);
    expect((await prices.getPhotoFrameData(wa, { materialType: 'leinwand' })).formats.length).toBeGreaterThan(
      0,
    );
    expect(
      await prices.getPhotoFrameArticlePrice(wa, { materialType: 'leinwand', formatType: '600x400' }),
    ).toMatchObject({ formatType: '600x400', currency: 'EUR' });
    expect(
      await prices.getArticlePrice(wa, { materialType: 'leinwand', formatType: '600x400' }),
    ).toMatchObject({ formatType: '600x400' });
    expect((await prices.getFormatLimits(wa, { materialType: 'poster' })).unit).toBe('cm');
    expect(
      (await prices.getPhotoFrameFormatGroupPrices(wa, { materialType: 'poster', aspectRatio: 'square' }))
        .formats.length,
    ).toBeGreaterThan(0);
    expect(
      (await prices.getFormatGroupPrices(wa, { materialType: 'poster', aspectRatio: 'square' })).aspectRatio,
    ).toBe('square');
    const artbox = await prices.getPhotoFramePricesFormats(wa, pricesModule.ARTBOX_PRICES_QUERY);
    expect(artbox.formats[0]).toEqual({
      formatType: expect.any(String),
      priceCurrent: expect.any(Number),
      priceOriginal: expect.any(Number),
    });
    expect((await prices.getPricesFormats(wa, pricesModule.ARTBOX_PRICES_QUERY)).formats).toEqual(
      artbox.formats,
    );
    expect(
      (await prices.getFormatGroupPricesImages(wa, { materialType: 'poster' })).groups.length,
    ).toBeGreaterThan(0);
    expect(
      (await prices.getFramePrices(wa, { materialType: 'poster', formatType: '300x200' })).frames[0]
        ?.priceCurrent,
    ).toEqual(expect.any(Number));
    expect((await prices.getPhotoOptionGroups(wa, { materialType: 'poster' })).optionGroups).toEqual(
      expect.any(Array),
    );
    expect((await prices.getPhotoboxPrices(wa)).photoboxes).toHaveLength(3);
    expect(
      (await prices.getAspectRatios(wa, { materialType: 'poster' })).aspectRatios.length,
    ).toBeGreaterThan(0);
    expect(await prices.getCalculator(wa, { product: 'photoframe', materialType: 'leinwand' })).toMatchObject(
      { product: 'photoframe', selectedValue: 'leinwand' },
    );
    expect(await prices.getCampaigns(wa)).toEqual(expect.any(Array));
    expect(
      (await prices.getVariantsForFrameTypes(wa, { frameTypes: ['artbox', 'alurahmen'] })).map(
        (frame) => frame.frameType,
      ),
    ).toEqual(['alurahmen', 'artbox']);
  });

  it('answers CHF in Switzerland', async () => {
    expect(
      (
        await prices.getArticlePrice(wallart({ country: 'CH', locale: 'fr-CH' }), {
          materialType: 'leinwand',
          formatType: '600x400',
        })
      ).currency,
    ).toBe('CHF');
  });
});

describe('catalogue (kartenliebe)', () => {
  it('answers every catalogue route in the shared shapes', async () => {
    const kl = client();
    expect(
      await catalogue.getCalendarPrice(kl, { calendarType: 'wandkalender', format: 'a4-hoch' }),
    ).toMatchObject({ priceCurrent: 2059 });
    expect(
      (await catalogue.getCalendarDesignGroups(kl, { categoryIds: [2, 3] })).map((group) => group.id),
    ).toEqual([11, 12]);
    expect(
      await catalogue.getPhotobookPrice(kl, {
        photobookType: 'digitalfotobuch',
        format: 'a4-quer',
        pageCount: 30,
      }),
    ).toMatchObject({ priceCurrent: 3097, pageCount: 30 });
    expect(
      (await catalogue.getPhotobookDesignGroupSets(kl, { categoryIds: [40] })).map((set) => set.id),
    ).toEqual([30, 32]);
    expect(
      (await catalogue.getPhotobookDesignGroupSets(kl, { designGroupSetId: 30 })).map((set) => set.id),
    ).toEqual([30]);
    expect(
      (await catalogue.getPhotoboxData(kl, { photoboxType: 'small', format: '150x100', quantity: 30 }))
        .selection?.quantity,
    ).toBe(30);
    expect(
      await catalogue.getCardPrice(kl, { paper: 'standard', format: 'a6-hoch', quantity: 50 }),
    ).toMatchObject({ priceCurrent: 50 * 107, sample: false });
    expect(
      await catalogue.getCardPrice(client({ country: 'CH', locale: 'de-CH' }), {
        paper: 'standard',
        format: 'a6-hoch',
        sample: 'true',
        quantity: 5,
      }),
    ).toMatchObject({ priceCurrent: 700, currency: 'CHF' });
    expect(
      (await catalogue.getCardAccessories(kl, { subtype: 'envelope' })).accessories.map(
        (accessory) => accessory.sku,
      ),
    ).toEqual(['envelope-compact', 'envelope-large', 'envelope-standard']);
    expect(await catalogue.getAccessoryPrice(kl, { sku: 'envelope-standard' })).toMatchObject({
      priceCurrent: 95,
    });
    expect(
      await catalogue.getAccessoryPrice(
        kl,
        { sku: 'envelope-standard', quantity: 10 },
        '/price-api/accessory',
      ),
    ).toMatchObject({ priceCurrent: 950 });
    expect(
      await catalogue.getAccessoryPrice(
        client({ country: 'AT', locale: 'de-AT' }),
        { sku: 'envelope-compact' },
        '/accessory',
      ),
    ).toMatchObject({ priceCurrent: 150 });
    expect(
      (await catalogue.getCollageDesignGroups(wallart(), { categoryIds: [22] })).map((group) => group.id),
    ).toEqual([13]);
    expect(await catalogue.getCollageDesignGroup(wallart())).toMatchObject({
      designId: 13,
      designGroup: { id: 13 },
    });
    expect(
      await catalogue.getCollageDesignGroup(kl, {
        designId: catalogueModule.selectCollageDesignId(new URLSearchParams('designId=3'), 1),
      }),
    ).toMatchObject({ designGroup: { id: 2 } });
    const themes = await catalogue.getThemes(kl, { perPage: '12' });
    expect(themes.perPage).toBe(12);
    expect(await catalogue.checkVoucher(kl, { code: 'welcome10', orderTotal: 5000 })).toMatchObject({
      kind: 'percent',
      discountMinor: 500,
    });
    expect(await catalogue.getGiftVoucher(kl, { code: 'GIFT-2026-ANNA' })).toMatchObject({
      balanceMinor: 3250,
      currency: 'EUR',
    });
    expect(
      (await catalogue.getSkuContainer(wallart(), { sku: 'wall-leinwand-600x400' })).skus,
    ).toContainEqual(expect.objectContaining({ sku: 'wall-leinwand-600x400', isExpress: true }));
    expect(await catalogue.getExpressShop(wallart())).toMatchObject({
      available: true,
      expressDeliveryDays: 1,
    });
    expect(await catalogue.getExpressShop(wallart({ country: 'US', locale: 'en-US' }))).toEqual(
      expect.objectContaining({ available: false, skus: [] }),
    );
  });

  it('maps refusals to typed errors with the server code', async () => {
    const error = await catalogue
      .checkVoucher(client(), { code: 'EXPIRED2025' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 422, code: 'voucher_expired', field: 'code' });
  });
});

describe('shipping, flags, newsletter, localization, toolbox', () => {
  it('answers shipping information and initial data for the country', async () => {
    expect(await shipping.getShippingInformation(wallart({ country: 'CH', locale: 'it-CH' }))).toMatchObject({
      country: 'CH',
      currency: 'CHF',
    });
    const initial = await localization.getInitialData(wallart({ country: 'CH', locale: 'fr-CH' }));
    expect(initial).toMatchObject({
      channel: { id: 'wallart', country: 'CH' },
      locale: { locale: 'fr-CH', currency: 'CHF' },
      customer: { isLoggedIn: false },
    });
  });

  it('answers feature flags, localized URLs and the location', async () => {
    expect(
      (await flags.getFeatureFlags(client(), { key: 'qa-visitor', names: ['VOLL-1031', 'missing-flag'] }))
        .features,
    ).toHaveLength(2);
    expect((await localization.getLocalizedUrls(client(), { routeKey: 'cart' })).urls.length).toBeGreaterThan(
      0,
    );
    expect(await localization.getLocation(client())).toMatchObject({ country: 'DE', isShopCountry: true });
  });

  it('subscribes and confirms the newsletter', async () => {
    expect(await newsletter.subscribeNewsletter(client(), { email: 'news@example.com' })).toMatchObject({
      ok: true,
    });
    const token = tokenFrom((await server.readMails()).findLast((mail) => /[?&]confirm=/.test(mail.text)));
    expect(await newsletter.confirmNewsletter(client(), { token })).toMatchObject({
      ok: true,
      message: 'Your newsletter subscription is confirmed.',
    });
    expect(await newsletter.confirmNewsletter(client(), { token })).toMatchObject({
      ok: false,
      error: { code: 'invalid_token' },
    });
  });

  it('sends a contact message; a refused one names its field, checked before sending and by the shop API', async () => {
    expect(
      await contact.sendContactMessage(wallart({ country: 'CH', locale: 'fr-CH' }), {
        name: 'Erika Muster',
        email: 'erika@example.com',
        subject: 'Commande',
        message: 'Où en est ma commande ?',
      }),
    ).toMatchObject({ ok: true, message: expect.stringContaining('received') });
    const short = await contact.sendContactMessage(client(), {
      name: 'Erika',
      email: 'erika@example.com',
      message: 'kurz',
    });
    expect(short).toMatchObject({ ok: false, field: 'message', error: { code: 'invalid_request' } });
    // The server refuses on its own too (a caller without the schema check): 400 validation_failed with the field.
    const raw = await fetch(`${server.url}/web-api/contact-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE' },
      body: JSON.stringify({ name: 'Erika', email: 'nope', message: 'Hallo, eine Frage.' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: { code: 'validation_failed', field: 'email' } });
  });

  it('optimises, converts and downloads files', async () => {
    const kl = client();
    const optimised = await toolbox.optimizeImage(
      kl,
      { data: tinyPng, contentType: 'image/png' },
      { format: 'webp' },
    );
    expect(optimised.contentType).toBe('image/webp');
    expect(
      (await toolbox.convertFile(kl, { data: tinyPng, contentType: 'image/png' }, { format: 'jpeg' }))
        .contentType,
    ).toBe('image/jpeg');
    const pdf = await toolbox.convertPdf(kl, { data: tinyPng, contentType: 'image/png' });
    const file = await toolbox.downloadToolboxFile(kl, { id: pdf.id });
    expect(file.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(optimised.downloadUrl).toBe(`/web-api/toolbox-download?id=${optimised.id}`);
  });
});

const urls: URL[] = [];
const recording: typeof fetch = (input, init) => {
  urls.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
  return fetch(input, init);
};
const content = () =>
  createContentClient({
    endpoint: `${server.url}/v2`,
    accessToken: 'public',
    previewToken,
    fetch: recording,
  });
const heroHeadline = (story: { content: Record<string, unknown> }) =>
  (story.content.teaser as { headline?: string }[] | undefined)?.[0]?.headline;

async function preview(storyId: number, releaseId?: number): Promise<VerifiedPreview> {
  const now = Date.now();
  const query = await signPreviewParams({
    storyId,
    spaceId: '1',
    previewToken,
    timestamp: Math.floor(now / 1000),
    releaseId,
  });
  const result = await verifyPreview({ query, previewToken, spaceId: '1', now: () => now });
  if (!result.ok) throw new Error(result.reason);
  return result.preview;
}

describe('content client against the shop API content routes', () => {
  it('loads a published story and maps it into ContentStory', async () => {
    const story = await content().getStory('kartenliebe/home', { language: 'de' });
    expect(story).toMatchObject({
      fullSlug: 'kartenliebe/home',
      lang: 'de',
      redirect: null,
      content: { type: 'Page' },
    });
    expect(heroHeadline(story)).toBe('Karten, die von Herzen kommen');
  });

  it('pages all stories of a channel by 25', async () => {
    const before = urls.length;
    const stories = await content().getStories({ startsWith: 'kartenliebe/', language: 'de' });
    const listing = urls.slice(before).filter((url) => url.pathname.endsWith('/cdn/stories'));
    expect(stories.length).toBeGreaterThan(25);
    expect(listing.length).toBe(Math.ceil(stories.length / 25));
    expect(listing.every((url) => url.searchParams.get('per_page') === '25')).toBe(true);
    expect(new Set(stories.map((story) => story.uuid)).size).toBe(stories.length);
  });

  it('resolves relations the way the library does', async () => {
    const burger = await content().getStory('kartenliebe/global/burger', {
      language: 'de',
      resolveRelations: ['GlobalBurger.footer', 'GlobalBurger.shops'],
    });
    expect(burger.content.footer).toMatchObject({
      uuid: expect.any(String),
      content: { type: 'GlobalFooter' },
    });
  });

  it('loads the error page story by slug without relations', async () => {
    const before = urls.length;
    const story = await loadErrorPageStory(content(), { channel: 'wallart', language: 'fr' });
    expect(story.fullSlug).toBe('wallart/error');
    expect(urls.slice(before).every((url) => !url.searchParams.has('resolve_relations'))).toBe(true);
  });

  it('reads drafts and releases only with a verified preview', async () => {
    const client = content();
    const published = await client.getStory('kartenliebe/home', { language: 'de' });
    const draft = await client.getStory('kartenliebe/home', {
      language: 'de',
      preview: await preview(published.id),
    });
    const release = await client.getStory('kartenliebe/home', {
      language: 'de',
      preview: await preview(published.id, 1),
    });
    expect(heroHeadline(draft)).toBe('Neu: Die Winterkollektion ist da');
    expect(heroHeadline(release)).toBe('Frohe Weihnachten: 20 % auf alle Fotogeschenke');
    await expect(client.getStory('kartenliebe/winteraktion', { language: 'de' })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'Not Found',
    });
    expect(
      (
        await client.getStory('kartenliebe/winteraktion', {
          language: 'de',
          preview: await preview(published.id),
        })
      ).slug,
    ).toBe('winteraktion');
  });

  it('follows the publish webhook: the next published request carries the new cv', async () => {
    const client = content();
    await client.getStory('kartenliebe/home', { language: 'de' });
    const before = client.cacheVersion ?? 0;
    // The shop API takes only signed webhooks (Storyblok's `webhook-signature`, HMAC-SHA1 of the body).
    const body = '{"action":"published"}';
    const hook = await fetch(`${server.url}/v2/webhooks/publish`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': createHmac('sha1', webhookSecret).update(body).digest('hex'),
      },
      body,
    });
    expect(hook.status).toBe(200);
    const { cv } = (await hook.json()) as { cv: number };
    expect(cv).toBeGreaterThan(before);
    expect(await client.notePublished(cv)).toBe(cv);
    const start = urls.length;
    await client.getStory('kartenliebe/home', { language: 'de' });
    expect(urls.slice(start)[0]?.searchParams.get('cv')).toBe(String(cv));
    // Without the webhook's cv the client asks the space for its version.
    const other = content();
    expect(await other.notePublished()).toBe(cv);
  });
});

describe('page loading through the backend page route', () => {
  it('loads a page with the shop headers, sku and relations', async () => {
    const story = await loadPage(client({ channel: 'wallart', country: 'CH', locale: 'de-CH' }), {
      locale: 'de-CH',
      path: '/wandbilder',
      platform: 'web',
      sku: 'wall-leinwand-600x400',
      resolveRelations: ['FlyoutItem.fullStoryData'],
    });
    expect(story).toMatchObject({
      slug: 'wandbilder',
      content: { type: 'Page', sku: 'wall-leinwand-600x400' },
    });
    expect(story.alternates.some((alternate) => alternate.publicPath !== undefined)).toBe(true);
  });

  it('answers the desktop start page on / for the desktop platform', async () => {
    expect((await loadPage(client(), { locale: 'de-DE', path: '/', platform: 'desktop' })).slug).toBe(
      'desktop-startseite',
    );
  });

  it('makes a redirect story explicit', async () => {
    expect(
      (await loadPage(client(), { locale: 'de-DE', path: '/kalender', platform: 'web' })).redirect,
    ).toEqual({ target: expect.any(String), status: 301 });
  });

  it('finds no published page for a draft-only story, and the draft with a verified preview', async () => {
    expect(await findPage(client(), { locale: 'de-DE', path: '/winteraktion', platform: 'web' })).toBeNull();
    const home = await content().getStory('kartenliebe/home', { language: 'de' });
    const draft = await loadPage(client(), {
      locale: 'de-DE',
      path: '/winteraktion',
      platform: 'web',
      preview: await preview(home.id),
      previewToken,
    });
    expect(draft.slug).toBe('winteraktion');
  });

  it('loads the breadcrumb from the start page down', async () => {
    const trail = await loadBreadcrumb(client({ channel: 'wallart', country: 'DE', locale: 'de-DE' }), {
      locale: 'de-DE',
      path: '/wandbilder/acrylglas',
      platform: 'web',
    });
    expect(trail.map((item) => item.path)).toEqual(['/', '/wandbilder', '/wandbilder/acrylglas']);
  });

  it('loads the story the visual editor opened (_storyblok=<id>) through the transform route', async () => {
    const home = await content().getStory('kartenliebe/home', { language: 'de' });
    const story = await loadPreviewStory(client(), {
      locale: 'de-DE',
      platform: 'web',
      preview: await preview(home.id),
      previewToken,
    });
    expect(heroHeadline(story)).toBe('Neu: Die Winterkollektion ist da');
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
