import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isTurbopackRuntime } from '@shop/storefront/server/scripts-after-first-picture';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readMail, readVerificationLink } from './mail.ts';
import { channelOf, channelPorts, countryUrl, documentScripts, getAs, openWhenHydrated, slash, type Channel } from './stack.ts';

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The newest password reset link mailed to an address: the shop of the request (the channel's port), its slash policy. */
async function readResetLink(email: string): Promise<string> {
  const mail = await readMail(email, (entry) => /\/password-reset\/?\?token=/.test(entry.text));
  const link = /(https?:\/\/localhost:\d+\/password-reset\/?\?token=[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return link;
}

const banner = (page: Page) => page.getByRole('banner');

test.describe('customer account in the shell', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sign up from the header, follow the mailed link (logged in), log out, log in, reset the password through the mailed link, log in with the new one', async ({ page }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const email = `shell-${channel}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const firstName = 'Erika';
    const lastName = channel === 'kartenliebe' ? 'Kartenfreundin' : 'Wandfreundin';
    const fullName = `${firstName} ${lastName}`;

    // The consent banner (a fixed overlay once the page is idle) covers the account bar: decline it when it shows.
    await page.addLocatorHandler(page.getByRole('region', { name: 'Cookies und Datenschutz' }), async (consent) => {
      await consent.getByRole('button', { name: 'Nur notwendige' }).click();
    });
    const customerData = page.waitForResponse((response) => response.url().includes('/web-api/customer-data'));
    await page.goto('/');
    await customerData;

    // Sign up from the log-in dialog the account entry opens.
    await banner(page).getByRole('button', { name: 'Mein Konto' }).click();
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Neu hier? Konto erstellen' }).click();
    const signup = page.getByRole('dialog', { name: 'Konto erstellen' });
    await signup.getByLabel('Vorname').fill(firstName);
    await signup.getByLabel('Nachname').fill(lastName);
    await signup.getByLabel('E-Mail-Adresse').fill(email);
    await signup.getByLabel(/Neues Passwort/).fill('erstes-passwort-1');
    await signup.getByRole('button', { name: 'Konto erstellen' }).click();
    // Nobody is logged in yet: the dialog says to check the mail.
    await expect(signup.getByRole('status')).toContainText('Bitte prüfe dein Postfach');
    await signup.getByRole('button', { name: 'Alles klar' }).click();
    await expect(signup).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Mein Konto' })).toBeVisible();

    // Logging in before the link is followed (once the mail is out): said plainly, with a new mail on request.
    const verification = await readVerificationLink(email);
    await banner(page).getByRole('button', { name: 'Mein Konto' }).click();
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill('erstes-passwort-1');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText('Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.');
    await login.getByRole('button', { name: 'Bestätigungslink erneut senden' }).click();
    await expect(login.getByRole('status')).toBeVisible();

    // The mailed link: the registration verification page of this channel says so, logged in.
    expect(new URL(verification).origin).toBe(new URL(page.url()).origin);
    expect(new URL(verification).pathname).toBe(slash(channel, '/registrierung-bestaetigen'));
    await page.goto(verification);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine E-Mail-Adresse ist bestätigt');
    await expect(page.getByRole('status').filter({ hasText: 'du bist jetzt angemeldet' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: fullName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Followed twice: the link is used up, the page says so and offers the log-in.
    await page.goto(verification);
    await expect(page.getByTestId('registration-verification')).toHaveAttribute('data-outcome', 'used');
    await page.keyboard.press('Escape');
    await page.goto('/');

    // The session survives a reload: the header learns the name from customer-data after hydration.
    await page.reload();
    await expect(banner(page).getByRole('link', { name: fullName })).toBeVisible();

    // Log out: the start page loads again, logged out.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await reloaded;
    await expect(banner(page).getByRole('button', { name: 'Mein Konto' })).toBeVisible();

    // Log in again.
    await banner(page).getByRole('button', { name: 'Mein Konto' }).click();
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill('erstes-passwort-1');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(banner(page).getByRole('link', { name: fullName })).toBeVisible();
    const reloadedAgain = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await reloadedAgain;
    await expect(banner(page).getByRole('button', { name: 'Mein Konto' })).toBeVisible();

    // Forgot the password: the reset dialog sends the mail.
    await banner(page).getByRole('button', { name: 'Mein Konto' }).click();
    await login.getByRole('button', { name: 'Passwort vergessen?' }).click();
    const reset = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    await reset.getByLabel('E-Mail-Adresse').fill(email);
    await reset.getByRole('button', { name: 'Link senden' }).click();
    await expect(reset.getByRole('status')).toBeVisible();

    // The mailed link (path and token) opens the confirm dialog on this channel.
    const link = await readResetLink(email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    expect(new URL(link).pathname).toBe(slash(channel, '/password-reset'));
    await page.goto(link);
    const confirm = page.getByRole('dialog', { name: 'Neues Passwort festlegen' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByLabel(/Neues Passwort/).fill('zweites-passwort-2');
    await confirm.getByRole('button', { name: 'Passwort speichern' }).click();
    await confirm.getByRole('button', { name: 'Jetzt anmelden' }).click();

    // The old password no longer works, the new one does.
    await expect(login).toBeVisible();
    await login.getByLabel('E-Mail-Adresse').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill('erstes-passwort-1');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(login.getByRole('alert')).toBeVisible();
    await login.getByLabel('Passwort', { exact: true }).fill('zweites-passwort-2');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(banner(page).getByRole('link', { name: fullName })).toBeVisible();
  });
});

test('fr-CH: sign up from the header of the Swiss shop in French; the French mail opens the French page, logged in', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const channel = channelOf(testInfo.project.name);
  const email = `shell-fr-${channel}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const customerData = page.waitForResponse((response) => response.url().includes('/web-api/customer-data'));
  await page.goto(countryUrl(channel, 'ch', slash(channel, '/fr')));
  await customerData;
  await banner(page).locator('button.header__entry--account').click();
  await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Nouveau ? Créer un compte' }).click();
  const signup = page.getByRole('dialog', { name: 'Créer un compte' });
  await signup.getByLabel('Prénom').fill('Aline');
  await signup.getByLabel('Nom', { exact: true }).fill('Romande');
  await signup.getByLabel('Adresse e-mail').fill(email);
  await signup.getByLabel(/Nouveau mot de passe/).fill('premier-mot-de-passe-1');
  await signup.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(signup.getByRole('status')).toContainText('Consultez votre boîte de réception');

  const mail = await readMail(email);
  expect(mail.subject).toBe('Merci de confirmer votre adresse e-mail');
  expect(mail.text).toContain('Bonjour Aline,');
  const link = await readVerificationLink(email);
  expect(new URL(link).host).toBe(`ch.localhost:${new URL(page.url()).port}`);
  expect(new URL(link).pathname).toBe(slash(channel, '/fr/confirmer-inscription'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre adresse e-mail est confirmée');
  await expect(banner(page).getByRole('link', { name: 'Aline Romande' })).toBeVisible();
});

test('the registration verification page without a usable link: a clear message and a form for a new mail, without JavaScript', async ({ browser }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`${slash(channel, '/registrierung-bestaetigen')}?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig');
  await page.getByLabel('E-Mail-Adresse').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Neuen Link senden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neuer Link unterwegs');
  await context.close();
});

test('burger navigation through three levels on a phone, page scroll locked and restored', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.setViewportSize({ width: 375, height: 740 });
  const customerData = page.waitForResponse((response) => response.url().includes('/web-api/customer-data'));
  await page.goto('/');
  await customerData;
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 400);
  });

  const burgerButton = banner(page).getByRole('button', { name: 'Menü öffnen' });
  const burger = page.getByRole('navigation', { name: 'Menü' });
  await openWhenHydrated(burgerButton, burger);
  await expect(burgerButton).toHaveAttribute('aria-expanded', 'true');
  // The page behind is locked: the wheel does not move it.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const lockedAt = await page.evaluate(() => window.scrollY);
  await page.mouse.move(20, 700);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(lockedAt);
  await expectNoSeriousA11yViolations(page);

  // Primary → secondary from a scrolled primary list (clicked in place, so the list keeps its scroll position).
  const primary = burger.getByTestId('burger-primary');
  const primaryScroll = await primary.evaluate((element) => {
    element.scrollTop = 60;
    return element.scrollTop;
  });
  expect(primaryScroll).toBeGreaterThan(0);
  const primaryEntry = primary.getByRole('button').first();
  const primaryText = (await primaryEntry.innerText()).trim();
  await primaryEntry.evaluate((element: HTMLElement) => element.click());
  await expect(burger.getByRole('heading', { level: 2, name: primaryText })).toBeVisible();

  // Secondary → tertiary: an accordion opens its links.
  const accordion = burger.locator('.burger__accordion > button').first();
  await accordion.click();
  await expect(accordion).toHaveAttribute('aria-expanded', 'true');
  const tertiary = burger.locator('.burger__tertiary').first();
  await expect(tertiary).toBeVisible();
  await expect(tertiary.getByRole('link').first()).toHaveAttribute('href', channel === 'kartenliebe' ? /\/$/ : /[^/]$/);
  await expectNoSeriousA11yViolations(page);

  // Back to primary: where the list was scrolled to.
  await burger.getByRole('button', { name: 'Zurück' }).click();
  await expect(primary).toBeVisible();
  await expect.poll(() => primary.evaluate((element) => element.scrollTop)).toBe(primaryScroll);

  // Closing unlocks the page and hands focus back to the burger button.
  await burger.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(burger).toBeHidden();
  await expect(burgerButton).toHaveAttribute('aria-expanded', 'false');
  await expect(burgerButton).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);

  // Reopened, the burger starts again at the primary level.
  await burgerButton.click();
  await expect(primary).toBeVisible();
  await expect(burger.getByRole('heading', { level: 2 })).toHaveCount(0);
});

