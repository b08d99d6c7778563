import { and, eq, gt } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { loggedOutCustomer as loggedOut, type Customer } from '@shop/contract/customer';
import type { Db } from '../db/client.ts';
import { customerPictures, customers, type orders, sessions } from '../db/schema.ts';
import { countCartArticles } from './cart.ts';
import type { AppContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { createToken, hashToken } from './tokens.ts';

export const sessionCookieName = 'shop_session';
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export type CustomerRow = typeof customers.$inferSelect;

// Behind the shops' proxy the public host arrives as X-Forwarded-Host.
export function isLocalHost(c: AppContext): boolean {
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


/**
 * The customer session payload of spec point 3 for a customer (or the logged-out one). `cart` is the open cart of the
 * request's shop, whose article lines are the header's cart count: a visitor's too, when logged out.
 */
export async function toCustomerPayload(
  db: Db,
  customer: CustomerRow | null,
  cart?: typeof orders.$inferSelect | null,
): Promise<Customer> {
  const order: Customer['order'] = cart
    ? { id: cart.id, isWhitelabelOrder: cart.isWhitelabel, cartArticlesAmount: await countCartArticles(db, cart.id) }
    : undefined;
  if (!customer) return order ? { ...loggedOut, order } : loggedOut;
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
