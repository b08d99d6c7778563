import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  signupRequestSchema,
  signupResendSchema,
  signupVerifySchema,
  type SignupVerifyErrorCode,
} from '@shop/contract/customer';
import { customers, signupVerificationTokens } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson, type AppContext, type AppEnv, type ShopContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { answerNoSoonerThan } from '../services/answer-floor.ts';
import { customerPayload, mergeVisitorCarts } from '../services/cart.ts';
import { hashPassword } from '../services/password.ts';
import { requireStrongPassword } from '../services/password-strength.ts';
import { startSession } from '../services/session.ts';
import { existingAccountMail, verificationMail } from '../services/shop-mails.ts';
import { createToken, hashEmail, hashToken } from '../services/tokens.ts';

/** How long a verification link works (the mail says 24 hours). */
export const verificationLifetimeMs = 24 * 60 * 60 * 1000;

const signupAnswer = 'Check your inbox: we have sent you an email to complete your sign-up.';
const resendAnswer = 'If an account with this address is waiting for confirmation, we have sent a new link.';

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface MailScope {
  db: Db;
  now: Date;
  shop: ShopContext;
  baseUrls: Readonly<Record<string, string>>;
  send: (mail: { to: string; subject: string; text: string }) => Promise<void>;
}

/** A new one-time link for a waiting account (only its SHA-256 is stored), mailed in the request's shop and language. */
async function mailVerification(scope: MailScope, customer: { id: number; email: string; firstName: string }): Promise<void> {
  const token = createToken();
  await scope.db.insert(signupVerificationTokens).values({
    id: hashToken(token),
    customerId: customer.id,
    expiresAt: new Date(scope.now.getTime() + verificationLifetimeMs),
  });
  await scope.send(verificationMail({ shop: scope.shop, baseUrls: scope.baseUrls, to: customer.email, name: customer.firstName, token }));
}

/**
 * What a sign-up does once its answer has left: a new address gets an account that waits for its link; an address
 * whose sign-up still waits gets the new details and a new link; a verified account stays as it is and its owner is
 * told (in the request's language) that the account exists. Nothing of it reaches the answer.
 */
async function completeSignup(
  scope: MailScope,
  request: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  const { db, shop } = scope;
  const [existing] = await db.select().from(customers).where(eq(customers.email, request.email));
  if (existing?.verifiedAt) {
    // The owner's own name, never the one the request brought.
    await scope.send(existingAccountMail({ shop, baseUrls: scope.baseUrls, to: existing.email, name: existing.firstName }));
    return;
  }
  const details = {
    passwordHash: request.passwordHash,
    firstName: request.firstName,
    lastName: request.lastName,
    channel: shop.channel.id,
    locale: shop.locale,
  };
  if (existing) {
    const [waiting] = await db
      .update(customers)
      .set(details)
      .where(and(eq(customers.id, existing.id), isNull(customers.verifiedAt)))
      .returning();
    // Verified in between (its link was followed): the owner hears that the account exists.
    if (!waiting) return completeSignup(scope, request);
    await mailVerification(scope, waiting);
    return;
  }
  try {
    const [created] = await db
      .insert(customers)
      .values({ email: request.email, emailHash: hashEmail(request.email), verifiedAt: null, ...details })
      .returning();
    if (!created) throw new Error('Sign-up insert returned no row');
    await mailVerification(scope, created);
  } catch (error) {
    // Another instance created the account a moment ago: handled as an existing one.
    if (!isUniqueViolation(error)) throw error;
    await completeSignup(scope, request);
  }
}

const verifyRefusal: Record<SignupVerifyErrorCode, string> = {
  invalid_token: 'This link is not valid, request a new one',
  token_used: 'This link has already been used, log in',
  token_expired: 'This link has expired, request a new one',
};

/** Sign-up (answered alike for every address), its verification link and a new verification mail. */
export function createSignupRoutes() {
  const app = new Hono<AppEnv>();

  const mailScope = (c: AppContext): MailScope => {
    const { db, clock, mailer, env } = c.get('deps');
    return { db, now: clock.now(), shop: c.get('shop'), baseUrls: env.PUBLIC_SHOP_URLS, send: (mail) => mailer.send(mail) };
  };

  app.post('/web-api/customer-signup', async (c) => {
    const started = performance.now();
    const { formLimits, background } = c.get('deps');
    const body = await readJson(c, signupRequestSchema);
    await formLimits.consume('signup', body.email, clientIp(c));
    requireStrongPassword({
      password: body.password,
      personal: [body.email, body.firstName, body.lastName],
      locale: c.get('shop').locale,
      field: 'password',
    });
    // Every sign-up hashes its password, new address or not; the hash runs on libuv's threads after the queued hashes
    // of log-ins, while the answer waits for its floor, and the background task takes it from there.
    const passwordHash = hashPassword(body.password, 'background');
    passwordHash.catch(() => undefined);
    const scope = mailScope(c);
    background.run('signup', async () =>
      completeSignup(scope, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash: await passwordHash,
      }),
    );
    await answerNoSoonerThan(started);
    return c.json({ message: signupAnswer }, 202);
  });

  app.post('/web-api/customer-signup/resend', async (c) => {
    const started = performance.now();
    const { formLimits, background } = c.get('deps');
    const body = await readJson(c, signupResendSchema);
    // The sign-up's own limits: a new link costs a mail like a sign-up.
    await formLimits.consume('signup', body.email, clientIp(c));
    const scope = mailScope(c);
    background.run('signup-resend', async () => {
      const [waiting] = await scope.db
        .select()
        .from(customers)
        .where(and(eq(customers.email, body.email), isNull(customers.verifiedAt)));
      if (waiting) await mailVerification(scope, waiting);
    });
    await answerNoSoonerThan(started);
    return c.json({ message: resendAnswer }, 202);
  });

  app.post('/web-api/customer-signup/verify', async (c) => {
    const { db, clock } = c.get('deps');
    const body = await readJson(c, signupVerifySchema);
    const now = clock.now();
    const id = hashToken(body.token);
    const verified = await db.transaction(async (tx) => {
      // Marking the token used in the statement that checks it makes it one-time even under races.
      const [token] = await tx
        .update(signupVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(signupVerificationTokens.id, id),
            isNull(signupVerificationTokens.usedAt),
            gt(signupVerificationTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!token) return undefined;
      // The other links of the account die with this one.
      await tx
        .update(signupVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(signupVerificationTokens.customerId, token.customerId), isNull(signupVerificationTokens.usedAt)));
      const [customer] = await tx
        .update(customers)
        .set({ verifiedAt: sql`coalesce(${customers.verifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(customers.id, token.customerId))
        .returning();
      return customer;
    });
    if (!verified) {
      const [token] = await db.select().from(signupVerificationTokens).where(eq(signupVerificationTokens.id, id));
      const code: SignupVerifyErrorCode = !token ? 'invalid_token' : token.usedAt ? 'token_used' : 'token_expired';
      throw new ApiError({ status: 400, code, message: verifyRefusal[code], field: 'token' });
    }
    await startSession(c, verified.id);
    await mergeVisitorCarts(c, verified);
    c.header('Cache-Control', 'no-store');
    return c.json({ customer: await customerPayload(c, verified) });
  });

  return app;
}
