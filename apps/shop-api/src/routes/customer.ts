import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import sharp from 'sharp';
import { z } from 'zod';
import {
  googleCredentialsSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  emailNotVerifiedCode,
  whitelabelSwitchRequestSchema,
} from '@shop/contract/customer';
import { localeSettings } from '@shop/config/markets';
import { catalogues } from '@shop/i18n/messages';
import { customerPictures, customers, orders, passwordResetTokens, sessions } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson, type AppEnv, type AppContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/password.ts';
import { requireStrongPassword } from '../services/password-strength.ts';
import { answerNoSoonerThan } from '../services/answer-floor.ts';
import { endSession, findSessionCustomer, requireCustomer, startSession } from '../services/session.ts';
import { customerPayload, mergeVisitorCarts, openCart, scopeOf } from '../services/cart.ts';
import { createToken, hashEmail, hashToken } from '../services/tokens.ts';
import { passwordResetMail } from '../services/shop-mails.ts';
import { imageWork } from '../services/work-queues.ts';
import { PERSONAL_READ_CACHE_CONTROL } from '../http/cache-control.ts';

const resetTokenLifetimeMs = 60 * 60 * 1000;
const resetAnswer = 'If an account exists for this address, we have sent a link to reset the password.';

const jwksByUrl = new Map<string, JWTVerifyGetKey>();
function googleKeys(url: string): JWTVerifyGetKey {
  let keys = jwksByUrl.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    jwksByUrl.set(url, keys);
  }
  return keys;
}

async function customerAnswer(
  c: AppContext,
  customer: typeof customers.$inferSelect,
  status: 200 | 201 = 200,
) {
  c.header('Cache-Control', 'no-store');
  return c.json({ customer: await customerPayload(c, customer) }, status);
}

