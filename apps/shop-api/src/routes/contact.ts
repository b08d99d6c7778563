import { Hono } from 'hono';
import { contactMessageSchema } from '@shop/contract/contact';
import { contactMessages } from '../db/schema.ts';
import { clientIp } from '../http/client-ip.ts';
import { readJson, type AppEnv } from '../http/context.ts';
import { findSessionCustomer } from '../services/session.ts';

const contactAnswer = 'Thank you, we have received your message and will answer by e-mail.';

/**
 * The contact form block (spec point 2): `POST /web-api/contact-message {name, email, subject?, message}` stores the
 * message for customer service with channel, locale and the customer when logged in; 201 `{ message }`. Bad input
 * is the shared 400 `validation_failed` naming each failing field.
 */
export function createContactRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/web-api/contact-message', async (c) => {
    const body = await readJson(c, contactMessageSchema);
    const { db, clock, formLimits } = c.get('deps');
    await formLimits.consume('contact', body.email, clientIp(c));
    const shop = c.get('shop');
    const customer = await findSessionCustomer(c);
    await db.insert(contactMessages).values({
      channel: shop.channel.id,
      locale: shop.locale,
      name: body.name,
      email: body.email,
      subject: body.subject || null,
      message: body.message,
      customerId: customer?.id ?? null,
      createdAt: clock.now(),
    });
    return c.json({ message: contactAnswer }, 201);
  });
  return app;
}
