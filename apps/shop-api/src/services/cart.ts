import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { orderArticles, orders } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import type { Customer } from '@shop/contract/customer';
import { findSessionCustomer, isLocalHost, toCustomerPayload, type CustomerRow } from './session.ts';
import { createToken, hashToken } from './tokens.ts';

/**
 * The cart cookie of a visitor who is not logged in: a random token of its own, httpOnly, only its hash stored. The
 * flag key (`splitIoUserKey`) is readable by scripts and handed to the flag provider, so it does not open a cart.
 */
export const visitorCookieName = 'shop_visitor';
const visitorLifetimeSeconds = 90 * 24 * 60 * 60;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export type OrderRow = typeof orders.$inferSelect;
export type ArticleRow = typeof orderArticles.$inferSelect;

/** Whose cart: the logged-in customer's, else the visitor's. */
export type CartOwner = { customer: CustomerRow } | { visitorKeyHash: string };

/** One cart per owner and shop: channel and country (one currency per cart, as each country shop has its domain). */
export interface CartScope {
  channel: string;
  country: string;
}

export function scopeOf(c: AppContext): CartScope {
  const shop = c.get('shop');
  return { channel: shop.channel.id, country: shop.country };
}

function readVisitorKey(c: AppContext): string | undefined {
  const token = getCookie(c, visitorCookieName);
  return token && tokenShape.test(token) ? token : undefined;
}

/** The owner of this request's cart; with `create`, a visitor without a cart cookie gets one. */
export async function findCartOwner(c: AppContext, create: boolean): Promise<CartOwner | null> {
  const customer = await findSessionCustomer(c);
  if (customer) return { customer };
  let token = readVisitorKey(c);
  if (!token) {
    if (!create) return null;
    token = createToken();
    setCookie(c, visitorCookieName, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: !isLocalHost(c),
      path: '/',
      maxAge: visitorLifetimeSeconds,
    });
  }
  return { visitorKeyHash: hashToken(token) };
}

function ownerCondition(owner: CartOwner) {
  return 'customer' in owner ? eq(orders.customerId, owner.customer.id) : eq(orders.visitorKeyHash, owner.visitorKeyHash);
}

/** The owner's open cart in a shop, or null. */
export async function findOpenCart(db: Db, owner: CartOwner, scope: CartScope): Promise<OrderRow | null> {
  const [cart] = await db
    .select()
    .from(orders)
    .where(
      and(ownerCondition(owner), eq(orders.status, 'cart'), eq(orders.channel, scope.channel), eq(orders.country, scope.country)),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return cart ?? null;
}

/** The owner's open cart in a shop, created when there is none. */
export async function openCart(db: Db, owner: CartOwner, scope: CartScope & { locale: string }): Promise<OrderRow> {
  const existing = await findOpenCart(db, owner, scope);
  if (existing) return existing;
  const [created] = await db
    .insert(orders)
    .values({
      ...('customer' in owner ? { customerId: owner.customer.id, isWhitelabel: owner.customer.isWhitelabel } : { visitorKeyHash: owner.visitorKeyHash }),
      status: 'cart',
      channel: scope.channel,
      country: scope.country,
      locale: scope.locale,
    })
    .returning();
  if (!created) throw new Error('Cart insert returned no row');
  return created;
}

/** Article lines of a cart (a line of 50 cards counts once): customer-data's `order.cartArticlesAmount`. */
export async function countCartArticles(db: Db, orderId: number): Promise<number> {
  const [count] = await db
    .select({ amount: sql<number>`count(*)::int` })
    .from(orderArticles)
    .where(eq(orderArticles.orderId, orderId));
  return count?.amount ?? 0;
}

export async function listArticles(db: Db, orderIds: readonly number[]): Promise<ArticleRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderArticles)
    .where(inArray(orderArticles.orderId, [...orderIds]))
    .orderBy(asc(orderArticles.id));
}

/**
 * On log-in or sign-up the visitor's carts move into the customer's cart of the same shop, so nothing added before
 * logging in is lost; the visitor cookie then opens nothing any more.
 */
export async function mergeVisitorCarts(c: AppContext, customer: CustomerRow): Promise<void> {
  const token = readVisitorKey(c);
  if (!token) return;
  const { db } = c.get('deps');
  const visitorCarts = await db
    .select()
    .from(orders)
    .where(and(eq(orders.visitorKeyHash, hashToken(token)), eq(orders.status, 'cart')));
  for (const visitorCart of visitorCarts) {
    const scope = { channel: visitorCart.channel, country: visitorCart.country ?? '', locale: visitorCart.locale ?? '' };
    const target = await openCart(db, { customer }, scope);
    await db.update(orderArticles).set({ orderId: target.id }).where(eq(orderArticles.orderId, visitorCart.id));
    await db.delete(orders).where(eq(orders.id, visitorCart.id));
  }
}

/** The customer session payload of this request: the customer (or logged-out visitor) with the cart of this shop. */
export async function customerPayload(c: AppContext, customer: CustomerRow | null): Promise<Customer> {
  const { db } = c.get('deps');
  const token = customer ? undefined : readVisitorKey(c);
  const owner: CartOwner | null = customer ? { customer } : token ? { visitorKeyHash: hashToken(token) } : null;
  const cart = owner ? await findOpenCart(db, owner, scopeOf(c)) : null;
  return toCustomerPayload(db, customer, cart);
}