test('the main navigation opens a flyout on hover at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navigation).toBeVisible();
  // The first item with a flyout (the wall-art or cards category).
  const flyout = navigation.locator('.flyout').first();
  const item = navigation.locator('.main-navigation__item').filter({ has: page.locator('.flyout') }).first();
  await expect(flyout).toBeHidden();
  await item.locator('.main-navigation__link').hover();
  await expect(flyout).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/has-flyout-overlay/);
  await expect(flyout.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(640, 700);
  await expect(flyout).toBeHidden();
});

test('a 404 renders inside the shell', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const response = await page.goto(slash(channel, '/gibt-es-nicht-im-shell-test'));
  expect(response?.status()).toBe(404);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The error page of spec point 2: title, the error story of the content space, a way home, details folded away.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.locator('.error-page__story').getByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible();
  await expect(page.locator('.error-page__action').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  const details = page.locator('details.error-page__details');
  await expect(details).not.toHaveAttribute('open');
  await expect(details.getByText('/gibt-es-nicht-im-shell-test')).toBeHidden();
  await details.getByText('Fehlerdetails').click();
  await expect(details.getByText(/404: .*\/gibt-es-nicht-im-shell-test/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the server HTML already holds header and navigation', async ({ request }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  for (const url of [countryUrl(channel, null, '/'), countryUrl(channel, 'ch', slash(channel, '/fr/'))]) {
    const response = await getAs(request, url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="header header--web"');
    expect(html).toMatch(/<nav class="main-navigation" aria-label="[^"]+"/);
    expect(html).toMatch(/class="burger-button"/);
    expect(html).toContain('class="main-navigation__link"');
  }
  const desktop = await (await getAs(request, countryUrl(channel, null, slash(channel, '/d/desktop-startseite')))).text();
  expect(desktop).toContain('class="header header--app"');
  expect(desktop).not.toContain('class="main-navigation"');
});

test('the page is styled from its own document: no stylesheet request before or after hydration', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) stylesheetRequests.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(countryUrl(channel, null, '/'));
  // Hydrated: the burger opens (React found its stylesheet link and did not insert one of its own).
  await openWhenHydrated(page.getByRole('button', { name: 'Menü öffnen' }), page.locator('#burger-navigation'));
  expect(stylesheetRequests).toEqual([]);
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({ owner: (sheet.ownerNode as Element).tagName, disabled: sheet.disabled, rules: sheet.cssRules.length })),
  );
  // One inline sheet with the build's rules in force; the link React keeps is disabled and never loaded.
  expect(sheets.filter((sheet) => sheet.owner === 'STYLE' && !sheet.disabled && sheet.rules > 100)).toHaveLength(1);
  expect(sheets.filter((sheet) => sheet.owner === 'LINK' && !sheet.disabled)).toEqual([]);
  await expect(banner(page)).toHaveCSS('display', 'flex');
});