/** Customer routes: session, sign-up, login, password reset, Google sign-in, picture, white-label switch. */
export function createCustomerRoutes() {
  const app = new Hono<AppEnv>();

  // The query is the current page's: the spec sends it along, the answer does not depend on it.
  app.get('/web-api/customer-data', async (c) => {
    c.header('Cache-Control', PERSONAL_READ_CACHE_CONTROL);
    return c.json({ customer: await customerPayload(c, await findSessionCustomer(c)) });
  });

  app.post('/web-api/customer-login', async (c) => {
    const { db, throttle } = c.get('deps');
    const body = await readJson(c, loginRequestSchema);
    const client = clientIp(c);
    // Reserved before the hash: parallel guesses are counted before any of them is evaluated.
    await throttle.reserve(body.email, client);
    const [customer] = await db.select().from(customers).where(eq(customers.email, body.email));
    const check = await verifyPassword(body.password, customer?.passwordHash ?? dummyPasswordHash());
    if (!customer || !check.valid) {
      throw new ApiError({
        status: 400,
        code: 'invalid_credentials',
        message: 'Email address or password is wrong',
        field: 'password',
      });
    }
    await throttle.succeeded(body.email, client);
    // The right password of a sign-up still waiting for its link: said plainly (only the password's owner learns it),
    // with the field the dialog offers a new link on.
    if (!customer.verifiedAt) {
      const language = localeSettings[c.get('shop').locale].language;
      const message = catalogues[language]['registration.login.unverified'] ?? 'Confirm your email address first';
      throw new ApiError({ status: 400, code: emailNotVerifiedCode, message, field: 'email', fields: { email: message } });
    }
    // Hashes from before today's cost (OWASP's N=2^17) are replaced while the password is at hand.
    if (check.needsRehash)
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(customers.id, customer.id));
    await startSession(c, customer.id);
    await mergeVisitorCarts(c, customer);
    return customerAnswer(c, customer);
  });

  app.post('/web-api/customer-password-reset', async (c) => {
    const started = performance.now();
    const { db, clock, mailer, env, formLimits, background } = c.get('deps');
    const shop = c.get('shop');
    const body = await readJson(c, passwordResetRequestSchema);
    await formLimits.consume('reset', body.email, clientIp(c));
    // Answered before the account is even looked up: the same time whether or not it exists; the mail follows.
    background.run('password-reset', async () => {
      const [customer] = await db.select().from(customers).where(eq(customers.email, body.email));
      if (!customer) return;
      const token = createToken();
      await db.insert(passwordResetTokens).values({
        id: hashToken(token),
        customerId: customer.id,
        expiresAt: new Date(clock.now().getTime() + resetTokenLifetimeMs),
      });
      // The link opens the shop the visitor asked from: channel, country and language of the request.
      await mailer.send(passwordResetMail({ shop, baseUrls: env.PUBLIC_SHOP_URLS, to: customer.email, name: customer.firstName, token }));
    });
    // A constant answer time on top: whatever else the server does at that moment shifts every answer alike.
    await answerNoSoonerThan(started);
    return c.json({ message: resetAnswer }, 202);
  });

  app.post('/web-api/customer-password-reset/confirm', async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, passwordResetConfirmSchema);
    // Checked before the token is used: a refused password leaves the link working for a better one.
    requireStrongPassword({ password: body.password, locale: c.get('shop').locale, field: 'password' });
    const now = clock.now();
    const passwordHash = await hashPassword(body.password);
    const done = await db.transaction(async (tx) => {
      // Marking the token used in the same statement that checks it makes it one-time even under races.
      const [token] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.id, hashToken(body.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!token) return false;
      // The reset link proves the address too: a sign-up still waiting for its link is verified by it.
      await tx
        .update(customers)
        .set({ passwordHash, verifiedAt: sql`coalesce(${customers.verifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(customers.id, token.customerId));
      await tx.delete(sessions).where(eq(sessions.customerId, token.customerId));
      // Other reset mails of the same account die with this one.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.customerId, token.customerId), isNull(passwordResetTokens.usedAt)));
      return true;
    });
    if (!done)
      throw new ApiError({
        status: 400,
        code: 'invalid_token',
        message: 'This link is invalid or has expired, request a new one',
        field: 'token',
      });
    return c.json({ message: 'Your password has been changed, log in with the new one.' });
  });

  app.post('/web-api/customer-logout', async (c) => {
    await endSession(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ customer: await customerPayload(c, null) });
  });

  app.post('/web-api/customer-auth-google-credentials', async (c) => {
    const { db, env, clock } = c.get('deps');
    const shop = c.get('shop');
    const body = await readJson(c, googleCredentialsSchema);
    let claims: {
      sub: string;
      email: string;
      given_name?: string | undefined;
      family_name?: string | undefined;
    };
    try {
      const { payload } = await jwtVerify(body.credential, googleKeys(env.GOOGLE_JWKS_URL), {
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
        audience: env.GOOGLE_CLIENT_ID,
        currentDate: clock.now(),
      });
      claims = z
        .object({
          sub: z.string().min(1),
          email: z.email(),
          email_verified: z.literal(true),
          given_name: z.string().max(100).optional(),
          family_name: z.string().max(100).optional(),
        })
        .parse(payload);
    } catch (error) {
      c.get('log').warn({ event: 'google-auth-callback-failed', reason: error instanceof Error ? error.message : String(error) });
      throw new ApiError({
        status: 401,
        code: 'invalid_google_credential',
        message: 'The Google sign-in could not be verified',
        field: 'credential',
      });
    }
    const email = claims.email.toLowerCase();
    let [customer] = await db.select().from(customers).where(eq(customers.googleSubject, claims.sub));
    if (!customer) {
      // A verified Google address may claim the account with the same email. A sign-up that still waits for its link
      // was not proven to be this person's: its password goes (whoever typed it cannot get in), the address is verified.
      const [byEmail] = await db.select().from(customers).where(eq(customers.email, email));
      if (byEmail)
        [customer] = await db
          .update(customers)
          .set(byEmail.verifiedAt ? { googleSubject: claims.sub } : { googleSubject: claims.sub, passwordHash: null, verifiedAt: clock.now() })
          .where(eq(customers.id, byEmail.id))
          .returning();
      else {
        [customer] = await db
          .insert(customers)
          .values({
            email,
            emailHash: hashEmail(email),
            passwordHash: null,
            firstName: claims.given_name ?? '',
            lastName: claims.family_name ?? '',
            googleSubject: claims.sub,
            channel: shop.channel.id,
            locale: shop.locale,
          })
          .returning();
      }
    }
    if (!customer) throw new Error('Google sign-in produced no customer');
    await startSession(c, customer.id);
    await mergeVisitorCarts(c, customer);
    return customerAnswer(c, customer);
  });

  app.get('/web-api/customer-picture', async (c) => {
    const customer = await requireCustomer(c);
    const [picture] = await c
      .get('deps')
      .db.select()
      .from(customerPictures)
      .where(eq(customerPictures.customerId, customer.id));
    if (!picture) throw new ApiError({ status: 404, code: 'no_picture', message: 'No picture uploaded' });
    c.header('Cache-Control', 'private, max-age=3600');
    c.header('Content-Type', picture.contentType);
    return c.body(new Uint8Array(picture.data));
  });

  // The picture is sent as the raw image body (image/jpeg, image/png, image/webp); stored as a 256 px webp square.
  app.post('/web-api/customer-picture', async (c) => {
    const customer = await requireCustomer(c);
    const type = c.req.header('content-type') ?? '';
    if (!/^image\/(jpeg|png|webp)$/i.test(type))
      throw new ApiError({
        status: 415,
        code: 'unsupported_media_type',
        message: 'Send a JPEG, PNG or WebP image',
        field: 'body',
      });
    const input = Buffer.from(await c.req.arrayBuffer());
    let data: Buffer;
    try {
      data = await imageWork.run(() =>
        sharp(input, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(256, 256, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer(),
      );
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError({
        status: 400,
        code: 'invalid_image',
        message: 'The file is not a readable image',
        field: 'body',
      });
    }
    const { db, clock } = c.get('deps');
    await db
      .insert(customerPictures)
      .values({
        customerId: customer.id,
        contentType: 'image/webp',
        data,
        width: 256,
        height: 256,
        updatedAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: customerPictures.customerId,
        set: { data, contentType: 'image/webp', updatedAt: clock.now() },
      });
    return customerAnswer(c, customer);
  });

  app.delete('/web-api/customer-picture', async (c) => {
    const customer = await requireCustomer(c);
    await c.get('deps').db.delete(customerPictures).where(eq(customerPictures.customerId, customer.id));
    return customerAnswer(c, customer);
  });

  app.post('/whitelabel/switch', async (c) => {
    const customer = await requireCustomer(c);
    const body = await readJson(c, whitelabelSwitchRequestSchema);
    if (!customer.isWhitelabel)
      throw new ApiError({
        status: 403,
        code: 'not_whitelabel_customer',
        message: 'Only white-label customers can switch',
        field: 'enabled',
      });
    const { db } = c.get('deps');
    const cart = await openCart(db, { customer }, { ...scopeOf(c), locale: c.get('shop').locale });
    await db.update(orders).set({ isWhitelabel: body.enabled }).where(eq(orders.id, cart.id));
    return customerAnswer(c, customer);
  });

  return app;
}
