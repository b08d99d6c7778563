import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Customer } from '@shop/api-client/schemas/customer';
import type { Db } from '../db/client.ts';
import { customerPictures, customers, orderArticles, orders, sessions } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { createToken, hashToken } from './tokens.ts';

export const sessionCookieName = 'shop_session';
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type CustomerRow = typeof customers.$inferSelect;

// Behind the shops' proxy the public host arrives as X-Forwarded-Host.
function isLocalHost(c: AppContext): boolean {
  const host = (c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host)
    .toLowerCase()
    .replace(/:\d+$/, '');
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

/** Starts a server-side session and sets its cookie (httpOnly, SameSite=Lax, Secure outside localhost). */
export async function startSession(c: AppContext, customerId: number): Promise<void> {
  const { db, clock } = c.get('deps');
  // A new login never keeps the session the browser arrived with (no session fixation).
  const previous = getCookie(c, sessionCookieName);
  if (previous && previous.length <= 100)
    await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  const token = createToken();
  const expiresAt = new Date(clock.now().getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({ id: hashToken(token), customerId, expiresAt });
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: !isLocalHost(c),
    path: '/',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  });
}

/** Ends the current session, if any, and clears the cookie. */
export async function endSession(c: AppContext): Promise<void> {
  const token = getCookie(c, sessionCookieName);
  if (token)
    await c
      .get('deps')
      .db.delete(sessions)
      .where(eq(sessions.id, hashToken(token)));
  deleteCookie(c, sessionCookieName, { path: '/', secure: !isLocalHost(c), httpOnly: true, sameSite: 'Lax' });
}

/** The logged-in customer of this request, or null. */
export async function findSessionCustomer(c: AppContext): Promise<CustomerRow | null> {
  const token = getCookie(c, sessionCookieName);
  if (!token || token.length > 100) return null;
  const { db, clock } = c.get('deps');
  const rows = await db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, clock.now())))
    .limit(1);
  return rows[0]?.customer ?? null;
}

/** The logged-in customer, or a 401. */
export async function requireCustomer(c: AppContext): Promise<CustomerRow> {
  const customer = await findSessionCustomer(c);
  if (!customer) throw new ApiError({ status: 401, code: 'not_logged_in', message: 'Log in first' });
  return customer;
}

/** The open cart of a customer, created on demand when `create` is set. */
export async function findCart(
  db: Db,
  customer: CustomerRow,
  create: false,
): Promise<typeof orders.$inferSelect | null>;
export async function findCart(
  db: Db,
  customer: CustomerRow,
  create: true,
  channel: string,
): Promise<typeof orders.$inferSelect>;
export async function findCart(db: Db, customer: CustomerRow, create: boolean, channel?: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customer.id), eq(orders.status, 'cart')))
    .orderBy(desc(orders.id))
    .limit(1);
  if (rows[0] || !create) return rows[0] ?? null;
  const [created] = await db
    .insert(orders)
    .values({
      customerId: customer.id,
      status: 'cart',
      channel: channel ?? customer.channel,
      isWhitelabel: customer.isWhitelabel,
    })
    .returning();
  return created;
}

const loggedOut: Customer = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: 0,
  type: 0,
};

/** The customer session payload of spec point 3 for a customer (or the logged-out one). */
export async function toCustomerPayload(db: Db, customer: CustomerRow | null): Promise<Customer> {
  if (!customer) return loggedOut;
  const cart = await findCart(db, customer, false);
  let order: Customer['order'];
  if (cart) {
    const [count] = await db
      .select({ amount: sql<number>`count(*)::int` })
      .from(orderArticles)
      .where(eq(orderArticles.orderId, cart.id));
    order = { id: cart.id, isWhitelabelOrder: cart.isWhitelabel, cartArticlesAmount: count?.amount ?? 0 };
  }
  const picture = await db
    .select({ updatedAt: customerPictures.updatedAt })
    .from(customerPictures)
    .where(eq(customerPictures.customerId, customer.id));
  return {
    emailHash: customer.emailHash,
    firstName: customer.firstName,
    lastName: customer.lastName,
    fullName: `${customer.firstName} ${customer.lastName}`,
    isLoggedIn: true,
    isWhitelabelCustomer: customer.isWhitelabel,
    number: customer.number,
    type: customer.type,
    ...(order ? { order } : {}),
    ...(picture[0] ? { pictureUrl: `/web-api/customer-picture?v=${picture[0].updatedAt.getTime()}` } : {}),
  };
}
