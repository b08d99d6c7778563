import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  cartArticleIdSchema,
  cartArticleRequestSchema,
  checkoutRequestSchema,
  passwordChangeRequestSchema,
  type Cart,
  type CartArticle,
  type CartProduct,
  type Order,
} from '@shop/contract/cart';
import { customers, orderArticles, orders, sessions } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson, readParams, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import {
  findCartOwner,
  findOpenCart,
  listArticles,
  openCart,
  scopeOf,
  type ArticleRow,
  type OrderRow,
} from '../services/cart.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/password.ts';
import { requireStrongPassword } from '../services/password-strength.ts';
import { requireCustomer, startSession } from '../services/session.ts';
import { PERSONAL_READ_CACHE_CONTROL } from '../http/cache-control.ts';

/** Calls a route of this same shop API (the price routes) with the request's shop headers. */
export type InternalRequest = (path: string, headers: Record<string, string>) => Promise<Response>;

interface LinePrice {
  priceCurrent: number;
  priceOriginal: number;
}

/**
 * Each designer's article is priced by the product's own price route, the one its designer shows the price from.
 * `quantity`: the route takes the article quantity and answers the line total; otherwise (a photo box: its quantity is
 * the number of prints) the answer is one article's price.
 */
const priceRoutes: Readonly<Record<CartProduct, { path: string; takesQuantity: boolean; read: (payload: PricePayload) => LinePrice | undefined }>> = {
  card: { path: '/web-api/card-price', takesQuantity: true, read: (payload) => payload },
  calendar: { path: '/web-api/calendar-price', takesQuantity: true, read: (payload) => payload },
  photobook: { path: '/web-api/photobook-price', takesQuantity: true, read: (payload) => payload },
  photoframe: { path: '/price-api/prices/article', takesQuantity: true, read: (payload) => payload },
  collage: { path: '/web-api/collage-price', takesQuantity: true, read: (payload) => payload },
  photobox: { path: '/web-api/photobox-data', takesQuantity: false, read: (payload) => payload.selection },
};

type PricePayload = LinePrice & { selection?: LinePrice };

function shopHeaders(c: AppContext): Record<string, string> {
  const shop = c.get('shop');
  return { 'x-channel': `${shop.channel.id}-${shop.country}`, 'x-locale': shop.locale };
}

/** GETs a price route; a refusal (400, 404) names the refused field under `prefix`. */
async function askPrice(c: AppContext, internal: InternalRequest, path: string, prefix: string): Promise<{ payload: PricePayload }> {
  const response = await internal(path, shopHeaders(c));
  const body = (await response.json()) as { payload?: PricePayload; error?: { message: string; field?: string } };
  if (response.ok && body.payload) return { payload: body.payload };
  if (response.status === 400 || response.status === 404) {
    const field = `${prefix}.${body.error?.field ?? 'body'}`;
    throw new ApiError({
      status: 400,
      code: 'article_not_priced',
      message: `${field}: ${body.error?.message ?? 'Not offered'}`,
      field,
    });
  }
  throw new ApiError({ status: 503, code: 'price_unavailable', message: 'The price cannot be computed right now, retry shortly', retryAfterSeconds: 5 });
}

async function priceDesignedArticle(
  c: AppContext,
  internal: InternalRequest,
  article: { product: CartProduct; quantity: number; priceQuery: Record<string, string> },
): Promise<LinePrice> {
  const route = priceRoutes[article.product];
  const query = new URLSearchParams(article.priceQuery);
  if (route.takesQuantity) query.set('quantity', String(article.quantity));
  const { payload } = await askPrice(c, internal, `${route.path}?${query.toString()}`, 'priceQuery');
  const price = route.read(payload);
  if (!price) throw new ApiError({ status: 400, code: 'article_not_priced', message: 'priceQuery: incomplete', field: 'priceQuery' });
  const factor = route.takesQuantity ? 1 : article.quantity;
  return { priceCurrent: price.priceCurrent * factor, priceOriginal: price.priceOriginal * factor };
}

/** An article ordered by sku (card-accessory-order, the demo carts): priced from the price list when shown. */
async function priceSkuArticle(c: AppContext, internal: InternalRequest, sku: string, quantity: number): Promise<LinePrice> {
  const container = await internal(`/web-api/sku/container?${new URLSearchParams({ sku })}`, shopHeaders(c));
  if (container.ok) {
    const { payload } = (await container.json()) as { payload: { skus: (LinePrice & { sku: string })[] } };
    const entry = payload.skus.find((candidate) => candidate.sku === sku);
    if (entry) return { priceCurrent: entry.priceCurrent * quantity, priceOriginal: entry.priceOriginal * quantity };
  }
  const { payload } = await askPrice(c, internal, `/web-api/card-accessory-price?${new URLSearchParams({ sku, quantity: String(quantity) })}`, 'sku');
  return payload;
}

