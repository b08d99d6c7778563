import { expect, test } from '@playwright/test';
import { allowedOrigin, followVerificationMail, signUp } from '../src/api-hostile.ts';
import { channels, type Channel } from '../src/pages.ts';
import { securityPorts } from '../src/ports.ts';
import { rawGet } from '../src/raw-http.ts';
import { qualityContentEnv, startAll, startChannelApp, type Service } from '../src/stack.ts';

// Each check its own test.
const api = `http://127.0.0.1:${securityPorts.api}`;
const runId = `${Date.now().toString(36)}-${process.pid}`;
const apps: Service[] = [];

test.beforeAll(async () => {
  // Waits for a teammate's build in progress (src/stack.ts snapshotApp) before starting.
  test.setTimeout(660_000);
  apps.push(...(await startAll(channels.map((channel) => () => startChannelApp({ channel, ports: securityPorts })))));
});
test.afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

const page = (channel: Channel, target: string) => rawGet({ port: securityPorts[channel], target, host: `localhost:${securityPorts[channel]}` });
const startPath = (_channel: Channel) => '/';
/** A Content-Security-Policy as directive → sources. */
const directives = (policy: string) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

test.describe('shop API', () => {
  test('session cookie: HttpOnly, SameSite=Lax, Path=/, Secure on a public host', async () => {
    const signup = await fetch(`${api}/web-api/customer-signup`, {
      method: 'POST',
      headers: { origin: allowedOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `cookie-${runId}@example.com`, password: 'quality-password-1', firstName: 'Co', lastName: 'Okie' }),
    });
    expect(signup.status).toBe(202);
    // The session starts when the mailed link is followed.
    const local = await followVerificationMail(api, `cookie-${runId}@example.com`);
    expect(local.status).toBe(200);
    const cookie = local.headers.getSetCookie().find((line) => line.startsWith('shop_session='));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    // Behind the shops' proxy on a real domain the cookie must be Secure.
    const remote = await fetch(`${api}/web-api/customer-login`, {
      method: 'POST',
      headers: { origin: 'https://www.kartenliebe.de', 'x-forwarded-host': 'www.kartenliebe.de', 'content-type': 'application/json' },
      body: JSON.stringify({ email: `cookie-${runId}@example.com`, password: 'quality-password-1' }),
    });
    expect(remote.status).toBe(200);
    expect(remote.headers.getSetCookie().find((line) => line.startsWith('shop_session='))).toMatch(/;\s*Secure/i);
  });

  test('CSRF: a POST from a foreign origin is refused with 403 JSON before it touches anything', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example:3000', 'http://localhost:3000.evil.example', 'https://kartenliebe.de.evil.example']) {
      const response = await fetch(`${api}/web-api/customer-signup`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `csrf-${runId}-${origin.length}@example.com`, password: 'quality-password-1', firstName: 'C', lastName: 'S' }),
      });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'origin_not_allowed' } });
    }
    // The refused sign-ups created nothing: the same address signs up fine from the shop's origin.
    await signUp(api, `csrf-${runId}-${'https://evil.example'.length}@example.com`);
  });

  test('login throttling: after 5 wrong passwords the account waits (429 with Retry-After), even for the right one', async () => {
    const email = `throttle-${runId}@example.com`;
    await signUp(api, email);
    const login = (password: string) =>
      fetch(`${api}/web-api/customer-login`, { method: 'POST', headers: { origin: allowedOrigin, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(`wrong-${attempt}`)).status).toBe(400);
    const blocked = await login('quality-password-1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
  });

  test('preview token: drafts and releases need the preview token, a wrong one is 401', async () => {
    for (const query of ['version=draft&token=forged', 'version=draft&token=', 'from_release=1&token=forged', 'version=draft']) {
      const response = await fetch(`${api}/v2/cdn/stories/kartenliebe/home?${query}`);
      expect(response.status, query).toBeGreaterThanOrEqual(400);
      expect(response.status, query).toBeLessThan(500);
      expect(await response.text(), query).not.toContain('Neu: Die Winterkollektion ist da');
    }
    const page = await fetch(`${api}/frontend-api/mp/storyblok/de-DE/?version=draft&token=forged`, { headers: { 'x-channel': 'kartenliebe-DE' } });
    expect(page.status).toBe(401);
    const good = await fetch(`${api}/v2/cdn/stories/kartenliebe/home?version=draft&token=${qualityContentEnv.CONTENT_PREVIEW_TOKEN}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('Neu: Die Winterkollektion ist da');
  });

  test('API errors reflect input only inside JSON, never as HTML', async () => {
    const response = await fetch(`${api}/%3Cscript%3Ealert(1)%3C/script%3E?x=%3Cimg%20src=x%20onerror=alert(1)%3E`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

for (const channel of channels) {
  test.describe(channel, () => {
    test('a forged preview token shows no draft content', async () => {
      const response = await page(channel, `${startPath(channel)}?_storyblok=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=${Math.floor(Date.now() / 1000)}&_storyblok_tk[token]=forged&_storyblok_release=1`);
      expect(response.status).toBeLessThan(500);
      expect(response.body).not.toContain('Neu: Die Winterkollektion ist da');
      expect(response.body).not.toContain('data-blok-c');
    });

    test('no reflected input in HTML unescaped (path, query, headers)', async () => {
      const marker = '<script>alert("q9")</script>';
      const attribute = '"><img src=x onerror=alert("q9")>';
      const targets = [
        `/${encodeURIComponent(marker)}`,
        `/${marker}`,
        `/${encodeURIComponent(attribute)}`,
        `/gibt-es-nicht/?q=${encodeURIComponent(marker)}&r=${encodeURIComponent(attribute)}`,
        `/?q=${encodeURIComponent(marker)}&locale=${encodeURIComponent(attribute)}`,
        `/fr/${encodeURIComponent(attribute)}`,
      ];
      for (const target of targets) {
        const response = await rawGet({ port: securityPorts[channel], target, host: `localhost:${securityPorts[channel]}`, headers: { referer: `http://evil.example/${attribute}`, 'user-agent': marker } });
        expect(response.status, target).toBeLessThan(500);
        expect(response.body.includes('<script>alert("q9")'), `${target} reflects a script tag`).toBe(false);
        expect(response.body.includes('<img src=x onerror'), `${target} reflects an attribute break-out`).toBe(false);
        expect(response.headers.location ?? '', target).not.toContain('<');
      }
    });

    test('security header: Content-Security-Policy without unsafe-eval, scripts and connections to own origins only', async () => {
      const response = await page(channel, startPath(channel));
      const csp = directives(response.headers['content-security-policy'] ?? '');
      expect(csp.get('script-src')).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      // The local stack configures no third party: nothing beyond the own origin may run or be contacted.
      expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', `http://127.0.0.1:${securityPorts.api}`]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // Cached pages (x-nextjs-cache HIT) carry the same policy as the first render.
      const again = await page(channel, startPath(channel));
      expect(again.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
    });

    test('security header: frame-ancestors (clickjacking); the editor preview is frameable by the editor only', async () => {
      for (const target of [startPath(channel), '/gibt-es-nicht/']) {
        const response = await page(channel, target);
        expect(directives(response.headers['content-security-policy'] ?? '').get('frame-ancestors'), target).toEqual(["'none'"]);
        expect(response.headers['x-frame-options'], target).toBe('DENY');
      }
      const preview = await page(channel, `${startPath(channel)}?_storyblok=1&_storyblok_tk[space_id]=1001&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x`);
      expect(directives(preview.headers['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(['https://app.storyblok.com']);
      expect(preview.headers['x-frame-options']).toBeUndefined();
    });

    test('security header: Referrer-Policy', async () => {
      const response = await page(channel, startPath(channel));
      expect(response.headers['referrer-policy'] ?? '').toMatch(/^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/);
    });

    test('the policy does not break the page: no CSP violation while it loads and hydrates', async ({ page: browserPage }) => {
      const violations: string[] = [];
      browserPage.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await browserPage.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
      });
      await browserPage.goto(`http://localhost:${securityPorts[channel]}${startPath(channel)}`, { waitUntil: 'networkidle' });
      expect(violations).toEqual([]);
    });

    test('a cacheable HTML page sets no cookie (a shared cache would hand one visitor key to everyone)', async () => {
      // A crawler (no user agent) and a browser's first visit: the proxy gives the browser a visitor key, so that answer is private.
      const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' };
      for (const [target, headers] of [[startPath(channel), {}], [startPath(channel), browser], ['/datenschutz/', browser]] as const) {
        const response = await rawGet({ port: securityPorts[channel], target, host: `localhost:${securityPorts[channel]}`, headers });
        const cacheable = /s-maxage|public/.test(response.headers['cache-control'] ?? '');
        expect(cacheable && response.headers['set-cookie'] !== undefined, `${target} ${JSON.stringify(headers)}: ${response.headers['cache-control']}`).toBe(false);
        // The private answer stays fit for the back/forward cache: private and revalidated, never no-store.
        if (response.headers['set-cookie'] !== undefined) expect(response.headers['cache-control'], target).toMatch(/^private, no-cache\b(?!.*no-store)/);
      }
      // A returning visitor sends the key and gets the cacheable page.
      const returning = await rawGet({ port: securityPorts[channel], target: startPath(channel), host: `localhost:${securityPorts[channel]}`, headers: { ...browser, cookie: 'splitIoUserKey=0b5e2c1a-9d3f-4e7a-8c21-6f0d4b9a7e35' } });
      expect(returning.headers['set-cookie']).toBeUndefined();
      expect(returning.headers['cache-control']).toMatch(/s-maxage/);
    });

    test('security header: X-Content-Type-Options nosniff', async () => {
      const response = await page(channel, startPath(channel));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
}
