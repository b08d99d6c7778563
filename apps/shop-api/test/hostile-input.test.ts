import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/contract/error';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const getRoutes = [
  '/web-api/product-selection-photo-frame/prices-from',
  '/web-api/product-selection-photo-frame/data',
  '/web-api/product-selection-photo-frame/price-article',
  '/web-api/product-selection-photo-frame/format-limits',
  '/web-api/product-selection-photo-frame/prices-format-group',
  '/web-api/product-selection-photo-frame/prices-formats',
  '/price-api/prices/article',
  '/price-api/prices/formats',
  '/price-api/prices/format-group',
  '/price-api/prices/format-group-prices-images',
  '/price-api/frame',
  '/price-api/photo-options-groups',
  '/price-api/photoboxes',
  '/price-api/accessory',
  '/accessory',
  '/web-api/calculator/reference',
  '/web-api/aspect-ratio',
  '/web-api/variants-for-frame-types',
  '/web-api/calendar-price',
  '/web-api/calendar-design-group',
  '/web-api/photobook-price',
  '/web-api/photobook-design-group-set',
  '/web-api/photobox-data',
  '/web-api/card-price',
  '/web-api/card-accessories',
  '/web-api/card-accessory-price',
  '/web-api/collage-designer-design-groups',
  '/web-api/collage-designer-design-group',
  '/web-api/themes',
  '/web-api/voucher',
  '/gift-voucher',
  '/web-api/campaign-data',
  '/web-api/express-shop',
  '/web-api/sku/container',
  '/web-api/shipping-information',
  '/web-api/feature-flags',
  '/web-api/localized-urls',
  '/web-api/shop-frontends-initial-data',
  '/api/get-location/',
  '/web-api/toolbox-download',
];

const postRoutes = [
  '/web-api/customer-login',
  '/web-api/customer-signup',
  '/web-api/customer-password-reset',
  '/web-api/customer-password-reset/confirm',
  '/web-api/customer-auth-google-credentials',
  '/web-api/card-accessory-order',
  '/web-api/newsletter-subscribe',
  '/web-api/newsletter-confirm',
  '/whitelabel/switch',
];

const hostileQueries = [
  'materialType=%27%3B%20drop%20table%20customers%3B--&formatType=1x1&code=%27%20or%201%3D1&sku=%00',
  `materialType=${'a'.repeat(5000)}&sku=${'b'.repeat(5000)}&code=${'c'.repeat(5000)}`,
  'materialType[]=poster&formatType[]=300x200&product[]=photoframe&sku[]=x&code[]=y',
  'materialType[__proto__]=x&constructor[prototype]=y&options[__proto__]=z',
  'quantity=1e309&pageCount=NaN&id=-1&designId=0x10&page=Infinity&orderTotal=-5',
  'unknownField=1',
];

const hostileBodies = [
  '{"email":',
  '{"email":{"$ne":null},"password":{"$gt":""}}',
  '{"__proto__":{"isAdmin":true},"email":"a@example.com"}',
  JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: 'x'.repeat(10_000) }),
  '[1,2,3]',
  '"just a string"',
  JSON.stringify({
    token: '../../etc/passwd',
    credential: 'a.b.c',
    enabled: 'yes',
    sku: 42,
    quantity: Number.MAX_VALUE,
  }),
];

const snapshot = async () =>
  JSON.stringify(
    await server.database.db.execute(
      `select (select count(*) from customers) as c, (select count(*) from sessions) as s, (select count(*) from order_articles) as a, (select count(*) from newsletter_subscriptions) as n, (select count(*) from password_reset_tokens) as r, (select string_agg(password_hash, ',' order by id) from customers) as h`,
    ),
  );

describe('hostile input never yields a 5xx or a stack trace, and changes nothing', () => {
  it.each(getRoutes)('GET %s', async (route) => {
    for (const query of hostileQueries) {
      const response = await server.request(`${route}?${query}`);
      const text = await response.text();
      expect(response.status, `${route}?${query.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${route}?${query.slice(0, 60)}`).toBeLessThan(500);
      expect(apiErrorSchema.safeParse(JSON.parse(text)).success).toBe(true);
      expect(text).not.toMatch(/\.ts:\d+|node_modules/);
    }
  });

  it.each(postRoutes)('POST %s', async (route) => {
    const before = await snapshot();
    for (const body of hostileBodies) {
      const response = await server.request(route, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      const text = await response.text();
      expect(response.status, `${route} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${route} ${body.slice(0, 40)}`).toBeLessThan(500);
      expect(text).not.toMatch(/\.ts:\d+|node_modules/);
    }
    expect(await snapshot()).toBe(before);
  });
});
