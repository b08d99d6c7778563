import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { allControlVariant } from '@shop/flags/variant-code';
import path from 'node:path';
import { allowedOrigin, followVerificationMail, listShopApiRoutes, qualityOutboxDir, signUp } from '../src/api-hostile.ts';
import { postViaShop, requestFrom, type AddressedResponse } from '../src/client-address.ts';
import { readOutbox, verificationToken, waitForMail } from '../../../apps/shop-api/test/outbox.ts';
import { median } from '../src/median.ts';
import { solidPng } from '../src/png.ts';
import { hostileApiDataDir, trafficPorts } from '../src/ports.ts';
import { rawGet } from '../src/raw-http.ts';
import { qualityContentEnv, repoRoot, startChannelApp, type Service } from '../src/stack.ts';

// Issue 15 ("Ready for hostile traffic"): what a few requests must no longer be able to do to everyone else.
// Shoppers are played from their own loopback addresses (127.0.0.2 …) through the shop's /shop-api forward.
const api = `http://127.0.0.1:${trafficPorts.api}`;
const shopPort = trafficPorts.kartenliebe;
const runId = `${Date.now().toString(36)}-${process.pid}`;
let shop: Service | undefined;

test.beforeAll(async () => {
  // Waits for a teammate's build in progress (src/stack.ts snapshotApp) before starting.
  test.setTimeout(660_000);
  shop = await startChannelApp({ channel: 'kartenliebe', ports: trafficPorts });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** Asks for a sign-up from its own client address (sign-ups are limited per client); the mail completes it. */
async function requestSignUpFrom(from: string, email: string): Promise<void> {
  const answer = await requestFrom({ from, port: trafficPorts.api, path: '/web-api/customer-signup', method: 'POST', headers: { origin: allowedOrigin, 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE' }, body: JSON.stringify({ email, password: 'quality-password-1', firstName: 'Quality', lastName: 'Check' }) });
  if (answer.status !== 202) throw new Error(`sign-up ${email}: ${answer.status} ${answer.body}`);
}

/** Follows the mailed link of a requested sign-up: the account is verified (its owner can log in). */
async function completeSignUp(email: string): Promise<void> {
  const verified = await followVerificationMail(api, email);
  if (verified.status !== 200) throw new Error(`sign-up link of ${email}: ${verified.status} ${await verified.text()}`);
}

/** Signs up from its own client address and follows the mailed link. */
async function signUpFrom(from: string, email: string): Promise<void> {
  await requestSignUpFrom(from, email);
  await completeSignUp(email);
}

const login = (from: string, email: string, password: string) => postViaShop({ from, port: shopPort, path: '/web-api/customer-login', json: { email, password } });

test.describe('log-in throttling per real client', () => {
  test('30 wrong log-ins from 127.0.0.2 through the shop do not stop a customer on 127.0.0.3 @fast', async () => {
    const email = `victim-${runId}@example.com`;
    await signUp(api, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await login('127.0.0.2', `guess-${attempt}-${runId}@example.com`, 'wrong-password-1')).status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    const attacker = await login('127.0.0.2', `guess-31-${runId}@example.com`, 'wrong-password-1');
    expect(attacker.status, 'the attacking client itself is stopped').toBe(429);
    const customer = await login('127.0.0.3', email, 'quality-password-1');
    console.log(`30 wrong log-ins from 127.0.0.2: ${statuses.length} × 400, 31st ${attacker.status}; customer on 127.0.0.3: ${customer.status}`);
    expect(customer.status).toBe(200);
  });

  test('50 parallel wrong guesses on one account: at most 5 evaluated, the owner gets in after the Retry-After delay', async () => {
    const email = `parallel-${runId}@example.com`;
    await signUp(api, email);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => login(`127.0.1.${n + 1}`, email, `wrong-guess-${n}`)));
    const evaluated = answers.filter((answer) => answer.status === 400).length;
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(`50 parallel wrong guesses: ${evaluated} evaluated (400), ${refused.length} refused (429)`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(evaluated + refused.length).toBe(50);
    // The account slows down, it is not locked: the owner's right password goes through once the gate opens.
    const retryAfter = Math.max(...refused.map((answer) => Number(answer.headers['retry-after'])));
    expect(retryAfter).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    const owner = await login('127.0.0.9', email, 'quality-password-1');
    console.log(`owner after ${retryAfter} s: ${owner.status}`);
    expect(owner.status).toBe(200);
  });

  test('a shopper who forges X-Forwarded-For through the shop is still counted by his own address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const answer = await postViaShop({ from: '127.0.0.4', port: shopPort, path: '/web-api/customer-login', json: { email: `forged-${attempt}-${runId}@example.com`, password: 'wrong-password-1' }, headers: { 'x-forwarded-for': `10.0.${attempt}.1` } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

const direct = (path: string, init: RequestInit = {}) => fetch(`${api}${path}`, { ...init, signal: AbortSignal.timeout(120_000) });
const outboxDir = path.join(repoRoot, 'apps/shop-api', hostileApiDataDir, 'outbox');
/** How many mails went to an address, of one subject (an address also gets its sign-up's verification mail). */
const mailsTo = async (email: string, link: RegExp) =>
  (await readOutbox(outboxDir)).filter((mail) => mail.to === email && link.test(mail.text)).length;
/** A password reset mail's link (the mail's words are the shop's language). */
const resetLink = /\/password-reset\/?\?token=/;

test.describe('limits on expensive routes', () => {
  test('password reset: existing and unknown accounts answer in the same time (median of 100 each)', async () => {
    test.setTimeout(300_000);
    const existing: number[] = [];
    const unknown: number[] = [];
    const reset = (from: string, email: string) => requestFrom({ from, port: trafficPorts.api, path: '/web-api/customer-password-reset', method: 'POST', headers: { origin: allowedOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    // The accounts first: a sign-up's after-effects (scrypt's memory to collect) must not land on the measured resets.
    for (let n = 0; n < 100; n++) await requestSignUpFrom(`127.0.2.${n + 1}`, `timing-${n}-${runId}@example.com`);
    for (let n = 0; n < 100; n++) await completeSignUp(`timing-${n}-${runId}@example.com`);
    for (let n = 0; n < 100; n++) {
      const email = `timing-${n}-${runId}@example.com`;
      // Alternating which goes first, so neither kind always follows the other.
      const ask = [() => reset(`127.0.3.${n + 1}`, email), () => reset(`127.0.4.${n + 1}`, `nobody-${n}-${runId}@example.com`)] as const;
      let known: AddressedResponse;
      let nobody: AddressedResponse;
      if (n % 2 === 0) {
        known = await ask[0]();
        nobody = await ask[1]();
      } else {
        nobody = await ask[1]();
        known = await ask[0]();
      }
      expect([known.status, nobody.status]).toEqual([202, 202]);
      existing.push(known.ms);
      unknown.push(nobody.ms);
    }
    const difference = Math.abs(median(existing) - median(unknown));
    console.log(`reset timing: existing ${median(existing).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms (median of 100 each), difference ${difference.toFixed(2)} ms`);
    expect(difference).toBeLessThan(1);
  });

  test('password reset: the 21st for one address within the hour is refused and mails nothing; the first 20 mail once each @fast', async () => {
    const email = `reset-limit-${runId}@example.com`;
    // A client address of this run's own (any 127.x.y.z is loopback): reruns within the 15-minute client window start afresh.
    const client = `127.5.${process.pid % 250}.${(Date.now() % 250) + 1}`;
    await signUpFrom(client, email);
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++) statuses.push((await postViaShop({ from: client, port: shopPort, path: '/web-api/customer-password-reset', json: { email } })).status);
    // Mails leave from the API's background queue 0.25–1.25 s after each answer: wait for the 20, then long enough that a 21st would have come.
    for (let waited = 0; waited < 15_000 && (await mailsTo(email, resetLink)) < 20; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mails = await mailsTo(email, resetLink);
    console.log(`21 resets for one address: ${statuses.filter((status) => status === 202).length} × 202, 21st ${statuses[20]}; mails sent: ${mails}`);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(mails).toBe(20);
  });

  /**
   * Sign-up of existing and new addresses through the shop's /shop-api forward, alternating, each from its own client
   * address: the answers must be the same (status, body) and take the same time; the mails differ (a link for the new
   * address, "you already have an account" for the owner of the existing one).
   */
  async function signUpParity(count: number, tag: string) {
    // The existing accounts first (verified), so their sign-up work does not land on the measured requests.
    const existing = Array.from({ length: count }, (_, n) => `signup-${tag}-known-${n}-${runId}@example.com`);
    for (const [n, email] of existing.entries()) await requestSignUpFrom(`127.0.${tag === 'fast' ? 9 : 10}.${n + 1}`, email);
    for (const email of existing) await completeSignUp(email);
    // The same password and names for both kinds: the password check does the same work.
    const signUpVia = (from: string, email: string) => postViaShop({ from, port: shopPort, path: '/web-api/customer-signup', json: { email, password: 'quality-password-1', firstName: 'Quality', lastName: 'Check' } });
    const known: AddressedResponse[] = [];
    const fresh: AddressedResponse[] = [];
    for (let n = 0; n < count; n++) {
      const ask = [() => signUpVia(`127.0.${tag === 'fast' ? 11 : 12}.${n + 1}`, existing[n] ?? ''), () => signUpVia(`127.0.${tag === 'fast' ? 13 : 14}.${n + 1}`, `signup-${tag}-new-${n}-${runId}@example.com`)] as const;
      if (n % 2 === 0) {
        known.push(await ask[0]());
        fresh.push(await ask[1]());
      } else {
        fresh.push(await ask[1]());
        known.push(await ask[0]());
      }
    }
    return { existing, known, fresh };
  }

  test('sign-up: an existing and a new address answer alike through the shop (status, body), and each gets its own mail @fast', async () => {
    test.setTimeout(120_000);
    const { existing, known, fresh } = await signUpParity(10, 'fast');
    const answers = new Set([...known, ...fresh].map((answer) => `${answer.status} ${answer.body}`));
    console.log(`sign-up answers (10 existing, 10 new addresses): ${[...answers].join(' | ')}`);
    expect([...answers]).toEqual([`202 ${JSON.stringify({ message: 'Check your inbox: we have sent you an email to complete your sign-up.' })}`]);
    expect([...known, ...fresh].every((answer) => answer.headers['set-cookie'] === undefined)).toBe(true);
    // The owner of an existing account is told, and gets no link; the new address gets the link.
    const owner = await waitForMail(qualityOutboxDir, { to: existing[0] ?? '', match: (mail) => mail.subject === 'Du hast schon ein Konto bei uns' });
    expect(verificationToken(owner)).toBeUndefined();
    const newcomer = await waitForMail(qualityOutboxDir, { to: `signup-fast-new-0-${runId}@example.com` });
    expect(verificationToken(newcomer)).toMatch(/^[\w-]{43}$/);
  });

  test('sign-up: existing and new addresses answer in the same time through the shop (median of 100 each)', async () => {
    test.setTimeout(400_000);
    const { known, fresh } = await signUpParity(100, 'timing');
    expect(new Set([...known, ...fresh].map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
    expect(known[0]?.status).toBe(202);
    const difference = Math.abs(median(known.map((answer) => answer.ms)) - median(fresh.map((answer) => answer.ms)));
    console.log(`sign-up timing through the shop: existing ${median(known.map((answer) => answer.ms)).toFixed(2)} ms, new ${median(fresh.map((answer) => answer.ms)).toFixed(2)} ms (median of 100 each), difference ${difference.toFixed(2)} ms; identical status and body`);
    expect(difference).toBeLessThan(1);
  });

  test('image proxy: widths, heights, qualities and blurs outside the fixed set answer 400 @fast', async () => {
    const statuses: Record<string, number> = {};
    for (const query of ['w=300', 'w=1000', 'h=451', 'q=80', 'w=3840&dpr=2', 'blur=7']) statuses[query] = (await direct(`/images/wallart/hero-start.jpg?${query}`)).status;
    const inSet = (await direct('/images/wallart/hero-start.jpg?w=640&format=webp')).status;
    console.log(`out-of-set image sizes: ${JSON.stringify(statuses)}; w=640 webp ${inSet}`);
    expect(Object.values(statuses).every((status) => status === 400)).toBe(true);
    expect(inSet).toBe(200);
  });

  test('8 parallel heavy toolbox and image-proxy requests: a concurrent log-in stays under 500 ms; 7000 × 7000 refused', async () => {
    test.setTimeout(300_000);
    const email = `heavy-${runId}@example.com`;
    await signUpFrom('127.0.6.1', email);
    const loginOnce = async () => {
      const started = performance.now();
      const answer = await direct('/web-api/customer-login', { method: 'POST', headers: { origin: allowedOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'quality-password-1' }) });
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const idle = await loginOnce();
    const picture = solidPng(3000, 3000);
    const heavy = [
      ...Array.from({ length: 4 }, () => direct('/web-api/toolbox-convert-file?format=avif', { method: 'POST', headers: { origin: allowedOrigin, 'content-type': 'image/png' }, body: new Uint8Array(picture) })),
      ...(['webp', 'jpeg', 'png', 'webp'] as const).map((format, n) => direct(`/images/wallart/hero-start.jpg?w=1920&dpr=2&format=${format}&q=${[50, 75, 100, 85][n]}&blur=3&rotate=${[0, 90, 180, 270][n]}`)),
    ].map((answer) => answer.then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const underLoad: number[] = [];
    for (let n = 0; n < 3; n++) underLoad.push(await loginOnce());
    const results = await Promise.all(heavy);
    console.log(`log-in alone ${idle.toFixed(0)} ms; during 8 heavy renders ${underLoad.map((ms) => ms.toFixed(0)).join(', ')} ms; renders ${JSON.stringify(results.map((result) => result.status))}`);
    // Issue 15's bound (before the render queue: 34 ms alone → 23 s under load). Image work keeps to one core (one render
    // at a time per core but one, each on one libvips thread: apps/shop-api/src/services/work-queues.ts).
    expect(Math.max(...underLoad)).toBeLessThan(500);
    expect(results.every((result) => result.status === 201 || result.status === 200 || result.status === 503)).toBe(true);

    const huge = await direct('/web-api/toolbox-convert-file?format=avif', { method: 'POST', headers: { origin: allowedOrigin, 'content-type': 'image/png' }, body: new Uint8Array(solidPng(7000, 7000)) });
    console.log(`7000 × 7000 PNG to the toolbox: ${huge.status}`);
    expect(huge.status).toBe(413);
  });
});

test.describe('webhook and secrets', () => {
  test('the publish webhook: unsigned or wrongly signed 401, signed 200, never through the shop @fast', async () => {
    const body = '{"action":"published"}';
    const hook = (signature?: string) => direct('/v2/webhooks/publish', { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'webhook-signature': signature } : {}) }, body });
    const unsigned = await hook();
    const wrong = await hook(createHmac('sha1', 'not-the-secret').update(body).digest('hex'));
    const signed = await hook(createHmac('sha1', 'local-webhook-secret').update(body).digest('hex'));
    const viaShop = await postViaShop({ from: '127.0.0.7', port: shopPort, path: '/v2/webhooks/publish', json: { action: 'published' } });
    console.log(`webhook: unsigned ${unsigned.status}, wrong signature ${wrong.status}, signed ${signed.status}, through the shop ${viaShop.status}`);
    expect([unsigned.status, wrong.status, signed.status, viaShop.status]).toEqual([401, 401, 200, 404]);
  });

  test('the preview token from the environment is the one the shop API accepts; the local default is refused @fast', async () => {
    // The suite's shop API gets CONTENT_PREVIEW_TOKEN from its environment (playwright.config.ts), as `npm start` passes it through turbo (turbo.json, checked by apps/shop-api/src/env.test.ts).
    const draft = (token: string) => direct(`/v2/cdn/stories/kartenliebe/home?version=draft&token=${encodeURIComponent(token)}`);
    const fromEnv = await draft(qualityContentEnv.CONTENT_PREVIEW_TOKEN);
    const localDefault = await draft('local-preview-token');
    console.log(`preview token: from the environment ${fromEnv.status}, the local default ${localDefault.status}`);
    expect([fromEnv.status, localDefault.status]).toEqual([200, 401]);
  });

  test('production start on a default secret exits non-zero naming the variable (shop API and shop)', async () => {
    const run = (cwd: string, script: string, env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [script], { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, output });
        });
      });
    const apiDir = path.join(repoRoot, 'apps/shop-api');
    const cases = [
      { name: 'CONTENT_PREVIEW_TOKEN', result: await run(apiDir, 'src/main.ts', { API_PORT: '0', CONTENT_WEBHOOK_SECRET: 'a-real-secret' }) },
      { name: 'CONTENT_WEBHOOK_SECRET', result: await run(apiDir, 'src/main.ts', { API_PORT: '0', CONTENT_PREVIEW_TOKEN: 'a-real-token' }) },
      { name: 'CONTENT_SPACE_ID', result: await run(path.join(repoRoot, 'apps/kartenliebe'), 'server.ts', { KL_PORT: '0', CONTENT_PREVIEW_TOKEN: 'a-real-token' }) },
    ];
    for (const { name, result } of cases) {
      console.log(`production start without ${name}: exit ${result.code}, says ${JSON.stringify(result.output.split('\n').find((line) => line.includes(name)) ?? '')}`);
      expect(result.code, name).not.toBe(0);
      expect(result.code, name).not.toBeNull();
      expect(result.output, name).toContain(name);
    }
  });
});

test.describe('control characters', () => {
  test('NUL and other control characters in the text of every shop API route: 400, 0 5xx', async () => {
    test.setTimeout(300_000);
    const routes = listShopApiRoutes();
    const cookie = await signUp(api, `control-${runId}@example.com`);
    const statuses: Record<string, number> = {};
    const findings: string[] = [];
    // Routes that read no text at all (no query, no body): their answer cannot depend on a control character.
    const noText = new Set(['GET /health', 'GET /web-api/customer-data', 'POST /web-api/customer-logout', 'GET /web-api/cart', 'GET /web-api/customer-picture', 'DELETE /web-api/customer-picture', 'GET /web-api/orders', 'GET /web-api/customer-account', 'GET /web-api/wishlist']);
    for (const character of ['\u0000', '\u0001', '\u001b', '\u007f']) {
      const text = `a${character}b`;
      for (const route of routes) {
        const target = route.path.replaceAll('*', 'kartenliebe/home').replace(/:[A-Za-z]+/g, encodeURIComponent(text));
        const init: RequestInit =
          route.method === 'GET'
            ? {}
            : { method: route.method, body: JSON.stringify({ email: `x${text}@example.com`, name: text, message: text, subject: text, password: text, firstName: text, lastName: text, token: text, text }) };
        const query = route.method === 'GET' ? `?q=${encodeURIComponent(text)}&token=${encodeURIComponent(text)}` : '';
        const key = `${route.method} ${route.path}`;
        // Logging out would end the session the other routes need; Storyblok's webhook comes without an Origin.
        const headers = { ...(route.path.startsWith('/v2/webhooks') ? {} : { origin: allowedOrigin }), 'content-type': 'application/json', 'x-channel': 'kartenliebe-DE', 'x-locale': 'de-DE', ...(key === 'POST /web-api/customer-logout' ? {} : { cookie }) };
        const answer = await direct(`${target}${query}`, { ...init, headers });
        const body = await answer.text();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500) findings.push(`${route.method} ${route.path}: ${answer.status} ${body.slice(0, 120)}`);
        else if (answer.status !== 400 && !noText.has(key) && !(route.path === '/v2/webhooks/publish' && answer.status === 401) && !(route.method !== 'GET' && answer.status === 415))
          findings.push(`${route.method} ${route.path}: ${answer.status} ${body.slice(0, 120)}`);
      }
    }
    console.log(`control characters: ${routes.length} routes × 4 characters, statuses ${JSON.stringify(statuses)}`);
    expect(findings).toEqual([]);
  });
});

test.describe('crawlers', () => {
  const crawlers = ['curl/8.5.0', 'python-requests/2.32.3', 'Go-http-client/1.1', 'Mozilla/5.0 (compatible; GoogleOther)', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)', 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)'];
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const visit = (userAgent: string) => rawGet({ port: shopPort, target: '/', host: `localhost:${shopPort}`, headers: { 'user-agent': userAgent } });
  const visitorKey = (headers: Record<string, string>) => /splitIoUserKey=/.test(headers['set-cookie'] ?? '');
  // The page's flags provider reads the proxy's variant from the route segment (ShellVariantFlags), which the flight
  // data's router state names; the all-control code (crawlers, `?disabled`) starts no browser SDK
  // (variant-flags-provider.tsx).
  const flagClient = (body: string) => {
    const variant = /\\?"n\\?":\\?"variant\\?",\\?"t\\?":\\?"d\\?",\\?"k\\?":\\?"(v\w+)\\?"/.exec(body)?.[1];
    if (variant === undefined) throw new Error('no variant code in the page');
    return variant !== allControlVariant;
  };

  test('each listed crawler gets no visitor key and no flag client; a browser gets both', async () => {
    for (const userAgent of crawlers) {
      const page = await visit(userAgent);
      expect(page.status, userAgent).toBe(200);
      expect(visitorKey(page.headers), userAgent).toBe(false);
      expect(flagClient(page.body), userAgent).toBe(false);
    }
    const page = await visit(browser);
    console.log(`crawlers: ${crawlers.length} user agents without visitor key and flag client; browser: key ${visitorKey(page.headers)}, flag client ${flagClient(page.body)}`);
    expect(visitorKey(page.headers)).toBe(true);
    expect(flagClient(page.body)).toBe(true);
  });

  test('shop pages carry HSTS and Permissions-Policy in production', async () => {
    const page = await visit(browser);
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers['permissions-policy']).toContain('camera=()');
  });
});

test.describe('Accept-Language', () => {
  test('q-values count through the shop: fr;q=0, de;q=0.9 from Switzerland is de-CH, never fr @fast', async () => {
    const locate = async (acceptLanguage: string) => {
      const answer = await requestFrom({ from: '127.0.0.8', port: shopPort, path: '/shop-api/api/get-location/', headers: { host: `localhost:${shopPort}`, 'cf-ipcountry': 'CH', 'accept-language': acceptLanguage } });
      expect(answer.status, acceptLanguage).toBe(200);
      return (JSON.parse(answer.body) as { payload: { locale: string } }).payload.locale;
    };
    const cases = { 'fr;q=0, de;q=0.9': 'de-CH', 'fr-CH,fr;q=0.9': 'fr-CH', 'en;q=1, it;q=0.5, fr;q=0.8': 'fr-CH', 'es, en;q=0.5': 'de-CH' };
    const answers = Object.fromEntries(await Promise.all(Object.keys(cases).map(async (header) => [header, await locate(header)] as const)));
    console.log(`Accept-Language from CH: ${JSON.stringify(answers)}`);
    expect(answers).toEqual(cases);
  });
});

test.describe('logs', () => {
  test('every shop API answer carries a request id: the shopper\'s X-Request-Id through the shop, or a new one @fast', async () => {
    const given = await postViaShop({ from: '127.0.0.8', port: shopPort, path: '/web-api/customer-login', json: { email: `log-${runId}@example.com`, password: 'wrong-password-1' }, headers: { 'x-request-id': `quality-${runId}` } });
    const fresh = await requestFrom({ from: '127.0.0.8', port: shopPort, path: '/shop-api/health', headers: { host: `localhost:${shopPort}` } });
    const forged = await requestFrom({ from: '127.0.0.8', port: shopPort, path: '/shop-api/health', headers: { host: `localhost:${shopPort}`, 'x-request-id': 'a b\t<c>' } });
    console.log(`request ids: given ${String(given.headers['x-request-id'])}, none sent ${String(fresh.headers['x-request-id'])}, malformed sent ${String(forged.headers['x-request-id'])}`);
    expect(given.headers['x-request-id']).toBe(`quality-${runId}`);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe('password strength', () => {
  test('sign-up through the shop refuses common and patterned passwords with a message in the shopper\'s language; a passphrase passes @fast', async () => {
    const signUpVia = (password: string, locale: string, channel: string) =>
      postViaShop({ from: '127.0.0.10', port: shopPort, path: '/web-api/customer-signup', json: { email: `strength-${Math.random().toString(36).slice(2, 10)}-${runId}@example.com`, password, firstName: 'Greta', lastName: 'Gruber' }, headers: { 'x-locale': locale, 'x-channel': channel } });
    const weak = ['aaaaaaaa', 'password1', 'Sommer2024', 'qwertzuiop', 'gretagruber1'];
    const refused = await Promise.all(weak.map((password) => signUpVia(password, 'fr-CH', 'kartenliebe-CH')));
    const messages = refused.map((answer) => (JSON.parse(answer.body) as { error: { code: string; fields?: { password?: string } } }).error);
    const german = await signUpVia('password1', 'de-DE', 'kartenliebe-DE');
    const passphrase = await signUpVia('lampe-zebra-fluss', 'de-DE', 'kartenliebe-DE');
    console.log(`password strength: ${weak.length} weak refused (${refused.map((answer) => answer.status).join(', ')}), fr-CH says ${JSON.stringify(messages[0]?.fields?.password)}; passphrase ${passphrase.status}`);
    expect(refused.map((answer) => answer.status)).toEqual(weak.map(() => 400));
    expect(messages.every((error) => error.code === 'weak_password' && /trop facile à deviner/.test(error.fields?.password ?? ''))).toBe(true);
    expect(JSON.parse(german.body).error.fields.password).toMatch(/zu leicht zu erraten/);
    expect(passphrase.status).toBe(202);
  });
});
