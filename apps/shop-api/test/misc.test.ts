import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/contract/error';
import { catalogues } from '@shop/i18n/messages';
import { featureFlagsResponseSchema } from '@shop/contract/feature-flags';
import { localizedUrlsResponseSchema, locationResponseSchema } from '@shop/contract/localization';
import { toolboxResultSchema } from '@shop/contract/toolbox';
import { readFileSync } from 'node:fs';
import { parseFlagDefinitions, toBrowserFeatures } from '@shop/flags/definitions/parse';
import { createApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { startTestServer, type Loose, type TestServer } from './helpers.ts';

let server: TestServer;
let recaptchaServer: Server;
const recaptchaCalls: string[] = [];

beforeAll(async () => {
  recaptchaServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      recaptchaCalls.push(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: new URLSearchParams(body).get('response') === 'human' }));
    });
  });
  await new Promise<void>((resolve) => recaptchaServer.listen(0, '127.0.0.1', resolve));
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => recaptchaServer.close(resolve));
});

const count = async (table: string) =>
  JSON.stringify(await server.database.db.execute(`select count(*)::int as n from ${table}`));

describe('feature-flags', () => {
  it('answers the rollout, allow-listed keys and control for unknown flags, from the shops\' flags.yaml', async () => {
    const anonymous = featureFlagsResponseSchema.parse(
      await (await server.request('/web-api/feature-flags')).json(),
    );
    expect(anonymous.payload.features.find((f) => f.feature === 'VOLL-1785')).toEqual({
      feature: 'VOLL-1785',
      treatment: 'on',
      config: { frameType: 'artbox', materialType: 'acrylglas' },
    });
    const qa = featureFlagsResponseSchema.parse(
      await (
        await server.request('/web-api/feature-flags?key=qa-voll-1031-a&names[]=VOLL-1031&names[]=missing-flag')
      ).json(),
    );
    expect(qa.payload.features).toEqual([
      { feature: 'VOLL-1031', treatment: 'variant-a', config: { layout: 'a' } },
      { feature: 'missing-flag', treatment: 'control', config: null },
    ]);
    const cookie = featureFlagsResponseSchema.parse(
      await (
        await server.request('/web-api/feature-flags?names[]=wallart-flyout-special-entry', {
          cookie: 'splitIoUserKey=qa-special-entry',
        })
      ).json(),
    );
    expect(cookie.payload.features[0]?.treatment).toBe('on');
  });

  it.each(['', 'qa-flyout-off', 'qa-voll-967-off', 'qa-voll-1031-b', 'someone'])(
    'key "%s": the same treatment per flag as the shops evaluate (packages/flags definitions)',
    async (key) => {
      const expected = toBrowserFeatures(
        parseFlagDefinitions(readFileSync(new URL('../../../packages/flags/flags.yaml', import.meta.url), 'utf8')),
        key,
      );
      const { payload } = featureFlagsResponseSchema.parse(
        await (await server.request(`/web-api/feature-flags${key ? `?key=${key}` : ''}`)).json(),
      );
      expect(Object.fromEntries(payload.features.map((f) => [f.feature, f.treatment]))).toEqual(
        Object.fromEntries(
          Object.entries(expected).map(([name, entry]) => [name, typeof entry === 'string' ? entry : entry.treatment]),
        ),
      );
    },
  );

  it.each([
    ['key too long', `key=${'k'.repeat(251)}`],
    ['bad flag name', 'names[]=%20drop'],
    ['unknown field', 'flag=1'],
  ])('rejects %s', async (_name, query) => {
    expect((await server.request(`/web-api/feature-flags?${query}`)).status).toBe(400);
  });
});