async function toLine(c: AppContext, internal: InternalRequest, row: ArticleRow): Promise<CartArticle> {
  const stored = row.priceCurrentMinor !== null && row.priceOriginalMinor !== null;
  const price = stored
    ? { priceCurrent: row.priceCurrentMinor ?? 0, priceOriginal: row.priceOriginalMinor ?? 0 }
    : await priceSkuArticle(c, internal, row.sku ?? '', row.quantity);
  return { id: row.id, product: row.product, sku: row.sku, params: row.params ?? {}, quantity: row.quantity, ...price };
}

function total(lines: readonly LinePrice[]): { totalCurrent: number; totalOriginal: number } {
  return {
    totalCurrent: lines.reduce((sum, line) => sum + line.priceCurrent, 0),
    totalOriginal: lines.reduce((sum, line) => sum + line.priceOriginal, 0),
  };
}

async function cartPayload(c: AppContext, internal: InternalRequest, cart: OrderRow | null): Promise<Cart> {
  const rows = cart ? await listArticles(c.get('deps').db, [cart.id]) : [];
  const articles = await Promise.all(rows.map((row) => toLine(c, internal, row)));
  return { currency: c.get('shop').currency, articles, cartArticlesAmount: articles.length, ...total(articles) };
}

function toOrder(order: OrderRow, rows: readonly ArticleRow[], fallbackCurrency: Order['currency']): Order {
  const articles = rows
    .filter((row) => row.orderId === order.id)
    .map((row) => ({
      id: row.id,
      product: row.product,
      sku: row.sku,
      params: row.params ?? {},
      quantity: row.quantity,
      priceCurrent: row.priceCurrentMinor ?? 0,
      priceOriginal: row.priceOriginalMinor ?? 0,
    }));
  return {
    id: order.id,
    // Orders placed before checkout existed (the demo data) have no time or total of their own.
    placedAt: (order.placedAt ?? order.createdAt).toISOString(),
    channel: order.channel,
    currency: (order.currency as Order['currency'] | null) ?? fallbackCurrency,
    totalCurrent: order.totalCurrentMinor ?? 0,
    totalOriginal: order.totalOriginalMinor ?? 0,
    articles,
  };
}