test('the browser logs no problem with the page’s headers or content: no warning or error of its own', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  // The browser's own log (CDP Log domain), not the console: header errors such as an unknown Permissions-Policy
  // feature land only there. A request the page makes that fails would too.
  const session = await page.context().newCDPSession(page);
  const entries: string[] = [];
  session.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'warning' || entry.level === 'error') entries.push(`${entry.source} ${entry.level}: ${entry.text}`);
  });
  await session.send('Log.enable');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(countryUrl(channel, null, '/'));
  await openWhenHydrated(page.getByRole('button', { name: 'Menü öffnen' }), page.locator('#burger-navigation'));
  expect(entries).toEqual([]);
});

test('the pictures’ blurred placeholders come inside the document: no request for one, and hydration keeps them', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const placeholderRequests: string[] = [];
  page.on('request', (request) => {
    if (/[?&]blur=3(&|$)/.test(request.url()) && !request.url().startsWith('data:')) placeholderRequests.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  // The home locale's start page: the warm-up rendered it and read its placeholders before the shop listened.
  await page.goto(countryUrl(channel, null, '/'));
  await openWhenHydrated(page.getByRole('button', { name: 'Menü öffnen' }), page.locator('#burger-navigation'));
  const backgrounds = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main img[style*="background-image"]')].map((image) => getComputedStyle(image).backgroundImage),
  );
  // The hero and the sub-teasers at least, each a webp of the proxy's placeholder (spec: 10×10, blur 3, quality 50).
  expect(backgrounds.length).toBeGreaterThanOrEqual(4);
  for (const background of backgrounds) expect(background).toMatch(/^url\("data:image\/webp;base64,[A-Za-z0-9+/]+=*"\)$/);
  expect(placeholderRequests).toEqual([]);
});

