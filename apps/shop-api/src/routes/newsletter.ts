import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { newsletterConfirmSchema, newsletterSubscribeSchema } from '@shop/contract/newsletter';
import { newsletterSubscriptions } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { newsletterConfirmMail } from '../services/shop-mails.ts';
import { createToken, hashToken } from '../services/tokens.ts';

const newsletterAnswer = 'Please confirm your subscription with the link we have sent you.';
const optInLifetimeMs = 7 * 24 * 60 * 60 * 1000;

async function verifyRecaptcha(c: AppContext, token: string | undefined): Promise<void> {
  const { env } = c.get('deps');
  if (!env.RECAPTCHA_ENABLED) return;
  if (!token) {
    c.get('log').warn({ event: 'newsletter-no-recaptcha-token' });
    throw new ApiError({
      status: 400,
      code: 'recaptcha_required',
      message: 'Please confirm that you are not a robot',
      field: 'recaptchaToken',
    });
  }
  let result: { success?: unknown };
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.RECAPTCHA_SECRET, response: token, remoteip: clientIp(c) }),
      signal: AbortSignal.timeout(5000),
    });
    result = (await response.json()) as { success?: unknown };
  } catch (error) {
    c.get('log').warn({ event: 'newsletter-recaptcha-error', reason: error instanceof Error ? error.message : String(error) });
    throw new ApiError({
      status: 503,
      code: 'recaptcha_unavailable',
      message: 'The robot check is unavailable, try again shortly',
      retryAfterSeconds: 10,
    });
  }
  if (result.success !== true) {
    c.get('log').warn({ event: 'newsletter-recaptcha-error', reason: 'rejected' });
    throw new ApiError({
      status: 400,
      code: 'recaptcha_failed',
      message: 'The robot check failed, please try again',
      field: 'recaptchaToken',
    });
  }
}

/** The newsletter's double opt-in: subscribe (a mail with the confirmation link) and confirm. */
export function createNewsletterRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/web-api/newsletter-subscribe', async (c) => {
    const body = await readJson(c, newsletterSubscribeSchema);
    const { db, mailer, env, clock, formLimits } = c.get('deps');
    await formLimits.consume('newsletter', body.email, clientIp(c));
    await verifyRecaptcha(c, body.recaptchaToken);
    const shop = c.get('shop');
    const [existing] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, body.email),
          eq(newsletterSubscriptions.channel, shop.channel.id),
        ),
      );
    // Same answer whether new, pending or confirmed: the form must not reveal who is subscribed.
    if (existing?.status === 'confirmed') return c.json({ message: newsletterAnswer }, 202);
    const token = createToken();
    await db
      .insert(newsletterSubscriptions)
      .values({
        email: body.email,
        channel: shop.channel.id,
        locale: shop.locale,
        tokenHash: hashToken(token),
        createdAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.channel],
        set: { tokenHash: hashToken(token), locale: shop.locale, createdAt: clock.now() },
      });
    await mailer.send(newsletterConfirmMail({ shop, baseUrls: env.PUBLIC_SHOP_URLS, to: body.email, token }));
    return c.json({ message: newsletterAnswer }, 202);
  });

  app.post('/web-api/newsletter-confirm', async (c) => {
    const body = await readJson(c, newsletterConfirmSchema);
    const { db, clock } = c.get('deps');
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.tokenHash, hashToken(body.token)));
    if (
      !row ||
      row.status !== 'pending' ||
      clock.now().getTime() - row.createdAt.getTime() > optInLifetimeMs
    ) {
      throw new ApiError({
        status: 400,
        code: 'invalid_token',
        message: 'This confirmation link is invalid or has expired',
        field: 'token',
      });
    }
    await db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: clock.now() })
      .where(eq(newsletterSubscriptions.id, row.id));
    return c.json({ message: 'Your newsletter subscription is confirmed.' });
  });

  return app;
}
