import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ShippingInformation } from '@shop/contract/shipping';
import { countries, shippingSchedules } from '../db/schema.ts';
import { readQuery, type AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { computeCutOffs } from '../services/dispatch-schedule.ts';

/** Shipping costs and delivery cut-offs of the request's country, computed from its schedule and the clock. */
export function createShippingRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/web-api/shipping-information', async (c) => {
    readQuery(c, z.strictObject({}));
    const { db, clock } = c.get('deps');
    const shop = c.get('shop');
    const [row] = await db
      .select()
      .from(shippingSchedules)
      .innerJoin(countries, eq(countries.code, shippingSchedules.country))
      .where(eq(shippingSchedules.country, shop.country));
    if (!row) throw notFound('no_shipping', `No shipping to ${shop.country}`);
    const schedule = row.shipping_schedules;
    const payload: ShippingInformation = {
      country: shop.country,
      timeZone: row.countries.timeZone,
      currency: shop.currency,
      ...computeCutOffs({ ...schedule, timeZone: row.countries.timeZone }, clock.now()),
      shippingMinor: schedule.shippingMinor,
      expressShippingMinor: schedule.expressShippingMinor,
      freeShippingFromMinor: schedule.freeShippingFromMinor,
    };
    c.header('Cache-Control', 'no-store');
    return c.json({ payload });
  });
  return app;
}