test('the page’s scripts load after its first picture is painted, and it hydrates', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  await page.setViewportSize({ width: 390, height: 800 });
  const response = await page.goto(countryUrl(channel, null, '/'));
  const html = (await response?.text()) ?? '';
  // The document names the build's scripts only in its loader: no script tag, no preload that would start them early.
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  const scripts = documentScripts(html);
  expect(scripts.length).toBeGreaterThan(3);
  expect(html).toContain('elementtiming="first-picture"');
  // Hydrated: the burger opens.
  await openWhenHydrated(banner(page).getByRole('button', { name: 'Menü öffnen' }), page.locator('#burger-navigation'));
  const timing = await page.evaluate(
    () =>
      new Promise<{ painted: number; requested: { path: string; start: number }[] }>((done) => {
        new PerformanceObserver((list, observer) => {
          const picture = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'first-picture');
          if (!picture) return;
          observer.disconnect();
          // The loader adds script tags, and a preload for Turbopack's runtime, which it adds after the others.
          const requested = performance
            .getEntriesByType('resource')
            .filter((entry) => ['script', 'link'].includes((entry as PerformanceResourceTiming).initiatorType))
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
          done({ painted: picture.startTime, requested });
        }).observe({ type: 'element', buffered: true });
      }),
  );
  const requested = timing.requested.filter((entry) => scripts.includes(entry.path));
  expect(requested.map((entry) => entry.path).sort()).toEqual([...new Set(scripts)].sort());
  for (const entry of requested) expect(entry.start, entry.path).toBeGreaterThanOrEqual(timing.painted);
  // Turbopack's runtime is added last, once the others have loaded: the page's entry runs in a task of its own.
  const runtime = scripts.find(isTurbopackRuntime);
  expect(runtime).toBeDefined();
  const added = await page.evaluate(() => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname));
  expect(added.filter((src) => scripts.includes(src)).at(-1)).toBe(runtime);
});