describe('newsletter double opt-in', () => {
  it('subscribes pending, mails a token, confirms once', async () => {
    const response = await server.request('/web-api/newsletter-subscribe', {
      json: { email: 'News@Example.com' },
    });
    expect(response.status).toBe(202);
    const mail = (await server.readMails()).find((entry) => entry.to === 'news@example.com');
    const token = /[?&]confirm=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    // In the shop's language, with the confirmation page of the route table in the shop the visitor subscribed from.
    expect(mail?.subject).toBe(catalogues.de['mails.newsletterConfirm.subject']);
    expect(mail?.text).toContain(`http://localhost:3000/newsletter/?confirm=${token}`);
    expect(await count('newsletter_subscriptions')).toContain('"n":1');
    await server.request('/web-api/newsletter-subscribe', {
      json: { email: 'nouvelles@example.com' },
      headers: { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' },
    });
    const french = (await server.readMails()).find((mail) => mail.to === 'nouvelles@example.com');
    expect(french?.subject).toBe(catalogues.fr['mails.newsletterConfirm.subject']);
    expect(french?.text).toContain('http://ch.localhost:3001/fr/lettre-d-information?confirm=');
    const confirm = await server.request('/web-api/newsletter-confirm', { json: { token } });
    expect(confirm.status).toBe(200);
    const again = await server.request('/web-api/newsletter-confirm', { json: { token } });
    expect(again.status).toBe(400);
    // Subscribing again gives the same answer and sends nothing.
    const mailsBefore = (await server.readOutbox()).length;
    expect(
      (await server.request('/web-api/newsletter-subscribe', { json: { email: 'news@example.com' } })).status,
    ).toBe(202);
    expect((await server.readOutbox()).length).toBe(mailsBefore);
  });

  it.each([
    ['bad email', { email: 'nope' }, 400],
    ['extra field', { email: 'x@example.com', confirmed: true }, 400],
    ['token for confirm of wrong shape', null, 400],
  ])('rejects %s and stores nothing', async (_name, json, status) => {
    const before = await count('newsletter_subscriptions');
    const response = json
      ? await server.request('/web-api/newsletter-subscribe', { json })
      : await server.request('/web-api/newsletter-confirm', { json: { token: "' or 1=1 --" } });
    expect(response.status).toBe(status);
    expect(await count('newsletter_subscriptions')).toBe(before);
  });

  it('verifies recaptcha against the configured URL when enabled', async () => {
    // A second app over the same database, configured as production is.
    const guarded = createApp({
      db: server.database.db,
      env: parseEnv({
        DATA_DIR: server.dataDir,
        RECAPTCHA_ENABLED: 'true',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(recaptchaServer.address() as AddressInfo).port}/siteverify`,
      }),
    });
    const subscribe = (json: unknown) =>
      guarded.request('/web-api/newsletter-subscribe', {
        method: 'POST',
        body: JSON.stringify(json),
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      });
    const missing = await subscribe({ email: 'bot@example.com' });
    expect(apiErrorSchema.parse(await missing.json()).error).toMatchObject({
      code: 'recaptcha_required',
      field: 'recaptchaToken',
    });
    const robot = await subscribe({ email: 'bot@example.com', recaptchaToken: 'robot' });
    expect(apiErrorSchema.parse(await robot.json()).error.code).toBe('recaptcha_failed');
    const human = await subscribe({ email: 'human@example.com', recaptchaToken: 'human' });
    expect(human.status).toBe(202);
    expect(recaptchaCalls.at(-1)).toContain('secret=local-recaptcha-secret');
  });
});

describe('localized-urls, initial data, location', () => {
  it('answers the localized URLs of a route on the channel domains', async () => {
    const response = await server.request('/web-api/localized-urls?path=/warenkorb/');
    const { payload } = localizedUrlsResponseSchema.parse(await response.json());
    expect(payload.routeKey).toBe('cart');
    expect(payload.urls.find((url) => url.locale === 'fr-CH')).toEqual({
      locale: 'fr-CH',
      path: '/panier',
      url: 'https://kartenliebe.ch/fr/panier/',
    });
    const wallart = localizedUrlsResponseSchema.parse(
      await (
        await server.request('/web-api/localized-urls?routeKey=wall-art', {
          headers: { 'x-channel': 'wallart-GB', 'x-locale': 'en-GB' },
        })
      ).json(),
    );
    expect(wallart.payload.urls.find((url) => url.locale === 'en-GB')?.url).toBe(
      'https://wallart.co.uk/wall-art',
    );
    // The paths the shops serve (issue 14: it answered /fotobox for de and /fotokalender for en, both 404).
    const box = localizedUrlsResponseSchema.parse(
      await (await server.request('/web-api/localized-urls?routeKey=photo-box', { headers: { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' } })).json(),
    );
    expect(box.payload.urls.find((url) => url.locale === 'de-DE')?.path).toBe('/bilderbox');
    const calendars = localizedUrlsResponseSchema.parse(await (await server.request('/web-api/localized-urls?path=/calendrier-photo/')).json());
    expect(calendars.payload.routeKey).toBe('photo-calendars');
    expect(calendars.payload.urls.find((url) => url.locale === 'en-GB')?.url).toBe('https://kartenliebe.co.uk/photo-calendars/');
    expect((await server.request('/web-api/localized-urls?routeKey=photo-box')).status).toBe(404);
    expect((await server.request('/web-api/localized-urls?path=/nowhere')).status).toBe(404);
    expect((await server.request('/web-api/localized-urls')).status).toBe(400);
    expect((await server.request('/web-api/localized-urls?path=/%3Cscript%3E')).status).toBe(400);
  });

  it('answers the initial data of a shop frontend', async () => {
    const body = (await (
      await server.request('/web-api/shop-frontends-initial-data', {
        headers: { 'x-channel': 'wallart-US', 'x-locale': 'en-US' },
      })
    ).json()) as Loose;
    expect(body.payload.channel).toMatchObject({
      id: 'wallart',
      country: 'US',
      features: { hasApps: false, inchForAluminiumGalleryPrints: true },
    });
    expect(body.payload.locale).toMatchObject({ currency: 'USD', lengthUnit: 'inch' });
    expect(body.payload.customer.isLoggedIn).toBe(false);
    expect(body.payload.features.length).toBeGreaterThan(5);
    expect(body.payload.deliveryCutOff.lodEnd).toMatch(/Z$/);
  });

  it.each([
    [
      'no edge header: the shop country',
      {},
      { country: 'DE', source: 'channel', isShopCountry: true, suggestedUrl: null },
    ],
    [
      'edge says CH, browser prefers French',
      { 'cf-ipcountry': 'CH', 'accept-language': 'fr-CH,fr;q=0.9' },
      { country: 'CH', locale: 'fr-CH', source: 'header', suggestedUrl: 'https://kartenliebe.ch/fr/' },
    ],
    [
      'edge says CH, French refused with q=0',
      { 'cf-ipcountry': 'CH', 'accept-language': 'fr;q=0, de;q=0.9' },
      { country: 'CH', locale: 'de-CH', source: 'header' },
    ],
    ['unknown edge country is ignored', { 'cf-ipcountry': 'XX' }, { country: 'DE', source: 'channel' }],
  ])('locates the visitor: %s', async (_name, headers, expected) => {
    const response = await server.request('/api/get-location/', { headers });
    expect(locationResponseSchema.parse(await response.json()).payload).toMatchObject(expected);
  });
});

describe('toolbox', () => {
  const photo = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
      .jpeg({ quality: 100 })
      .toBuffer();
  const upload = async (path: string, body: Buffer | string, type = 'image/jpeg') =>
    server.request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'content-type': type },
    });
  const download = async (url: string) => Buffer.from(await (await server.request(url)).arrayBuffer());

  it('optimizes an image: resized, re-encoded, smaller, downloadable', async () => {
    const input = await photo();
    const response = await upload('/web-api/toolbox-optimize-image?width=400&quality=70&format=webp', input);
    expect(response.status).toBe(201);
    const { payload } = toolboxResultSchema.parse(await response.json());
    expect(payload).toMatchObject({
      width: 400,
      height: 300,
      contentType: 'image/webp',
      originalBytes: input.length,
    });
    const file = await download(payload.downloadUrl);
    expect(file.length).toBe(payload.bytes);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('converts an image to PNG', async () => {
    const { payload } = toolboxResultSchema.parse(
      await (await upload('/web-api/toolbox-convert-file?format=png', await photo())).json(),
    );
    expect((await sharp(await download(payload.downloadUrl)).metadata()).format).toBe('png');
  });

  it('converts an image to a one-page landscape A4 PDF', async () => {
    const { payload } = toolboxResultSchema.parse(
      await (await upload('/web-api/toolbox-convert-pdf?pageSize=a4', await photo())).json(),
    );
    const pdf = await PDFDocument.load(await download(payload.downloadUrl));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it.each([
    ['not an image', '/web-api/toolbox-convert-file?format=png', 'hello', 'image/png', 400],
    ['wrong content type', '/web-api/toolbox-convert-file?format=png', 'hello', 'text/plain', 415],
    ['unknown format', '/web-api/toolbox-convert-file?format=gif', 'x', 'image/png', 400],
    ['width 0', '/web-api/toolbox-optimize-image?width=0', 'x', 'image/png', 400],
    ['quality 101', '/web-api/toolbox-optimize-image?quality=101', 'x', 'image/png', 400],
    ['unknown page size', '/web-api/toolbox-convert-pdf?pageSize=a0', 'x', 'image/png', 400],
  ])('rejects %s and stores nothing', async (_name, path, body, type, status) => {
    const before = await count('toolbox_files');
    expect((await upload(path, body, type)).status).toBe(status);
    expect(await count('toolbox_files')).toBe(before);
  });

  it('rejects a body over the upload limit with 413', async () => {
    expect(
      (await upload('/web-api/toolbox-convert-file?format=png', Buffer.alloc(16 * 1024 * 1024))).status,
    ).toBe(413);
  });

  it.each([
    ['malformed id', 'id=../../etc/passwd', 400],
    ['unknown id', `id=${'a'.repeat(32)}`, 404],
  ])('download rejects %s', async (_name, query, status) => {
    expect((await server.request(`/web-api/toolbox-download?${query}`)).status).toBe(status);
  });
});
