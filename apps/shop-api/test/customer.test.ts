import { createHash, scryptSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerResponseSchema } from '@shop/contract/customer';
import { catalogues } from '@shop/i18n/messages';
import { apiErrorSchema } from '@shop/contract/error';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { answerFloorMs } from '../src/services/answer-floor.ts';
import { verificationLifetimeMs } from '../src/routes/signup.ts';
import { customers, signupVerificationTokens } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { memoryLimiters } from '../src/services/limits.ts';
import { createLoginThrottle, defaultThrottleLimits, type ThrottleLimits } from '../src/services/throttle.ts';
import { startTestServer, sessionCookie, type TestServer } from './helpers.ts';
import { verificationToken } from './outbox.ts';

/** The test requests come from kartenliebe Germany: its reset mail is German. */
const resetSubject = catalogues.de['mails.passwordReset.subject'];

let server: TestServer;
let jwksServer: Server;
let privateKey: CryptoKey;
const clientId = 'test-client.apps.googleusercontent.com';

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
  server = await startTestServer({ env: { GOOGLE_JWKS_URL: jwksUrl, GOOGLE_CLIENT_ID: clientId } });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const countRows = async (table: string) => {
  const result = (await server.database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
    rows?: { n: number }[];
  } & { n: number }[];
  return (result.rows ?? result)[0]?.n ?? -1;
};

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  server.request('/web-api/customer-login', { json: { email, password }, headers });

describe('customer-data', () => {
  it('answers the logged-out session', async () => {
    const response = await server.request('/web-api/customer-data?page=/themes/1&utm_source=x');
    expect(response.status).toBe(200);
    expect(customerResponseSchema.parse(await response.json()).customer).toEqual({
      emailHash: '',
      firstName: '',
      lastName: '',
      isLoggedIn: false,
      isWhitelabelCustomer: false,
      number: 0,
      type: 0,
    });
  });

  it('answers a seeded white-label customer with the cart count and white-label order', async () => {
    const response = await login('white@example.com', 'white-demo-password');
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    const data = customerResponseSchema.parse(
      await (await server.request('/web-api/customer-data', { cookie })).json(),
    );
    expect(data.customer).toMatchObject({
      firstName: 'Wilma',
      lastName: 'Weiss',
      fullName: 'Wilma Weiss',
      isLoggedIn: true,
      isWhitelabelCustomer: true,
      number: 100002,
      type: 2,
      order: { isWhitelabelOrder: true, cartArticlesAmount: 1 },
    });
    expect(data.customer.emailHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts the article lines of a seeded cart, in the shop the cart belongs to', async () => {
    const cookie = sessionCookie(await login('leon@example.com', 'leon-demo-password'));
    const data = customerResponseSchema.parse(
      await (
        await server.request('/web-api/customer-data', {
          cookie,
          headers: { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' },
        })
      ).json(),
    );
    expect(data.customer.order).toMatchObject({ cartArticlesAmount: 3, isWhitelabelOrder: false });
  });
});

describe('customer-login', () => {
  it('sets an httpOnly SameSite=Lax session cookie, not Secure on localhost', async () => {
    const response = await login('anna@example.com', 'anna-demo-password');
    const header = response.headers.getSetCookie().join('\n');
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
  });

  it('sets Secure outside localhost', async () => {
    const response = await login('anna@example.com', 'anna-demo-password', {
      'x-forwarded-host': 'kartenliebe.de',
    });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/Secure/);
  });

  it.each([
    ['wrong password', 'anna@example.com', 'nope-nope-nope'],
    ['unknown account', 'nobody@example.com', 'whatever-123'],
  ])('answers 400 with a message for %s', async (_name, email, password) => {
    const response = await login(email, password);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Email address or password is wrong',
    });
  });
});