/** Records the page's layout shifts from its first paint on (shifts right after input do not count, as in CLS). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { shellShift: number; shiftSources: string[] };
    state.shellShift = 0;
    state.shiftSources = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.shellShift += entry.value;
        for (const source of entry.sources) state.shiftSources.push((source.node as Element | null)?.outerHTML?.slice(0, 120) ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const state = window as unknown as { shellShift: number; shiftSources: string[] };
      return { shift: state.shellShift, sources: state.shiftSources };
    });
}

test('no layout shift when the customer session loads', async ({ page }) => {
  const layoutShifts = await recordLayoutShifts(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const customerData = page.waitForResponse((response) => response.url().includes('/web-api/customer-data'));
    await page.goto('/');
    await customerData;
    await page.waitForTimeout(500);
    const { shift, sources } = await layoutShifts();
    expect(shift, `layout shift at ${width} px: ${sources.join(' | ')}`).toBe(0);
  }
});

// Issue 16's rare layout shifts in Lighthouse runs: the browser painted the document between two of its network chunks.
// The header read up to its first entry (`nav.header__entries`, 0.0003–0.0021): the rest of the right-aligned entries
// then pushed it aside. A category page read up to its first sub-navigation tile's picture (0.0004): the tile's label,
// wider than the picture, then widened the tile and moved the centred picture. Each page here arrives in two pieces
// split exactly there, 800 ms apart. Both are shown only once complete (header.css, sub-navigation.css), and the rest
// of the page is still painted before the document has arrived: nothing holds the first paint.
const splitCases: { name: string; path: Record<Channel, string>; split: (html: Buffer) => number }[] = [
  {
    name: 'the start page, after the first header entry',
    path: { kartenliebe: '/', wallart: '/' },
    split: (html) => {
      const at = html.indexOf('<nav class="header__entries"');
      return at < 0 ? -1 : html.indexOf('</a>', at) + '</a>'.length;
    },
  },
  {
    name: "a category page, between the first sub-navigation tile's picture and its label",
    path: { kartenliebe: '/karten/', wallart: '/wandbilder' },
    split: (html) => {
      const at = html.indexOf('<ul class="sub-navigation__tiles');
      return at < 0 ? -1 : html.indexOf('/>', html.indexOf('<img', at)) + '/>'.length;
    },
  },
];

for (const { name, path, split: splitOf } of splitCases) {
  test(`no layout shift when the document arrives in pieces: ${name}`, async ({ page }, testInfo) => {
    const channel = channelOf(testInfo.project.name);
    const appPort = channelPorts[channel];
    let split = -1;
    const server = createServer((request, response) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: appPort, path: request.url, method: request.method, headers: { ...request.headers, host: `localhost:${appPort}`, 'accept-encoding': 'identity' } },
        (answer) => {
          if (request.url !== path[channel]) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks);
            split = splitOf(html);
            const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = answer.headers;
            response.writeHead(answer.statusCode ?? 502, headers);
            response.write(html.subarray(0, Math.max(split, 0)));
            setTimeout(() => response.end(html.subarray(Math.max(split, 0))), 800);
          });
        },
      );
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const layoutShifts = await recordLayoutShifts(page);
      await page.setViewportSize({ width: 375, height: 800 });
      // The document's own parse is what is tested; its pictures and scripts may take their time on a cold stack.
      await page.goto(`http://localhost:${(server.address() as AddressInfo).port}${path[channel]}`, { waitUntil: 'domcontentloaded' });
      // The split was found, so a renamed class cannot make this pass without testing anything.
      expect(split, 'the split point was found in the page').toBeGreaterThan(0);
      await page.waitForTimeout(500);
      const { shift, sources } = await layoutShifts();
      expect(shift, `layout shift: ${sources.join(' | ')}`).toBe(0);
      // Painted while the document was still arriving (its second piece comes 800 ms after the first).
      const { contentfulPaint, documentEnd } = await page.evaluate(() => ({
        contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      }));
      expect(contentfulPaint, 'first contentful paint before the document has arrived').toBeLessThan(documentEnd);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
}

/** Per channel: a page below a category with a sub-navigation, its tile, the category's main item, feed pages. */
const subNavigationCases = {
  kartenliebe: { page: '/karten/dankeskarten', tile: 'Dankeskarten', item: 'Karten', hiddenOn: '/feed-card', alwaysOn: null },
  wallart: { page: '/wandbilder/acrylglas', tile: 'Acrylglas', item: 'Wandbilder', hiddenOn: '/feed-calendar', alwaysOn: '/feed-collage' },
} as const;

