import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { featureFlagsQuerySchema } from '@shop/contract/feature-flags';
import { localizedUrlsQuerySchema } from '@shop/contract/localization';
import { newsletterConfirmSchema, newsletterSubscribeSchema } from '@shop/contract/newsletter';
import { getDomain, getFeatures } from '@shop/config/channel-settings';
import {
  getCountry,
  isCountryCode,
  localeSettings,
  locales,
  toLocale,
  type CountryCode,
  type Language,
  type Locale,
} from '@shop/config/markets';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { buildPublicPath } from '@shop/domain/routing';
import { findRouteGroup, getRoutePath, routeGroupIds, type RouteGroupId } from '@shop/config/routes';
import { countries, newsletterSubscriptions, shippingSchedules } from '../db/schema.ts';
import { preferredLanguage } from '../http/accept-language.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson, readQuery, type AppContext, type AppEnv } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { computeCutOffs } from '../services/dispatch-schedule.ts';
import { evaluateFlags } from '../services/feature-flags.ts';
import { findSessionCustomer } from '../services/session.ts';
import { customerPayload } from '../services/cart.ts';
import { buildShopRouteLink, type ShopBaseUrls } from '../services/shop-links.ts';
import { createToken, hashToken } from '../services/tokens.ts';

const newsletterAnswer = 'Please confirm your subscription with the link we have sent you.';
const optInLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The public URL of a path in a locale: the country's domain, the language prefix unless it is the country's first. */
/** A page's absolute URL on the locale's production domain, in the form the shops serve it (prefix, slash policy). */
function localeUrl(channel: ChannelSettings, locale: Locale, path: string): string {
  return `https://${getDomain(channel, localeSettings[locale].country)}${buildPublicPath({ settings: channel, locale, path })}`;
}

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

/** The confirmation page of the double opt-in in the shop the visitor subscribed from (route table: `newsletter`). */
function newsletterConfirmLink(shop: { channel: ChannelSettings; country: CountryCode; locale: Locale }, baseUrls: ShopBaseUrls, token: string): string {
  return buildShopRouteLink({ shop, group: 'newsletter', baseUrls, query: { confirm: token } });
}

/** Feature flags, newsletter, localized URLs, initial data for the shop frontends, visitor location. */
export function createMiscRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/web-api/feature-flags', async (c) => {
    const query = readQuery(c, featureFlagsQuerySchema);
    const cookieKey = getCookie(c, 'splitIoUserKey');
    const key = query.key ?? (cookieKey && cookieKey.length <= 250 ? cookieKey : null);
    return c.json({ payload: { key, features: evaluateFlags(c.get('deps').env.SPLIT_FEATURES_FILE, key, query.names) } });
  });

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
    await mailer.send({
      to: body.email,
      subject: 'Confirm your newsletter subscription',
      text: `Please confirm your subscription:\n${newsletterConfirmLink(shop, env.PUBLIC_SHOP_URLS, token)}\n\nToken: ${token}\n`,
    });
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

  // The route table of packages/config, the same the shops route and link with: every path answered here is served.
  app.get('/web-api/localized-urls', (c) => {
    const query = readQuery(c, localizedUrlsQuerySchema);
    const shop = c.get('shop');
    let routeKey: RouteGroupId | undefined;
    if (query.routeKey !== undefined) {
      routeKey = routeGroupIds.find((id) => id === query.routeKey);
    } else if (query.path !== undefined) {
      // The locale's own path first, else the path in any other locale of the channel (a link from another language).
      routeKey = [shop.locale, ...locales].map((locale) => findRouteGroup(shop.channel, locale, query.path as string)).find(Boolean)?.id;
      if (!routeKey) throw notFound('unknown_path', `No localized route for ${query.path}`, 'path');
    }
    const urls = routeKey
      ? locales.flatMap((locale) => {
          const path = getRoutePath(shop.channel, locale, routeKey);
          return path === null ? [] : [{ locale, path, url: localeUrl(shop.channel, locale, path) }];
        })
      : [];
    if (!routeKey || urls.length === 0) throw notFound('unknown_route', `Unknown route ${query.routeKey}`, 'routeKey');
    return c.json({ payload: { routeKey, urls } });
  });

  app.get('/web-api/shop-frontends-initial-data', async (c) => {
    readQuery(c, z.strictObject({ key: z.string().min(1).max(250).optional() }));
    const { db, clock } = c.get('deps');
    const shop = c.get('shop');
    const key = new URL(c.req.url).searchParams.get('key') ?? getCookie(c, 'splitIoUserKey') ?? null;
    const [schedule] = await db
      .select()
      .from(shippingSchedules)
      .innerJoin(countries, eq(countries.code, shippingSchedules.country))
      .where(eq(shippingSchedules.country, shop.country));
    const settings = localeSettings[shop.locale];
    c.header('Cache-Control', 'no-store');
    return c.json({
      payload: {
        channel: {
          id: shop.channel.id,
          name: shop.channel.name,
          country: shop.country,
          features: getFeatures(shop.channel, shop.locale),
        },
        locale: {
          locale: shop.locale,
          language: settings.language,
          currency: settings.currency,
          lengthUnit: settings.lengthUnit,
          fallbackLocale: settings.fallbackLocale,
          privacyPath: settings.privacyPath,
        },
        customer: await customerPayload(c, await findSessionCustomer(c)),
        features: evaluateFlags(c.get('deps').env.SPLIT_FEATURES_FILE, key && key.length <= 250 ? key : null),
        deliveryCutOff: schedule
          ? computeCutOffs(
              { ...schedule.shipping_schedules, timeZone: schedule.countries.timeZone },
              clock.now(),
            )
          : null,
      },
    });
  });

  const location = async (c: AppContext) => {
    readQuery(c, z.strictObject({}));
    const shop = c.get('shop');
    // The edge (CDN or proxy) tells the visitor's country; without one the visitor is taken to be where the shop is.
    const header = (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code') ?? '').toUpperCase();
    const fromHeader = isCountryCode(header) ? header : undefined;
    const country: CountryCode = fromHeader ?? shop.country;
    const languages = getCountry(country).languages;
    const language: Language = preferredLanguage(c.req.header('accept-language'), languages) ?? languages[0] ?? 'de';
    const locale = toLocale(language, country) ?? shop.locale;
    return c.json({
      payload: {
        country,
        source: fromHeader ? 'header' : 'channel',
        locale,
        isShopCountry: country === shop.country,
        suggestedUrl: country === shop.country ? null : localeUrl(shop.channel, locale, '/'),
      },
    });
  };
  app.get('/api/get-location', location);
  app.get('/api/get-location/', location);

  return app;
}
