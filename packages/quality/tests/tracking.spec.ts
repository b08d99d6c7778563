import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { trackingPorts } from '../src/ports.ts';
import { startAll, startChannelApp, type Service } from '../src/stack.ts';
import { AB_FLAG, integrationEnv, startSplitStandIn, startStandInServer } from '../src/tracking-stand-ins.ts';

// Issue 10 (tracking, consent, third-party scripts) and issue 6 (flags without flicker) against the real kartenliebe
// app in Chromium. Every integration of the app points at loopback stand-ins this file starts: the third-party scripts
// on one port, the Split service on another (both SDKs, server and browser, talk to it with SDK keys set).
const app = `http://localhost:${trackingPorts.kartenliebe}`;
const AB_PAGE = '/ideen-und-angebote/';
const appEnv = integrationEnv(trackingPorts);
const TAG_MANAGER_ID = appEnv.NEXT_PUBLIC_TAG_MANAGER_ID;

let standIns: Awaited<ReturnType<typeof startStandInServer>>;
let split: Awaited<ReturnType<typeof startSplitStandIn>>;
let shop: Service | undefined;
// wallart asks through a consent provider (its notice script is a stand-in) instead of the built-in banner.
let providerShop: Service | undefined;
const providerApp = `http://localhost:${trackingPorts.wallart}`;
const providerEnv = {
  ...appEnv,
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: `http://127.0.0.1:${trackingPorts.standIns}/consent.js`,
  NEXT_PUBLIC_CONSENT_TARGET_TYPE: 'site',
  NEXT_PUBLIC_CONSENT_TARGET: 'wallart-test',
  NEXT_PUBLIC_CONSENT_COUNTRY: 'DE',
};

test.describe.configure({ mode: 'serial' });

// The apps' content security policy is built from the same env: the configured origins must be allowed, so no page
// of this suite may report a violation (a blocked script or request would also fail the checks below more obscurely).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const violations: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});
test.afterEach(async ({ context }) => {
  for (const open of context.pages()) {
    if (open.url().startsWith('http'))
      expect(
        await open.evaluate(
          () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
        ),
      ).toEqual([]);
  }
});

