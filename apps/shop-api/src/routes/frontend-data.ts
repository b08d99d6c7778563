import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { featureFlagsQuerySchema } from '@shop/contract/feature-flags';
import { getFeatures } from '@shop/config/channel-settings';
import { localeSettings } from '@shop/config/markets';
import { countries, shippingSchedules } from '../db/schema.ts';
import { readQuery, type AppEnv } from '../http/context.ts';
import { computeCutOffs } from '../services/dispatch-schedule.ts';
import { evaluateFlags } from '../services/feature-flags.ts';
import { findSessionCustomer } from '../services/session.ts';
import { customerPayload } from '../services/cart.ts';

/** What the shop frontends load at start: the visitor's flag treatments and the initial data (channel, locale, customer). */
export function createFrontendDataRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/web-api/feature-flags', async (c) => {
    const query = readQuery(c, featureFlagsQuerySchema);
    const cookieKey = getCookie(c, 'splitIoUserKey');
    const key = query.key ?? (cookieKey && cookieKey.length <= 250 ? cookieKey : null);
    return c.json({ payload: { key, features: evaluateFlags(c.get('deps').env.SPLIT_FEATURES_FILE, key, query.names) } });
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

  return app;
}
