import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@shop/contract/customer';
import { apiErrorSchema } from '@shop/contract/error';
import { sessionCookie, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface StoredMessage {
  channel: string;
  locale: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  customer_id: number | null;
}

async function storedMessages(): Promise<StoredMessage[]> {
  const result = (await server.database.db.execute(
    'select channel, locale, name, email, subject, message, customer_id from contact_messages order by id',
  )) as unknown as { rows?: StoredMessage[] } | StoredMessage[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const valid = { name: '  Erika Muster ', email: 'Erika@Example.com', subject: 'Bestellung', message: 'Wo bleibt meine Karte?' };

describe('contact-message', () => {
  it('stores a message with channel, locale and the trimmed fields, and answers 201', async () => {
    const before = (await storedMessages()).length;
    const response = await server.request('/web-api/contact-message', {
      json: valid,
      headers: { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' },
    });
    expect(response.status).toBe(201);
    expect(messageResponseSchema.parse(await response.json()).message).not.toBe('');
    const rows = await storedMessages();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toEqual({
      channel: 'wallart',
      locale: 'fr-CH',
      name: 'Erika Muster',
      email: 'erika@example.com',
      subject: 'Bestellung',
      message: 'Wo bleibt meine Karte?',
      customer_id: null,
    });
  });

  it('keeps the customer of a logged-in sender and takes a message without subject', async () => {
    const signup = await server.signUpVerified({ email: 'contact-sender@example.com', password: 'a-long-password-1', firstName: 'Kim', lastName: 'Sender' });
    expect(signup.status).toBe(200);
    const response = await server.request('/web-api/contact-message', {
      json: { name: 'Kim Sender', email: 'contact-sender@example.com', message: 'Bitte rufen Sie mich an.' },
      cookie: sessionCookie(signup),
    });
    expect(response.status).toBe(201);
    const row = (await storedMessages()).at(-1);
    expect(row?.subject).toBeNull();
    expect(row?.customer_id).toEqual(expect.any(Number));
  });

  it.each([
    ['a bad address', { ...valid, email: 'erika-at-example' }, 'email'],
    ['an empty name', { ...valid, name: '   ' }, 'name'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'name'],
    ['a message under 10 characters', { ...valid, message: ' kurz     ' }, 'message'],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'message'],
    ['a subject over 120 characters', { ...valid, subject: 's'.repeat(121) }, 'subject'],
    ['a missing message', { name: 'Erika', email: 'erika@example.com' }, 'message'],
    ['an unknown field', { ...valid, admin: true }, undefined],
    ['a number as name', { ...valid, name: 42 }, 'name'],
  ])('refuses %s with 400 {error:{code,message,field}} and stores nothing', async (_name, json, field) => {
    const before = (await storedMessages()).length;
    const response = await server.request('/web-api/contact-message', { json });
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.message).not.toBe('');
    if (field) expect(error.field).toBe(field);
    expect((await storedMessages()).length).toBe(before);
  });

  it('accepts exactly 10 and 5000 characters of message and 100 of name', async () => {
    for (const json of [{ ...valid, message: 'z'.repeat(10) }, { ...valid, message: 'z'.repeat(5000), name: 'n'.repeat(100) }])
      expect((await server.request('/web-api/contact-message', { json })).status).toBe(201);
  });

  it('refuses a body that is not JSON (415, 400) and a foreign origin (403)', async () => {
    const text = await server.request('/web-api/contact-message', { method: 'POST', body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const broken = await server.request('/web-api/contact-message', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(apiErrorSchema.parse(await broken.json()).error.code).toBe('invalid_json');
    const foreign = await server.request('/web-api/contact-message', { json: valid, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});