test.beforeAll(async () => {
  // Waits for a teammate's build in progress (src/stack.ts snapshotApp) before starting.
  test.setTimeout(660_000);
  standIns = await startStandInServer(trackingPorts.standIns);
  split = await startSplitStandIn(trackingPorts.split);
  [shop, providerShop] = await startAll([
    () => startChannelApp({ channel: 'kartenliebe', ports: trackingPorts, env: appEnv }),
    () => startChannelApp({ channel: 'wallart', ports: trackingPorts, env: providerEnv }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([shop?.stop(), providerShop?.stop()]);
  await split?.close();
  await standIns?.close();
});

test.beforeEach(() => {
  standIns.reset();
  split.requests.splice(0);
});

/** What reached the Split service from the browser (the Node SDK sends no Origin) carrying impressions or events. */
const browserImpressionRequests = () =>
  split.trackingRequests().filter((request) => request.origin !== undefined);
const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookies und Datenschutz' });
const recorded = (page: Page, name: string) =>
  page.evaluate(
    (key) => ((window as unknown as { __standIns?: Record<string, unknown[]> }).__standIns ?? {})[key] ?? [],
    name,
  );

/** Leaves the page so the SDK's page-hide beacons fire, and gives them time to arrive. */
async function leave(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  ).toEqual([]);
  await page.goto('about:blank');
  await page.waitForTimeout(500);
}

async function withConsentCookie(context: BrowserContext, value: 'granted' | 'declined') {
  await context.addCookies([{ name: 'shop-consent', value, url: app }]);
}

/**
 * The consent decision in the browser's cookie store, polled: the page writes it with document.cookie and closes the
 * banner in the same click, and Chromium hands the cookie to its store a moment later.
 */
const expectConsentCookie = (page: Page, url: string, value: 'granted' | 'declined') =>
  expect
    .poll(async () => (await page.context().cookies(url)).find((cookie) => cookie.name === 'shop-consent')?.value)
    .toBe(value);

test.describe('tracking (issue 10)', () => {
  test('the built-in consent banner shifts nothing, passes axe and is reached with the keyboard @fast', async ({
    page,
  }) => {
    // Every layout shift of the page, from the first paint on (the banner comes with the page, opened by its script),
    // with the elements that moved and where: a rare shift of 0.002 in fresh-clone runs has not been reproduced (40
    // loads beside a CPU hog: none), so a failure names its element.
    await page.addInitScript(() => {
      const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => `${(node as Element | null)?.outerHTML?.slice(0, 120) ?? node?.textContent?.slice(0, 40) ?? '?'} (${from.x},${from.y} -> ${to.x},${to.y}, ${to.width}×${to.height})`);
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto(app + '/');
    // The policy the suite's violation check relies on names the configured origins.
    expect(response?.headers()['content-security-policy']).toContain(
      `http://127.0.0.1:${trackingPorts.standIns}`,
    );
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).include('[data-consent-banner]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // Tab order reaches the banner's link and both buttons (it sits last in the document).
    const reached = new Set<string>();
    for (let step = 0; step < 80 && reached.size < 3; step++) {
      await page.keyboard.press('Tab');
      const inBanner = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('[data-consent-banner]') ? (active.textContent ?? '') : undefined;
      });
      if (inBanner) reached.add(inBanner);
    }
    expect([...reached].sort()).toEqual(['Alle akzeptieren', 'Datenschutzerklärung', 'Nur notwendige']);
  });

  test('consent declined: no tag-manager, recorder or RUM request leaves the page and the Split SDK sends no impression @fast', async ({
    page,
  }) => {
    await page.goto(app + AB_PAGE);
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    // Keyboard-usable: the decline button is pressed with Enter (the Tab order is the test above). One action focuses the
    // button and presses the key, after Playwright's actionability checks; a separate focus() and keyboard press left the
    // banner open once in a fresh-clone run, with the cause not found.
    await banner.getByRole('button', { name: 'Nur notwendige' }).press('Enter');
    await expect(banner).toBeHidden();
    await expectConsentCookie(page, app, 'declined');
    // A second page of the visit and an unhandled error: still nothing may go out.
    await page.goto(app + '/');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('after decline');
      }, 0),
    );
    await page.waitForTimeout(2_500);
    await leave(page);
    expect(standIns.paths()).toEqual([]);
    expect(browserImpressionRequests()).toEqual([]);
  });

  test('consent granted: the scripts load after the decision and the queued calls are replayed in order @fast', async ({
    page,
  }) => {
    // The browser flag SDK waits for the decision too: its per-visitor start is fetched from the bootstrap route.
    const flagStarts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/flags') flagStarts.push(request.url());
    });
    await page.goto(app + AB_PAGE);
    await expect(consentBanner(page)).toBeVisible();
    // Before the decision: a dialog opens and closes and an error happens; nothing may load yet.
    // The page's scripts load after its first picture: the account button opens its dialog once the page is hydrated.
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(async () => {
      if (!(await login.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Mein Konto' }).click();
      await expect(login).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('before consent');
      }, 0),
    );
    await page.waitForTimeout(1_000);
    expect(standIns.paths()).toEqual([]);
    expect(flagStarts).toEqual([]);
    expect(split.requests.filter((request) => request.origin !== undefined)).toEqual([]);

    await consentBanner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(() => standIns.paths().sort()).toEqual(['/logging.js', '/recorder.js', '/tm/gtm.js']);
    expect(standIns.requests.find((request) => request.path === '/tm/gtm.js')?.query.get('id')).toBe(
      TAG_MANAGER_ID,
    );

    // The tag manager finds its bootstrap first, then what was queued, in the page's order.
    await expect
      .poll(async () =>
        ((await recorded(page, 'tag-manager')) as { event?: string }[]).map((entry) => entry.event),
      )
      .toEqual(
        expect.arrayContaining([
          'gtm.js',
          'customer_data_loaded',
          'dialog_opened',
          'dialog_closed',
          'split_evaluation',
        ]),
      );
    const events = (
      (await recorded(page, 'tag-manager')) as {
        event?: string;
        dialog?: string;
        feature?: string;
        treatment?: string;
      }[]
    ).map((entry) => entry.event);
    expect(events[0]).toBe('gtm.js');
    expect(events.indexOf('dialog_opened')).toBeLessThan(events.indexOf('dialog_closed'));
    const dialogEvents = (
      (await recorded(page, 'tag-manager')) as { event?: string; dialog?: string }[]
    ).filter((entry) => entry.event?.startsWith('dialog_'));
    expect(dialogEvents).toEqual([
      { event: 'dialog_opened', dialog: 'sign-in' },
      { event: 'dialog_closed', dialog: 'sign-in' },
    ]);
    // The logging script is initialised first, then gets the error that waited for it.
    await expect
      .poll(async () => ((await recorded(page, 'rum')) as unknown[][]).map((call) => call[0]))
      .toEqual(expect.arrayContaining(['init', 'addError']));
    const rum = (await recorded(page, 'rum')) as unknown[][];
    expect(rum[0]?.[0]).toBe('init');
    expect(rum.filter((call) => call[0] === 'addError').map((call) => call[1])).toContain('before consent');

    // Granted: the SDK has started once, and its impressions now reach the service (page-hide beacon at the latest).
    expect(flagStarts).toHaveLength(1);
    await leave(page);
    await expect.poll(() => browserImpressionRequests().length).toBeGreaterThan(0);
  });

  test('tracking=0 holds across navigations and tabs; the logging script still loads @fast', async ({
    context,
    page,
  }) => {
    await withConsentCookie(context, 'granted');
    await page.goto(app + '/?tracking=0');
    await page.goto(app + AB_PAGE);
    const other = await context.newPage();
    await other.goto(app + '/');
    await expect.poll(() => standIns.paths()).toContain('/logging.js');
    await page.waitForTimeout(2_000);
    expect(standIns.paths().filter((path) => path !== '/logging.js')).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer),
    ).toBeUndefined();
    await leave(page);
    await leave(other);
    expect(browserImpressionRequests()).toEqual([]);
  });

  test('logging=0 holds across navigations and tabs; the tag manager and recorder still load @fast', async ({
    context,
    page,
  }) => {
    await withConsentCookie(context, 'granted');
    await page.goto(app + '/?logging=0');
    await page.goto(app + AB_PAGE);
    const other = await context.newPage();
    await other.goto(app + '/');
    await expect.poll(() => standIns.paths()).toContain('/tm/gtm.js');
    await page.waitForTimeout(2_000);
    expect(standIns.paths()).not.toContain('/logging.js');
    expect(standIns.paths()).toContain('/recorder.js');
  });
});