describe('re-hash on log-in', () => {
  it("replaces a hash made at an older scrypt cost with one at today's cost", async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old-cost-password', salt, 32, { N: 2 ** 11, r: 8, p: 1 });
    const old = ['scrypt', 2 ** 11, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await server.signUpVerified({ email: 'rehash@example.com', password: 'first-password-9', firstName: 'R', lastName: 'H' });
    await server.database.db
      .update(customers)
      .set({ passwordHash: old })
      .where(eq(customers.email, 'rehash@example.com'));
    expect((await login('rehash@example.com', 'old-cost-password')).status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'rehash@example.com'));
    expect(row?.passwordHash?.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect((await login('rehash@example.com', 'old-cost-password')).status).toBe(200);
  });
});

describe('login throttle', () => {
  const throttleApp = (limits?: Partial<ThrottleLimits>) => {
    const app = createApp({
      db: server.database.db,
      env: parseEnv({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }),
      throttle: createLoginThrottle(memoryLimiters, { ...defaultThrottleLimits, ...limits }),
    });
    return (email: string, password: string, client: string) =>
      app.request(
        '/web-api/customer-login',
        {
          method: 'POST',
          body: JSON.stringify({ email, password }),
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        },
        // What @hono/node-server hands the app: the socket the request came on.
        { incoming: { socket: { remoteAddress: client, remoteFamily: 'IPv4', remotePort: 5000 } } },
      );
  };

  it('blocks one client address after too many failures on different accounts; successes are given back; other clients log in', async () => {
    const attempt = throttleApp({ perClient: 3 });
    for (let n = 0; n < 5; n += 1)
      expect((await attempt('leon@example.com', 'leon-demo-password', '203.0.113.1')).status).toBe(200);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await attempt(email, 'wrong-password', '203.0.113.1')).status).toBe(400);
    const blocked = await attempt('leon@example.com', 'leon-demo-password', '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(apiErrorSchema.parse(await blocked.json()).error.code).toBe('too_many_attempts');
    expect((await attempt('leon@example.com', 'leon-demo-password', '203.0.113.2')).status).toBe(200);
  });

  it('slows an account under attack down with growing delays instead of refusing its owner', async () => {
    const attempt = throttleApp({ firstDelaySeconds: 1, maxDelaySeconds: 4 });
    const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
    for (let n = 0; n < 5; n += 1)
      expect((await attempt('leon@example.com', 'wrong-password', `192.0.2.${n + 1}`)).status).toBe(400);
    const blocked = await attempt('leon@example.com', 'leon-demo-password', '192.0.2.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(1);
    await wait(1);
    expect((await attempt('leon@example.com', 'wrong-password', '192.0.2.7')).status).toBe(400);
    const longer = await attempt('leon@example.com', 'leon-demo-password', '192.0.2.99');
    expect(Number(longer.headers.get('retry-after'))).toBe(2);
    await wait(2);
    expect((await attempt('leon@example.com', 'leon-demo-password', '192.0.2.99')).status).toBe(200);
    // The success cleared the account: the next wrong password is evaluated at once.
    expect((await attempt('leon@example.com', 'wrong-password', '192.0.2.8')).status).toBe(400);
  });

  it('counts parallel guesses before hashing: of 20 at once on one account, 5 are evaluated', async () => {
    const attempt = throttleApp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => attempt('anna@example.com', `wrong-${n}`, `198.51.100.${n + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('customer-signup', () => {
  const signupAnswer = { message: 'Check your inbox: we have sent you an email to complete your sign-up.' };
  const verify = (token: string, init: { cookie?: string } = {}) =>
    server.request('/web-api/customer-signup/verify', { json: { token }, ...init });
  const mailsTo = async (email: string) => (await server.readMails()).filter((mail) => mail.to === email);
  /** The answer as a client sees it, minus what differs on every answer (its request id and date). */
  const visible = async (response: Response) => ({
    status: response.status,
    body: await response.text(),
    headers: [...response.headers].filter(([name]) => !['x-request-id', 'date'].includes(name)),
  });

  it('answers a new and an existing address alike (status, body, headers, no sooner than the floor); mails each its own', async () => {
    const before = await countRows('customers');
    const started = performance.now();
    const fresh = await server.request('/web-api/customer-signup', {
      json: { email: '  New.User@Example.com ', password: 'a-good-password', firstName: 'Nina', lastName: 'Neu' },
      headers: { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' },
    });
    const between = performance.now();
    const taken = await server.request('/web-api/customer-signup', {
      json: { email: 'anna@example.com', password: 'another-password-7', firstName: 'Mallory', lastName: 'Taker' },
      headers: { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' },
    });
    expect(between - started).toBeGreaterThanOrEqual(answerFloorMs - 1);
    expect(performance.now() - between).toBeGreaterThanOrEqual(answerFloorMs - 1);
    const [freshSeen, takenSeen] = [await visible(fresh), await visible(taken)];
    expect(freshSeen).toEqual(takenSeen);
    expect(freshSeen.status).toBe(202);
    expect(JSON.parse(freshSeen.body)).toEqual(signupAnswer);
    // No session for either: the link completes the sign-up.
    expect(fresh.headers.getSetCookie()).toEqual([]);

    // The new address: an account waiting for its link, mailed in the request's shop and language.
    const [verification] = await mailsTo('new.user@example.com');
    expect(verification?.subject).toBe('Merci de confirmer votre adresse e-mail');
    expect(verification?.text).toContain('Bonjour Nina,');
    expect(verification?.text).toMatch(/^http:\/\/ch\.localhost:3001\/fr\/confirmer-inscription\/?\?token=[A-Za-z0-9_-]{43}$/m);
    expect(await countRows('customers')).toBe(before + 1);
    // The owner of the existing one: told in the same language that the account exists, greeted by the own name.
    const [owner] = await mailsTo('anna@example.com');
    expect(owner?.subject).toBe('Vous avez déjà un compte chez nous');
    expect(owner?.text).toContain('Bonjour Anna,');
    expect(owner?.text).not.toContain('Mallory');
    expect(owner?.text).toMatch(/^http:\/\/ch\.localhost:3001\/fr\/mon-compte\/?$/m);
    expect(owner && verificationToken(owner)).toBeUndefined();
    // Nothing about the existing account changed.
    expect((await login('anna@example.com', 'anna-demo-password')).status).toBe(200);
    expect((await login('anna@example.com', 'another-password-7')).status).toBe(400);
  });

  it('mails in each of the six languages', async () => {
    const subjects: Record<string, string | undefined> = {};
    for (const [channel, locale] of [['kartenliebe-DE', 'de-DE'], ['kartenliebe-GB', 'en-GB'], ['kartenliebe-ES', 'es-ES'], ['kartenliebe-FR', 'fr-FR'], ['kartenliebe-IT', 'it-IT'], ['kartenliebe-NL', 'nl-NL']] as const) {
      const email = `lang-${locale}@example.com`.toLowerCase();
      await server.request('/web-api/customer-signup', { json: { email, password: 'a-good-password', firstName: 'Lu', lastName: 'Lingua' }, headers: { 'x-channel': channel, 'x-locale': locale } });
      subjects[locale] = (await mailsTo(email))[0]?.subject;
    }
    expect(subjects).toEqual({
      'de-DE': 'Bitte bestätige deine E-Mail-Adresse',
      'en-GB': 'Please confirm your email address',
      'es-ES': 'Confirma tu dirección de correo electrónico',
      'fr-FR': 'Merci de confirmer votre adresse e-mail',
      'it-IT': 'Conferma il tuo indirizzo e-mail',
      'nl-NL': 'Bevestig je e-mailadres',
    });
  });

  it('refuses the log-in until the link is followed; the link logs in once; the token is stored hashed', async () => {
    const email = 'verify-me@example.com';
    await server.request('/web-api/customer-signup', { json: { email, password: 'a-good-password', firstName: 'Vera', lastName: 'Fy' } });
    const unverified = await login(email, 'a-good-password');
    expect(unverified.status).toBe(400);
    expect(apiErrorSchema.parse(await unverified.json()).error).toMatchObject({
      code: 'email_not_verified',
      field: 'email',
      message: 'Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.',
    });
    // A wrong password says nothing about the state of the account.
    expect(apiErrorSchema.parse(await (await login(email, 'not-the-password')).json()).error.code).toBe('invalid_credentials');

    const [mail] = await mailsTo(email);
    const token = (mail && verificationToken(mail)) ?? '';
    const stored = await server.database.db.select().from(signupVerificationTokens);
    expect(stored.map((row) => row.id)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(customerResponseSchema.parse(await verified.json()).customer).toMatchObject({ isLoggedIn: true, fullName: 'Vera Fy' });
    const session = sessionCookie(verified);
    const data = await server.request('/web-api/customer-data', { cookie: session });
    expect(customerResponseSchema.parse(await data.json()).customer.isLoggedIn).toBe(true);
    expect((await login(email, 'a-good-password')).status).toBe(200);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(apiErrorSchema.parse(await again.json()).error).toMatchObject({ code: 'token_used', field: 'token' });
    const unknown = await verify('A'.repeat(43));
    expect(apiErrorSchema.parse(await unknown.json()).error.code).toBe('invalid_token');
    expect((await verify('short')).status).toBe(400);
  });

  it('refuses a link after 24 hours; a new mail (resend) brings a working one', async () => {
    const email = 'late@example.com';
    await server.request('/web-api/customer-signup', { json: { email, password: 'a-good-password', firstName: 'Lara', lastName: 'Late' } });
    const [first] = await mailsTo(email);
    server.clock.set(new Date(Date.now() + verificationLifetimeMs + 1000));
    const expired = await verify((first && verificationToken(first)) ?? '');
    server.clock.set(new Date());
    expect(apiErrorSchema.parse(await expired.json()).error).toMatchObject({ code: 'token_expired', field: 'token' });

    const resendAnswer = { message: 'If an account with this address is waiting for confirmation, we have sent a new link.' };
    const resent = await server.request('/web-api/customer-signup/resend', { json: { email } });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual(resendAnswer);
    const [, second] = await mailsTo(email);
    expect((await verify((second && verificationToken(second)) ?? '')).status).toBe(200);
    // Verified and unknown addresses: the same answer, no mail.
    const mailsBefore = (await server.readMails()).length;
    for (const other of [email, 'nobody-at-all@example.com']) {
      const answer = await server.request('/web-api/customer-signup/resend', { json: { email: other } });
      expect([answer.status, await answer.json()]).toEqual([202, resendAnswer]);
    }
    expect((await server.readMails()).length).toBe(mailsBefore);
  });

  it('a second sign-up of a waiting address takes the new details and mails a new link', async () => {
    const email = 'twice@example.com';
    await server.request('/web-api/customer-signup', { json: { email, password: 'first-try-password', firstName: 'Tom', lastName: 'One' } });
    await server.request('/web-api/customer-signup', { json: { email, password: 'second-try-password', firstName: 'Tim', lastName: 'Two' } });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Bitte bestätige deine E-Mail-Adresse', 'Bitte bestätige deine E-Mail-Adresse']);
    expect(mails[1]?.text).toContain('Hallo Tim,');
    const verified = await verify((mails[1] && verificationToken(mails[1])) ?? '');
    expect(customerResponseSchema.parse(await verified.json()).customer.fullName).toBe('Tim Two');
    expect((await login(email, 'second-try-password')).status).toBe(200);
    expect((await login(email, 'first-try-password')).status).toBe(400);
  });

  it('a password reset verifies a waiting sign-up (the reset link proves the address)', async () => {
    const email = 'reset-waiting@example.com';
    await server.request('/web-api/customer-signup', { json: { email, password: 'a-good-password', firstName: 'Rita', lastName: 'Reset' } });
    await server.request('/web-api/customer-password-reset', { json: { email } });
    const resetMail = (await server.readMails()).findLast((mail) => mail.to === email && mail.subject === resetSubject);
    const token = (resetMail && verificationToken(resetMail)) ?? '';
    expect((await server.request('/web-api/customer-password-reset/confirm', { json: { token, password: 'a-brand-new-password' } })).status).toBe(200);
    expect((await login(email, 'a-brand-new-password')).status).toBe(200);
  });

  it('answers 400 with every failing field', async () => {
    const response = await server.request('/web-api/customer-signup', {
      json: { email: 'not-an-email', password: 'short', firstName: '', lastName: '<script>' },
    });
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  const valid = { email: 'table@example.com', password: 'valid-password', firstName: 'Tab', lastName: 'Le' };
  it.each([
    ['unknown field', { ...valid, isWhitelabel: true }, 'isWhitelabel'],
    ['number as email', { ...valid, email: 42 }, 'email'],
    ['array as name', { ...valid, firstName: ['a'] }, 'firstName'],
    ['SQL injection as email', { ...valid, email: "x' or 1=1 --" }, 'email'],
    ['overlong password', { ...valid, password: 'x'.repeat(129) }, 'password'],
    ['control character in name', { ...valid, lastName: 'a\u0000b' }, 'lastName'],
    ['missing password', { email: valid.email, firstName: 'a', lastName: 'b' }, 'password'],
  ])('rejects %s and stores nothing', async (_name, json, field) => {
    const before = await countRows('customers');
    const response = await server.request('/web-api/customer-signup', { json });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.field).toBe(field);
    expect(await countRows('customers')).toBe(before);
  });
});

describe('customer-password-reset', () => {
  const resetMessage = 'If an account exists for this address, we have sent a link to reset the password.';

  it('answers the same for known and unknown addresses, no sooner than the answer floor, and mails a one-time token', async () => {
    const started = performance.now();
    const known = await server.request('/web-api/customer-password-reset', {
      json: { email: 'anna@example.com' },
    });
    const between = performance.now();
    const unknown = await server.request('/web-api/customer-password-reset', {
      json: { email: 'ghost@example.com' },
    });
    expect(between - started).toBeGreaterThanOrEqual(answerFloorMs - 1);
    expect(performance.now() - between).toBeGreaterThanOrEqual(answerFloorMs - 1);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: resetMessage });
    expect(await unknown.json()).toEqual({ message: resetMessage });
    const outbox = await server.readMails();
    expect(outbox.filter((mail) => mail.to === 'ghost@example.com')).toEqual([]);
    const mails = outbox.filter((mail) => mail.subject === resetSubject && mail.to === 'anna@example.com');
    expect(mails).toHaveLength(1);
    // German, personal, with the link of the shop asked from (kartenliebe Germany).
    expect(mails[0]?.text).toMatch(/^Hallo Anna,/);
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/password-reset\/\?token=[A-Za-z0-9_-]{43}/);
    const token = (mails[0] && verificationToken(mails[0])) ?? '';

    const confirm = await server.request('/web-api/customer-password-reset/confirm', {
      json: { token, password: 'brand-new-password' },
    });
    expect(confirm.status).toBe(200);
    expect((await login('anna@example.com', 'brand-new-password')).status).toBe(200);
    expect((await login('anna@example.com', 'anna-demo-password')).status).toBe(400);

    const reused = await server.request('/web-api/customer-password-reset/confirm', {
      json: { token, password: 'third-password-x' },
    });
    expect(reused.status).toBe(400);
    expect(apiErrorSchema.parse(await reused.json()).error.code).toBe('invalid_token');
  });

  it('links the reset mail to the shop of the request and writes it in its language: channel and country from X-Channel, language from X-Locale', async () => {
    await server.request('/web-api/customer-password-reset', { json: { email: 'leon@example.com' } });
    await server.request('/web-api/customer-password-reset', {
      json: { email: 'leon@example.com' },
      headers: { 'x-channel': 'wallart-CH', 'x-locale': 'fr-CH' },
    });
    const links = (await server.readMails())
      .filter((mail) => mail.to === 'leon@example.com')
      .map((mail) => /(https?:\/\/\S+)\?token=/.exec(mail.text)?.[1])
      .sort();
    // Mails are sent after the answers, in either order.
    expect(links).toEqual(['http://ch.localhost:3001/fr/password-reset', 'http://localhost:3000/password-reset/']);
    const subjects = (await server.readMails()).filter((mail) => mail.to === 'leon@example.com').map((mail) => mail.subject);
    expect(subjects.sort()).toEqual([catalogues.de['mails.passwordReset.subject'], catalogues.fr['mails.passwordReset.subject']].sort());
  });

  it('invalidates the other outstanding reset tokens of the account', async () => {
    for (let n = 0; n < 2; n += 1)
      await server.request('/web-api/customer-password-reset', { json: { email: 'agency@example.com' } });
    const tokens = (await server.readMails())
      .filter((mail) => mail.to === 'agency@example.com')
      .map((mail) => verificationToken(mail) ?? '');
    expect(tokens).toHaveLength(2);
    expect(
      (
        await server.request('/web-api/customer-password-reset/confirm', {
          json: { token: tokens[1], password: 'agency-new-password' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.request('/web-api/customer-password-reset/confirm', {
          json: { token: tokens[0], password: 'agency-other-password' },
        })
      ).status,
    ).toBe(400);
  });

  it('rejects an expired token', async () => {
    await server.request('/web-api/customer-password-reset', { json: { email: 'leon@example.com' } });
    const last = (await server.readMails()).at(-1);
    const token = (last && verificationToken(last)) ?? '';
    server.clock.set(new Date(Date.now() + 61 * 60 * 1000));
    const response = await server.request('/web-api/customer-password-reset/confirm', {
      json: { token, password: 'too-late-password' },
    });
    server.clock.set(new Date());
    expect(response.status).toBe(400);
  });

  it.each([
    ['no email', {}],
    ['bad email', { email: 'nope' }],
    ['extra field', { email: 'anna@example.com', admin: true }],
  ])('rejects %s', async (_name, json) => {
    expect((await server.request('/web-api/customer-password-reset', { json })).status).toBe(400);
  });
});

describe('password strength (length plus zxcvbn against common passwords, patterns and the own name)', () => {
  const weakGerman = /zu leicht zu erraten/;
  const signup = (password: string, headers: Record<string, string> = {}, email = 'strong@example.com') =>
    server.request('/web-api/customer-signup', { json: { email, password, firstName: 'Greta', lastName: 'Gruber' }, headers });

  it.each(['aaaaaaaa', 'password1', 'Sommer2024', 'letmein123', 'qwertzuiop', 'gretagruber1'])(
    'refuses %s at sign-up with a translated weak_password on the password field, and creates nothing',
    async (password) => {
      const response = await signup(password, {}, `weak-${password}@example.com`);
      expect(response.status).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error).toMatchObject({ code: 'weak_password', field: 'password' });
      expect(error.fields?.password).toMatch(weakGerman);
      expect(error.message).toBe(error.fields?.password);
    },
  );

  it('answers in the language of X-Locale (six languages)', async () => {
    const texts = await Promise.all(
      (['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const).map(async (locale) => {
        const channel = `kartenliebe-${locale.slice(3)}`;
        const response = await signup('password1', { 'x-locale': locale, 'x-channel': channel }, `weak-${locale}@example.com`);
        return apiErrorSchema.parse(await response.json()).error.fields?.password;
      }),
    );
    expect(new Set(texts).size).toBe(6);
    expect(texts[3]).toMatch(/trop facile à deviner/);
  });

  it('takes a password of unrelated words', async () => {
    expect((await signup('lampe-zebra-fluss', {}, 'strong-words@example.com')).status).toBe(202);
  });

  it('refuses a weak new password at reset confirm without using up the token, and at password change', async () => {
    expect((await signup('first-password-9', {}, 'strength-reset@example.com')).status).toBe(202);
    await server.request('/web-api/customer-password-reset', { json: { email: 'strength-reset@example.com' } });
    const last = (await server.readMails()).filter((mail) => mail.to === 'strength-reset@example.com').at(-1);
    const token = (last && verificationToken(last)) ?? '';
    const weak = await server.request('/web-api/customer-password-reset/confirm', { json: { token, password: 'abcd1234' } });
    expect(weak.status).toBe(400);
    expect(apiErrorSchema.parse(await weak.json()).error).toMatchObject({ code: 'weak_password', field: 'password' });
    const strong = await server.request('/web-api/customer-password-reset/confirm', { json: { token, password: 'agency-other-password' } });
    expect(strong.status).toBe(200);

    const cookie = sessionCookie(await login('strength-reset@example.com', 'agency-other-password'));
    const change = await server.request('/web-api/customer-password-change', { cookie, json: { currentPassword: 'agency-other-password', newPassword: 'Passw0rd!' } });
    expect(change.status).toBe(400);
    expect(apiErrorSchema.parse(await change.json()).error).toMatchObject({ code: 'weak_password', field: 'newPassword' });
    expect((await login('strength-reset@example.com', 'agency-other-password')).status).toBe(200);
  });
});

describe('session fixation', () => {
  it('replaces the session the browser arrived with on login', async () => {
    const first = sessionCookie(await login('leon@example.com', 'leon-demo-password'));
    const second = sessionCookie(await login('leon@example.com', 'leon-demo-password', { cookie: first }));
    expect(second).not.toBe(first);
    const stale = customerResponseSchema.parse(
      await (await server.request('/web-api/customer-data', { cookie: first })).json(),
    );
    expect(stale.customer.isLoggedIn).toBe(false);
  });
});

describe('customer-logout', () => {
  it('ends the server-side session', async () => {
    const cookie = sessionCookie(await login('leon@example.com', 'leon-demo-password'));
    const sessionsBefore = await countRows('sessions');
    const response = await server.request('/web-api/customer-logout', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(customerResponseSchema.parse(await response.json()).customer.isLoggedIn).toBe(false);
    expect(await countRows('sessions')).toBe(sessionsBefore - 1);
    const after = customerResponseSchema.parse(
      await (await server.request('/web-api/customer-data', { cookie })).json(),
    );
    expect(after.customer.isLoggedIn).toBe(false);
  });
});

describe('customer-auth-google-credentials', () => {
  const sign = (
    claims: Record<string, unknown>,
    options: { audience?: string; issuer?: string; expires?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '10m')
      .sign(privateKey);

  it('creates a customer from a verified Google ID token and logs in', async () => {
    const credential = await sign({
      sub: 'google-1',
      email: 'gina@example.com',
      given_name: 'Gina',
      family_name: 'Google',
    });
    const response = await server.request('/web-api/customer-auth-google-credentials', {
      json: { credential },
    });
    expect(response.status).toBe(200);
    expect(customerResponseSchema.parse(await response.json()).customer).toMatchObject({
      isLoggedIn: true,
      fullName: 'Gina Google',
    });
    sessionCookie(response);
  });

  it('links an existing account with the same address', async () => {
    const credential = await sign({ sub: 'google-anna', email: 'anna@example.com' });
    const response = await server.request('/web-api/customer-auth-google-credentials', {
      json: { credential },
    });
    expect(customerResponseSchema.parse(await response.json()).customer.number).toBe(100001);
  });

  it('claims a sign-up still waiting for its link: verified by Google, the password someone typed for it is gone', async () => {
    await server.request('/web-api/customer-signup', { json: { email: 'preclaimed@example.com', password: 'an-intruders-password', firstName: 'In', lastName: 'Truder' } });
    await server.readMails();
    const credential = await sign({ sub: 'google-preclaimed', email: 'preclaimed@example.com', given_name: 'Pia' });
    expect((await server.request('/web-api/customer-auth-google-credentials', { json: { credential } })).status).toBe(200);
    const refused = await login('preclaimed@example.com', 'an-intruders-password');
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('invalid_credentials');
  });

  it.each([
    ['wrong audience', () => sign({ sub: 'g2', email: 'x@example.com' }, { audience: 'someone-else' })],
    ['wrong issuer', () => sign({ sub: 'g2', email: 'x@example.com' }, { issuer: 'https://evil.example' })],
    ['expired', () => sign({ sub: 'g2', email: 'x@example.com' }, { expires: '-1m' })],
    ['unverified email', () => sign({ sub: 'g2', email: 'x@example.com', email_verified: false })],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await sign({ sub: 'g2', email: 'x@example.com' })).split('.');
        return `${h}.${Buffer.from('{"sub":"g3"}').toString('base64url')}.${s}`;
      },
    ],
  ])('rejects a token with %s (401) and creates nobody', async (_name, make) => {
    const before = await countRows('customers');
    const response = await server.request('/web-api/customer-auth-google-credentials', {
      json: { credential: await make() },
    });
    expect(response.status).toBe(401);
    expect(await countRows('customers')).toBe(before);
  });

  it('rejects a non-JWT credential with 400', async () => {
    expect(
      (
        await server.request('/web-api/customer-auth-google-credentials', {
          json: { credential: 'not a jwt at all, no' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('customer-picture and white-label switch', () => {
  it('stores an uploaded picture as a 256 px webp and serves it', async () => {
    const cookie = sessionCookie(await login('leon@example.com', 'leon-demo-password'));
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c04000' } })
      .png()
      .toBuffer();
    const upload = await server.request('/web-api/customer-picture', {
      method: 'POST',
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
      cookie,
    });
    expect(upload.status).toBe(200);
    expect(customerResponseSchema.parse(await upload.json()).customer.pictureUrl).toMatch(
      /^\/web-api\/customer-picture\?v=\d+$/,
    );
    const picture = await server.request('/web-api/customer-picture', { cookie });
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({
      width: 256,
      height: 256,
      format: 'webp',
    });
  });

  it.each([
    ['logged out', undefined, 'image/png', 401],
    ['not an image', 'login', 'image/png', 400],
    ['wrong type', 'login', 'text/plain', 415],
  ])('rejects a picture upload when %s', async (_name, who, type, status) => {
    const cookie = who ? sessionCookie(await login('leon@example.com', 'leon-demo-password')) : undefined;
    const response = await server.request('/web-api/customer-picture', {
      method: 'POST',
      body: 'definitely not a png',
      headers: { 'content-type': type },
      ...(cookie ? { cookie } : {}),
    });
    expect(response.status).toBe(status);
  });

  it('switches the white-label order of a white-label customer only', async () => {
    const white = sessionCookie(await login('white@example.com', 'white-demo-password'));
    const off = await server.request('/whitelabel/switch', { json: { enabled: false }, cookie: white });
    expect(customerResponseSchema.parse(await off.json()).customer.order?.isWhitelabelOrder).toBe(false);
    const on = await server.request('/whitelabel/switch', { json: { enabled: true }, cookie: white });
    expect(customerResponseSchema.parse(await on.json()).customer.order?.isWhitelabelOrder).toBe(true);
    const normal = sessionCookie(await login('leon@example.com', 'leon-demo-password'));
    expect(
      (await server.request('/whitelabel/switch', { json: { enabled: true }, cookie: normal })).status,
    ).toBe(403);
    expect(
      (await server.request('/whitelabel/switch', { json: { enabled: 'yes' }, cookie: white })).status,
    ).toBe(400);
  });
});

describe('form limits', () => {
  it('refuses the 21st reset for one address within the hour and sends no mail for it; answers before the lookup', async () => {
    const app = createApp({ db: server.database.db, env: parseEnv({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' }) });
    const reset = () =>
      app.request(
        '/web-api/customer-password-reset',
        {
          method: 'POST',
          body: JSON.stringify({ email: 'mia@example.com' }),
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        },
        { incoming: { socket: { remoteAddress: '203.0.113.50', remoteFamily: 'IPv4', remotePort: 1 } } },
      );
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await reset()).status);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