/** The cart and checkout, orders and password change: the systems next door to the shop, as the local stand-in has them. */
export function createCartRoutes(internal: InternalRequest) {
  const app = new Hono<AppEnv>();

  app.use('/web-api/cart*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.req.method === 'GET' ? PERSONAL_READ_CACHE_CONTROL : 'no-store');
  });

  app.get('/web-api/cart', async (c) => {
    const owner = await findCartOwner(c, false);
    const cart = owner ? await findOpenCart(c.get('deps').db, owner, scopeOf(c)) : null;
    return c.json({ payload: await cartPayload(c, internal, cart) });
  });

  // What the article would cost in the cart, without storing it: the designer shows the same price the cart keeps.
  app.post('/web-api/cart-articles/price', async (c) => {
    const body = await readJson(c, cartArticleRequestSchema);
    const price = await priceDesignedArticle(c, internal, body);
    return c.json({ payload: { currency: c.get('shop').currency, quantity: body.quantity, ...price } });
  });

  app.post('/web-api/cart-articles', async (c) => {
    const body = await readJson(c, cartArticleRequestSchema);
    // Priced before anything is stored: an article the shop does not offer leaves the cart as it was.
    const price = await priceDesignedArticle(c, internal, body);
    const { db } = c.get('deps');
    const owner = await findCartOwner(c, true);
    if (!owner) throw new Error('A cart owner is always found when created');
    const cart = await openCart(db, owner, { ...scopeOf(c), locale: c.get('shop').locale });
    await db.insert(orderArticles).values({
      orderId: cart.id,
      product: body.product,
      params: body.params,
      priceQuery: body.priceQuery,
      quantity: body.quantity,
      currency: c.get('shop').currency,
      priceCurrentMinor: price.priceCurrent,
      priceOriginalMinor: price.priceOriginal,
    });
    return c.json({ payload: await cartPayload(c, internal, cart) }, 201);
  });

  app.delete('/web-api/cart-articles/:id', async (c) => {
    const { id } = readParams(c, cartArticleIdSchema);
    const owner = await findCartOwner(c, false);
    const { db } = c.get('deps');
    const cart = owner ? await findOpenCart(db, owner, scopeOf(c)) : null;
    const deleted = cart
      ? await db
          .delete(orderArticles)
          .where(and(eq(orderArticles.id, id), eq(orderArticles.orderId, cart.id)))
          .returning({ id: orderArticles.id })
      : [];
    if (deleted.length === 0) throw notFound('unknown_article', `No article ${id} in this cart`, 'id');
    return c.json({ payload: await cartPayload(c, internal, cart) });
  });

  app.post('/web-api/checkout', async (c) => {
    const customer = await requireCustomer(c);
    await readJson(c, checkoutRequestSchema);
    const { db, clock } = c.get('deps');
    const cart = await findOpenCart(db, { customer }, scopeOf(c));
    const rows = cart ? await listArticles(db, [cart.id]) : [];
    if (!cart || rows.length === 0) {
      throw new ApiError({ status: 409, code: 'empty_cart', message: 'The cart is empty: add an article first', field: 'cart' });
    }
    // What each line costs now is what the order keeps.
    const lines = await Promise.all(rows.map((row) => toLine(c, internal, row)));
    const currency = c.get('shop').currency;
    const placedAt = clock.now();
    const placed = await db.transaction(async (tx) => {
      for (const line of lines) {
        await tx
          .update(orderArticles)
          .set({ currency, priceCurrentMinor: line.priceCurrent, priceOriginalMinor: line.priceOriginal })
          .where(eq(orderArticles.id, line.id));
      }
      const totals = total(lines);
      // Only a cart still open is placed: a second checkout of the same cart (a double click) finds nothing.
      const [order] = await tx
        .update(orders)
        .set({ status: 'placed', placedAt, currency, totalCurrentMinor: totals.totalCurrent, totalOriginalMinor: totals.totalOriginal })
        .where(and(eq(orders.id, cart.id), eq(orders.status, 'cart')))
        .returning();
      return order;
    });
    if (!placed) throw new ApiError({ status: 409, code: 'empty_cart', message: 'The cart is empty: add an article first', field: 'cart' });
    c.header('Cache-Control', 'no-store');
    return c.json({ payload: toOrder(placed, await listArticles(db, [placed.id]), currency) }, 201);
  });

  app.get('/web-api/orders', async (c) => {
    const customer = await requireCustomer(c);
    const { db } = c.get('deps');
    const placed = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customer.id), eq(orders.status, 'placed'), eq(orders.channel, c.get('shop').channel.id)))
      .orderBy(desc(orders.id))
      .limit(100);
    const rows = await listArticles(
      db,
      placed.map((order) => order.id),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ payload: { orders: placed.map((order) => toOrder(order, rows, c.get('shop').currency)) } });
  });

  app.get('/web-api/orders/:id', async (c) => {
    const customer = await requireCustomer(c);
    const { id } = readParams(c, cartArticleIdSchema);
    const { db } = c.get('deps');
    // Another customer's order is as unknown as one that does not exist.
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, customer.id), eq(orders.status, 'placed')));
    if (!order) throw notFound('unknown_order', `No order ${id}`, 'id');
    c.header('Cache-Control', 'no-store');
    return c.json({ payload: toOrder(order, await listArticles(db, [order.id]), c.get('shop').currency) });
  });

  // The account page's own data: customer-data carries no address (it is sent with every page), this route does.
  app.get('/web-api/customer-account', async (c) => {
    const customer = await requireCustomer(c);
    c.header('Cache-Control', 'no-store');
    return c.json({
      payload: { email: customer.email, firstName: customer.firstName, lastName: customer.lastName, number: customer.number, hasPassword: customer.passwordHash !== null },
    });
  });

  app.post('/web-api/customer-password-change', async (c) => {
    const customer = await requireCustomer(c);
    const body = await readJson(c, passwordChangeRequestSchema);
    const { db, throttle } = c.get('deps');
    const client = clientIp(c);
    // The current password is a login in all but name: the same throttle guards it, reserved before the hash.
    await throttle.reserve(customer.email, client);
    const { valid } = await verifyPassword(body.currentPassword, customer.passwordHash ?? dummyPasswordHash());
    if (!valid || !customer.passwordHash) {
      throw new ApiError({ status: 400, code: 'wrong_password', message: 'currentPassword: The current password is wrong', field: 'currentPassword' });
    }
    await throttle.succeeded(customer.email, client);
    requireStrongPassword({ password: body.newPassword, personal: [customer.email, customer.firstName, customer.lastName], locale: c.get('shop').locale, field: 'newPassword' });
    await db.update(customers).set({ passwordHash: await hashPassword(body.newPassword) }).where(eq(customers.id, customer.id));
    // Every other browser logged in with the old password is logged out; this one gets a fresh session.
    await db.delete(sessions).where(eq(sessions.customerId, customer.id));
    await startSession(c, customer.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: 'Your password has been changed.' });
  });

  return app;
}