test.describe('consent provider (issue 10)', () => {
  test('the provider notice loads after hydration with its targets, no built-in banner, and its decline holds @fast', async ({
    page,
  }) => {
    await page.goto(providerApp + '/');
    const decline = page.getByRole('button', { name: 'Provider declined' });
    await expect(decline).toBeVisible();
    const notice = standIns.requests.find((request) => request.path === '/consent.js');
    expect(Object.fromEntries(notice?.query ?? [])).toEqual({
      target_type: 'site',
      target: 'wallart-test',
      country: 'DE',
    });
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    await decline.click();
    await expectConsentCookie(page, providerApp, 'declined');
    await page.goto(providerApp + '/');
    await page.waitForTimeout(2_000);
    await leave(page);
    expect(standIns.paths().filter((path) => path !== '/consent.js')).toEqual([]);
    expect(browserImpressionRequests()).toEqual([]);
  });
});

test.describe('flags in the browser (issue 6)', () => {
  test('a forced treatment is in the server HTML and the page does not change when the browser SDK starts @fast', async ({
    context,
    page,
    request,
  }) => {
    await withConsentCookie(context, 'granted');
    for (const treatment of ['on', 'off'] as const) {
      const url = `${app}${AB_PAGE}?feature=${AB_FLAG}&treatment=${treatment}`;
      // The server HTML a browser gets: Playwright's own request user agent counts as a crawler (isbot), and crawlers
      // never get flags evaluated.
      const html = await (await request.get(url, { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } })).text();
      expect(html).toContain(`data-feature="${AB_FLAG}" data-treatment="${treatment}"`);
      // Every change to the block after the first paint is recorded.
      await page.addInitScript(() => {
        (window as unknown as { __blockMutations: number }).__blockMutations = 0;
        document.addEventListener('DOMContentLoaded', () => {
          const block = document.querySelector('[data-feature]');
          if (block)
            new MutationObserver((records) => {
              (window as unknown as { __blockMutations: number }).__blockMutations += records.length;
            }).observe(block, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      });
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const block = page.locator(`[data-feature="${AB_FLAG}"]`);
      const before = await block.textContent();
      expect(await block.getAttribute('data-treatment')).toBe(treatment);
      // The browser SDK has evaluated the page's flags once its split_evaluation reaches the data layer.
      await expect
        .poll(async () =>
          ((await recorded(page, 'tag-manager')) as { event?: string; feature?: string }[]).find(
            (entry) => entry.event === 'split_evaluation' && entry.feature === AB_FLAG,
          ),
        )
        .toBeTruthy();
      const evaluation = (
        (await recorded(page, 'tag-manager')) as { event?: string; feature?: string; treatment?: string }[]
      ).find((entry) => entry.event === 'split_evaluation' && entry.feature === AB_FLAG);
      // The service says `on` for everybody: the browser agrees with a page forced to on, and a page forced to off stays off.
      expect(evaluation?.treatment).toBe('on');
      if (treatment === 'on') expect(evaluation?.treatment).toBe(treatment);
      expect(await block.textContent()).toBe(before);
      expect(await block.getAttribute('data-treatment')).toBe(treatment);
      expect(
        await page.evaluate(() => (window as unknown as { __blockMutations: number }).__blockMutations),
      ).toBe(0);
    }
  });

  test('the session monitor reports a changed user key to the page logging (spec: session monitoring) @fast', async ({
    context,
    page,
  }) => {
    await withConsentCookie(context, 'granted');
    // This tab's session remembers flags of another visitor key: the SDK's first evaluation must report the change.
    await page.addInitScript(() =>
      sessionStorage.setItem('splitIoSessionFlags', JSON.stringify({ userKey: 'someone-else', flags: {} })),
    );
    await page.goto(app + AB_PAGE);
    await expect
      .poll(async () =>
        ((await recorded(page, 'rum')) as unknown[][])
          .filter((call) => call[0] === 'addError')
          .map((call) => call[1]),
      )
      .toContain('split-error-user-key-changed');
  });

  test('consent declined: the browser SDK starts, yet no impression request reaches the service @fast', async ({
    context,
    page,
  }) => {
    await withConsentCookie(context, 'declined');
    await page.goto(app + AB_PAGE);
    // The SDK ran: it asked the service for its definitions (the browser's own requests carry an Origin).
    await expect
      .poll(() =>
        split.requests.some(
          (entry) => entry.origin !== undefined && entry.path.includes('/bootstrap') === false,
        ),
      )
      .toBe(true);
    await page.waitForTimeout(1_000);
    await leave(page);
    expect(browserImpressionRequests()).toEqual([]);
  });
});
