import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, orderResponseSchema, ordersResponseSchema } from '@shop/contract/cart';
import { customerResponseSchema } from '@shop/contract/customer';
import { apiErrorSchema } from '@shop/contract/error';
import { sessionCookie, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const card = {
  product: 'card',
  quantity: 50,
  params: { themeId: '1', designId: '11', quantity: '50', locale: 'de-DE', platform: 'web' },
  priceQuery: { paper: 'standard', format: 'a6-hoch' },
};

function visitorCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_visitor='));
  if (!header) throw new Error('no visitor cookie');
  expect(header).toMatch(/HttpOnly/i);
  return header.split(';')[0] ?? '';
}

async function cartCount(cookie: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await server.request('/web-api/customer-data', { cookie, headers });
  return customerResponseSchema.parse(await response.json()).customer.order?.cartArticlesAmount ?? 0;
}

async function signUp(email: string): Promise<string> {
  const response = await server.signUpVerified({ email, password: 'a-long-password-1', firstName: 'Kim', lastName: 'Käufer' });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

describe('cart', () => {
  it('a visitor adds a designed card: priced by card-price, counted in customer-data', async () => {
    const priced = (await (await server.request('/web-api/card-price?paper=standard&format=a6-hoch&quantity=50')).json()) as {
      payload: { priceCurrent: number; priceOriginal: number };
    };
    const preview = await server.request('/web-api/cart-articles/price', { json: card });
    expect(await preview.json()).toEqual({ payload: { currency: 'EUR', quantity: 50, priceCurrent: priced.payload.priceCurrent, priceOriginal: priced.payload.priceOriginal } });
    expect(preview.headers.getSetCookie()).toEqual([]);
    const added = await server.request('/web-api/cart-articles', { json: card });
    expect(added.status).toBe(201);
    const cookie = visitorCookie(added);
    const cart = cartResponseSchema.parse(await added.json()).payload;
    expect(cart.currency).toBe('EUR');
    expect(cart.articles).toEqual([
      { id: expect.any(Number), product: 'card', sku: null, params: card.params, quantity: 50, priceCurrent: priced.payload.priceCurrent, priceOriginal: priced.payload.priceOriginal },
    ]);
    expect(cart.totalCurrent).toBe(priced.payload.priceCurrent);
    expect(await cartCount(cookie)).toBe(1);
    // What every page's scripts read (session, cart) is the shopper's own: no shared cache keeps it, the browser asks
    // again, and no `no-store` keeps the page out of the back/forward cache. The write stays no-store.
    expect(added.headers.get('cache-control')).toBe('no-store');
    for (const read of ['/web-api/customer-data', '/web-api/cart']) {
      expect((await server.request(read, { cookie })).headers.get('cache-control'), read).toBe('private, no-cache');
    }
    // The visitor's cart is theirs: without the cookie there is none.
    expect(await cartCount('')).toBe(0);
    // One cart per shop: the Swiss shop has its own (in francs).
    expect(await cartCount(cookie, { 'x-channel': 'kartenliebe-CH', 'x-locale': 'de-CH' })).toBe(0);
  });

  it('prices each designer with its own route: photobox per box, photobook with its pages, in the shop currency', async () => {
    const headers = { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' };
    const box = (await (await server.request('/web-api/photobox-data?photoboxType=small&format=150x100&quantity=20', { headers })).json()) as {
      payload: { selection: { priceCurrent: number } };
    };
    const first = await server.request('/web-api/cart-articles', {
      headers,
      json: { product: 'photobox', quantity: 2, params: { photoboxType: 'small' }, priceQuery: { photoboxType: 'small', format: '150x100', quantity: '20' } },
    });
    expect(first.status).toBe(201);
    const cookie = visitorCookie(first);
    const book = await server.request('/web-api/cart-articles', {
      headers,
      cookie,
      json: { product: 'photobook', quantity: 1, params: { photobookType: 'digitalfotobuch' }, priceQuery: { photobookType: 'digitalfotobuch', format: 'a4-hoch', pageCount: '40' } },
    });
    expect(book.status).toBe(201);
    const cart = cartResponseSchema.parse(await book.json()).payload;
    expect(cart.currency).toBe('CHF');
    expect(cart.articles[0]?.priceCurrent).toBe(box.payload.selection.priceCurrent * 2);
    expect(cart.cartArticlesAmount).toBe(2);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...card, product: 'poster' }, 'product'],
      [{ ...card, quantity: 0 }, 'quantity'],
      [{ ...card, quantity: 1.5 }, 'quantity'],
      [{ ...card, params: { 'bad key': 'x' } }, 'params.bad key'],
      [{ ...card, priceQuery: { paper: 'gold-leaf', format: 'a6-hoch' } }, 'priceQuery.paper'],
      [{ ...card, priceQuery: { paper: 'standard' } }, 'priceQuery.format'],
      [{ ...card, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await server.request('/web-api/cart-articles', { json: body });
      expect(response.status, field).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.field, JSON.stringify(body)).toBe(field);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('shop_visitor=')), field).toBe(false);
    }
    const text = await server.request('/web-api/cart-articles', { method: 'POST', body: 'product=card', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.status).toBe(415);
    const badId = await server.request('/web-api/cart-articles/abc', { method: 'DELETE' });
    expect(badId.status).toBe(400);
    expect(apiErrorSchema.parse(await badId.json()).error.field).toBe('id');
  });

  it('removes an article of the own cart only', async () => {
    const added = await server.request('/web-api/cart-articles', { json: card });
    const cookie = visitorCookie(added);
    const id = cartResponseSchema.parse(await added.json()).payload.articles[0]?.id;
    const stranger = visitorCookie(await server.request('/web-api/cart-articles', { json: card }));
    expect((await server.request(`/web-api/cart-articles/${id}`, { method: 'DELETE', cookie: stranger })).status).toBe(404);
    const removed = await server.request(`/web-api/cart-articles/${id}`, { method: 'DELETE', cookie });
    expect(removed.status).toBe(200);
    expect(cartResponseSchema.parse(await removed.json()).payload.articles).toEqual([]);
    expect(await cartCount(cookie)).toBe(0);
    expect((await server.request(`/web-api/cart-articles/${id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });
});

describe('checkout and orders', () => {
  it('a visitor cart moves to the customer when the sign-up link is followed; checkout stores the order and empties the cart', async () => {
    const visitor = visitorCookie(await server.request('/web-api/cart-articles', { json: card }));
    const signup = await server.signUpVerified(
      { email: 'buyer@example.com', password: 'a-long-password-1', firstName: 'Kim', lastName: 'Käufer' },
      { cookie: visitor },
    );
    expect(signup.status).toBe(200);
    expect(customerResponseSchema.parse(await signup.json()).customer.order?.cartArticlesAmount).toBe(1);
    const session = sessionCookie(signup);
    const cart = cartResponseSchema.parse(await (await server.request('/web-api/cart', { cookie: session })).json()).payload;
    expect(cart.articles).toHaveLength(1);

    const placed = await server.request('/web-api/checkout', { cookie: session, json: {} });
    expect(placed.status).toBe(201);
    const order = orderResponseSchema.parse(await placed.json()).payload;
    expect(order).toMatchObject({ channel: 'kartenliebe', currency: 'EUR', totalCurrent: cart.totalCurrent, totalOriginal: cart.totalOriginal });
    expect(order.articles.map(({ product, params, quantity, priceCurrent }) => ({ product, params, quantity, priceCurrent }))).toEqual(
      cart.articles.map(({ product, params, quantity, priceCurrent }) => ({ product, params, quantity, priceCurrent })),
    );
    expect(await cartCount(session)).toBe(0);
    const again = await server.request('/web-api/checkout', { cookie: session, json: {} });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.field).toBe('cart');

    const orders = ordersResponseSchema.parse(await (await server.request('/web-api/orders', { cookie: session })).json()).payload.orders;
    expect(orders.map((entry) => entry.id)).toEqual([order.id]);
    const one = await server.request(`/web-api/orders/${order.id}`, { cookie: session });
    expect(orderResponseSchema.parse(await one.json()).payload.id).toBe(order.id);
    // Someone else's order is not found.
    const other = await signUp('other-buyer@example.com');
    expect((await server.request(`/web-api/orders/${order.id}`, { cookie: other })).status).toBe(404);
  });

  it('checkout, orders and password change need a logged-in customer', async () => {
    expect((await server.request('/web-api/checkout', { json: {} })).status).toBe(401);
    expect((await server.request('/web-api/orders')).status).toBe(401);
    expect((await server.request('/web-api/customer-account')).status).toBe(401);
    expect((await server.request('/web-api/customer-password-change', { json: { currentPassword: 'x', newPassword: 'y-long-password' } })).status).toBe(401);
  });

  it('changes the password with the current one; other sessions end', async () => {
    const first = await signUp('changer@example.com');
    const account = await server.request('/web-api/customer-account', { cookie: first });
    expect(((await account.json()) as { payload: unknown }).payload).toMatchObject({ email: 'changer@example.com', firstName: 'Kim', lastName: 'Käufer', hasPassword: true });
    const login = await server.request('/web-api/customer-login', { json: { email: 'changer@example.com', password: 'a-long-password-1' } });
    const second = sessionCookie(login);
    const wrong = await server.request('/web-api/customer-password-change', { cookie: first, json: { currentPassword: 'not-it-at-all', newPassword: 'the-new-password-2' } });
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(await wrong.json()).error.field).toBe('currentPassword');
    const short = await server.request('/web-api/customer-password-change', { cookie: first, json: { currentPassword: 'a-long-password-1', newPassword: 'short' } });
    expect(apiErrorSchema.parse(await short.json()).error.field).toBe('newPassword');
    const changed = await server.request('/web-api/customer-password-change', { cookie: first, json: { currentPassword: 'a-long-password-1', newPassword: 'the-new-password-2' } });
    expect(changed.status).toBe(200);
    const fresh = sessionCookie(changed);
    expect(customerResponseSchema.parse(await (await server.request('/web-api/customer-data', { cookie: fresh })).json()).customer.isLoggedIn).toBe(true);
    expect(customerResponseSchema.parse(await (await server.request('/web-api/customer-data', { cookie: second })).json()).customer.isLoggedIn).toBe(false);
    const again = await server.request('/web-api/customer-login', { json: { email: 'changer@example.com', password: 'the-new-password-2' } });
    expect(again.status).toBe(200);
  });
});
