import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/contract/error';
import { themesResponseSchema, type Theme } from '@shop/contract/catalogue-responses';
import { WISHLIST_MAX_ITEMS, wishlistMergeResponseSchema, wishlistResponseSchema } from '@shop/contract/wishlist';
import { eq } from 'drizzle-orm';
import { customers, wishlistItems } from '../src/db/schema.ts';
import { sessionCookie, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let themes: Theme[];
beforeAll(async () => {
  server = await startTestServer();
  themes = themesResponseSchema.parse(await (await server.request('/web-api/themes?perPage=48')).json()).payload.themes;
});
afterAll(async () => {
  await server.close();
});

async function signUp(email: string): Promise<string> {
  const response = await server.signUpVerified({ email, password: 'a-long-password-1', firstName: 'Wanda', lastName: 'Wunsch' });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

function design(themeIndex: number, designIndex = 0) {
  const theme = themes[themeIndex];
  if (!theme) throw new Error(`no theme ${themeIndex}`);
  const designId = theme.designIds[designIndex];
  if (designId === undefined) throw new Error(`theme ${theme.id} has no design ${designIndex}`);
  return { product: 'card' as const, themeId: theme.id, designId };
}

const keyOf = (item: { themeId: number; designId: number }) => `card-${item.themeId}-${item.designId}`;

async function wishlist(cookie: string, headers: Record<string, string> = {}) {
  const response = await server.request('/web-api/wishlist', { cookie, headers });
  expect(response.status).toBe(200);
  return wishlistResponseSchema.parse(await response.json()).payload;
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

describe('wishlist of a customer', () => {
  it('needs a session: 401 on list, add, merge and remove', async () => {
    expect(themes.length).toBeGreaterThan(1);
    const item = design(0);
    const answers = await Promise.all([
      server.request('/web-api/wishlist'),
      server.request('/web-api/wishlist-items', { json: item }),
      server.request('/web-api/wishlist-items/merge', { json: { items: [item] } }),
      server.request(`/web-api/wishlist-items/${keyOf(item)}`, { method: 'DELETE' }),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('not_logged_in');
    }
  });

  it('adds a design once (201, then 200), lists it with the theme name, picture and design number, removes it', async () => {
    const cookie = await signUp('wishlist-add@example.com');
    expect((await wishlist(cookie)).items).toEqual([]);
    const item = design(0, 1);
    const first = await server.request('/web-api/wishlist-items', { json: item, cookie });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await server.request('/web-api/wishlist-items', { json: item, cookie });
    expect(again.status).toBe(200);
    const { items, max } = wishlistResponseSchema.parse(await again.json()).payload;
    expect(max).toBe(WISHLIST_MAX_ITEMS);
    const theme = themes[0] as Theme;
    expect(items).toEqual([
      {
        key: keyOf(item),
        product: 'card',
        themeId: theme.id,
        designId: item.designId,
        designNumber: 2,
        themeSlug: theme.slug,
        occasion: theme.occasion,
        name: theme.name,
        image: theme.image,
      },
    ]);
    const removed = await server.request(`/web-api/wishlist-items/${keyOf(item)}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(wishlistResponseSchema.parse(await removed.json()).payload.items).toEqual([]);
    // Removing what is not kept leaves the list as asked.
    const twice = await server.request(`/web-api/wishlist-items/${keyOf(item)}`, { method: 'DELETE', cookie });
    expect(twice.status).toBe(200);
  });

  it('names the design in the language of X-Locale and keeps lists apart per customer', async () => {
    const anna = await signUp('wishlist-anna@example.com');
    const ben = await signUp('wishlist-ben@example.com');
    const item = design(1);
    expect((await server.request('/web-api/wishlist-items', { json: item, cookie: anna })).status).toBe(201);
    const french = await wishlist(anna, { 'x-channel': 'kartenliebe-CH', 'x-locale': 'fr-CH' });
    const frenchThemes = themesResponseSchema.parse(
      await (await server.request('/web-api/themes?perPage=48', { headers: { 'x-channel': 'kartenliebe-CH', 'x-locale': 'fr-CH' } })).json(),
    ).payload.themes;
    expect(french.items.map((entry) => entry.name)).toEqual([frenchThemes.find((theme) => theme.id === item.themeId)?.name]);
    expect((await wishlist(ben)).items).toEqual([]);
    // Ben cannot remove Anna's design: his delete touches only his own list.
    await server.request(`/web-api/wishlist-items/${keyOf(item)}`, { method: 'DELETE', cookie: ben });
    expect((await wishlist(anna)).items).toHaveLength(1);
  });

  it('refuses bad references with a 400 naming the field, and stores nothing', async () => {
    const cookie = await signUp('wishlist-bad@example.com');
    const theme = themes[0] as Theme;
    const cases: [unknown, string, string][] = [
      [{ product: 'card', themeId: theme.id, designId: 999_999 }, 'unknown_design', 'designId'],
      [{ product: 'card', themeId: 987_654, designId: 1 }, 'unknown_design', 'designId'],
      [{ product: 'card', themeId: -1, designId: 1 }, 'validation_failed', 'themeId'],
      [{ product: 'card', themeId: 1.5, designId: 1 }, 'validation_failed', 'themeId'],
      [{ product: 'card', themeId: '12', designId: 1 }, 'validation_failed', 'themeId'],
      [{ product: 'poster', themeId: theme.id, designId: 1 }, 'validation_failed', 'product'],
      [{ product: 'card', themeId: theme.id }, 'validation_failed', 'designId'],
      [{ product: 'card\u0000', themeId: theme.id, designId: 1 }, 'validation_failed', 'product'],
      [{ product: 'card', themeId: theme.id, designId: theme.designIds[0], note: 'x' }, 'validation_failed', 'note'],
    ];
    for (const [body, code, field] of cases) {
      const response = await server.request('/web-api/wishlist-items', { json: body, cookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code, JSON.stringify(body)).toBe(code);
      expect(error.field, JSON.stringify(body)).toBe(field);
    }
    for (const key of ['card-0-1', 'card-1', 'poster-1-2', 'card-1-2%00', 'x'.repeat(60)]) {
      const response = await server.request(`/web-api/wishlist-items/${key}`, { method: 'DELETE', cookie });
      expect(response.status, key).toBe(400);
      expect((await errorOf(response)).field, key).toBe('key');
    }
    expect((await wishlist(cookie)).items).toEqual([]);
  });

  it(`keeps at most ${WISHLIST_MAX_ITEMS} designs: the next one is a 400 wishlist_full`, async () => {
    const cookie = await signUp('wishlist-full@example.com');
    const all = themes.flatMap((theme) => theme.designIds.map((designId) => ({ product: 'card' as const, themeId: theme.id, designId })));
    // The seed has fewer designs than the limit: fill the rest directly, as many rows as a full list holds.
    const [customer] = await server.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'wishlist-full@example.com'));
    if (!customer) throw new Error('the customer signed up');
    await server.database.db
      .insert(wishlistItems)
      .values(Array.from({ length: WISHLIST_MAX_ITEMS }, (_, index) => ({ customerId: customer.id, channel: 'kartenliebe', product: 'card', themeId: 900_000 + index, designId: 1 })));
    const refused = await server.request('/web-api/wishlist-items', { json: all[0], cookie });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: 'wishlist_full', field: 'wishlist' });
    const merged = await server.request('/web-api/wishlist-items/merge', { json: { items: [all[0]] }, cookie });
    expect(wishlistMergeResponseSchema.parse(await merged.json()).payload.notMerged).toEqual([{ key: keyOf(all[0] as { themeId: number; designId: number }), reason: 'wishlist_full' }]);
  });

  it('merges a visitor list at log-in without duplicates, in order, reporting designs it could not keep', async () => {
    const cookie = await signUp('wishlist-merge@example.com');
    const [a, b, c] = [design(0), design(1), design(2)];
    await server.request('/web-api/wishlist-items', { json: b, cookie });
    const unknown = { product: 'card' as const, themeId: 987_654, designId: 1 };
    const response = await server.request('/web-api/wishlist-items/merge', { json: { items: [a, b, unknown, c, a] }, cookie });
    expect(response.status).toBe(200);
    const result = wishlistMergeResponseSchema.parse(await response.json()).payload;
    expect(result.items.map((item) => item.key)).toEqual([b, a, c].map(keyOf));
    expect(result.notMerged).toEqual([{ key: keyOf(unknown), reason: 'unknown_design' }]);
    const tooMany = await server.request('/web-api/wishlist-items/merge', { json: { items: Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, () => a) }, cookie });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).field).toBe('items');
  });
});

describe('wishlist designs of a visitor', () => {
  it('answers what the kept keys show, without a session, leaving unknown designs out', async () => {
    const [a, b] = [design(1, 1), design(0)];
    const response = await server.request(`/web-api/wishlist-designs?keys[]=${keyOf(a)}&keys[]=card-987654-1&keys[]=${keyOf(b)}&keys[]=${keyOf(a)}`);
    expect(response.status).toBe(200);
    const { items } = wishlistResponseSchema.parse(await response.json()).payload;
    expect(items.map((item) => [item.key, item.designNumber])).toEqual([
      [keyOf(a), 2],
      [keyOf(b), 1],
    ]);
  });

  it('refuses malformed keys and lists over the limit', async () => {
    for (const query of ['keys[]=card-12', 'keys[]=card-1-1%01', `keys[]=${'card-1-1&keys[]='.repeat(WISHLIST_MAX_ITEMS)}card-1-1`, '']) {
      const response = await server.request(`/web-api/wishlist-designs?${query}`);
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).field, query).toMatch(/^keys/);
    }
  });
});

describe('channels without a wishlist', () => {
  it('answer 404 wishlist_not_offered (wallart)', async () => {
    const headers = { 'x-channel': 'wallart-DE', 'x-locale': 'de-DE' };
    for (const path of ['/web-api/wishlist', '/web-api/wishlist-designs?keys[]=card-1-1']) {
      const response = await server.request(path, { headers });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('wishlist_not_offered');
    }
  });
});