test('sub-navigation of the story, its active tile and the selected main item are in the server HTML', async ({ request }, testInfo) => {
  const cases = subNavigationCases[channelOf(testInfo.project.name)];
  const channel = channelOf(testInfo.project.name);
  const html = await (await getAs(request, countryUrl(channel, null, slash(channel, cases.page)))).text();
  expect(html).toMatch(/<nav class="sub-navigation" aria-label="Unterkategorien"/);
  expect(html).toMatch(new RegExp(`sub-navigation__tiles--circle">(?:(?!</ul>).)*?<a href="[^"]+" aria-current="page">(?:(?!</a>).)*?${cases.tile}</span>`));
  // Selected by the story's navigation type: the page is below the category, not the category page itself.
  expect(html).toMatch(new RegExp(`<li class="main-navigation__item is-selected"[^>]*><a class="main-navigation__link" href="[^"]+">${cases.item}<`));
  const feed = await (await getAs(request, countryUrl(channel, null, slash(channel, cases.hiddenOn)))).text();
  expect(feed).not.toContain('class="sub-navigation"');
  if (cases.alwaysOn) {
    const always = await (await getAs(request, countryUrl(channel, null, slash(channel, cases.alwaysOn)))).text();
    expect(always).toContain('class="sub-navigation"');
  }
});

test('sub-navigation in the browser: tiles in the spec sizes, the current one active, no serious a11y violation', async ({ page }, testInfo) => {
  const channel = channelOf(testInfo.project.name);
  const cases = subNavigationCases[channel];
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(slash(channel, cases.page));
  const subNavigation = page.getByRole('navigation', { name: 'Unterkategorien' });
  await expect(subNavigation).toBeVisible();
  const active = subNavigation.locator('a[aria-current="page"]');
  await expect(active).toHaveText(cases.tile);
  await expect(active.locator('img')).toHaveAttribute('width', '76');
  await expect(active.locator('img')).toHaveAttribute('height', '76');
  // Every item of the story's navigation type is selected (wallart: wall art and canvas share the type).
  const selected = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('.main-navigation__item.is-selected > .main-navigation__link');
  await expect(selected.filter({ hasText: cases.item })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
