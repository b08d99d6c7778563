import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { channels } from '@shop/config/channels';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { channelOf, channelPorts, e2eContentEnv, type Channel } from './stack.ts';

// Issue 18: menus for every input. The whole journey runs on the keyboard (keyboard.press only, no mouse event): a
// flyout of the main navigation, a link in it, the burger at 375 px, the log-in dialog up to Google's button (which
// lives in Google's iframe, so a hand-written Tab trap would skip it), Escape out of everything; axe after each step.

/** A Google OAuth client id of the right shape: the shop offers Google sign-in with it. */
const testGoogleClientId = 'e2e-keyboard.apps.googleusercontent.com';

/**
 * Google's library as far as the button goes, served for https://accounts.google.com/gsi/client (there is no internet
 * in the tests): like the real one, renderButton puts Google's button into an iframe from accounts.google.com.
 */
const fakeGoogleLibrary = `window.google = { accounts: { id: {
  initialize: function () {},
  renderButton: function (parent) {
    var frame = document.createElement('iframe');
    frame.src = 'https://accounts.google.com/gsi/button?client_id=${testGoogleClientId}';
    frame.title = 'Über Google anmelden';
    frame.style.border = '0';
    frame.style.height = '44px';
    frame.style.width = '280px';
    parent.appendChild(frame);
  }
} } };`;
const fakeGoogleButton = '<!doctype html><html lang="de"><meta charset="utf-8"><title>Über Google anmelden</title><body style="margin:0"><div role="button" tabindex="0" id="google-button">Über Google anmelden</div></body></html>';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The channel's built shop once more, on a free port, with GOOGLE_CLIENT_ID set: the suite's own stack runs without
 * Google (nothing may load from the internet there), this one offers the button. It talks to the suite's shop API.
 */
async function startShopWithGoogle(channel: Channel): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.ts'], {
    cwd: fileURLToPath(new URL(`../../../apps/${channel}/`, import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      [`${channels[channel].portVariablePrefix}_PORT`]: String(port),
      API_PORT: String(channelPorts.api),
      ...e2eContentEnv,
      GOOGLE_CLIENT_ID: testGoogleClientId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const answered = await fetch(`${url}/`, { redirect: 'manual' }).then((response) => response.status < 500, () => false);
    if (answered) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`the ${channel} shop with Google did not answer on ${url}:\n${output}`);
}

async function expectNoSeriousA11yViolations(page: Page, step: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`), step).toEqual([]);
}

/** Presses Tab until the element has the focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, what: string, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

let shop: Awaited<ReturnType<typeof startShopWithGoogle>> | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  shop = await startShopWithGoogle(channelOf(testInfo.project.name));
});

test.afterAll(() => {
  shop?.child.kill('SIGTERM');
});

test('keyboard only: flyout, a link in it, the burger at 375 px, Google sign-in in the log-in dialog, Escape out', async ({ page, context }) => {
  test.setTimeout(90_000);
  const base = shop?.url ?? '';
  await context.route('https://accounts.google.com/gsi/client*', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeGoogleLibrary }));
  await context.route('https://accounts.google.com/gsi/button*', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: fakeGoogleButton }));
  // Anything a mouse would do fails the test.
  await page.addInitScript(() => {
    for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown'])
      window.addEventListener(type, (event) => {
        if ((event as MouseEvent).detail > 0) (window as unknown as { mouseUsed: boolean }).mouseUsed = true;
      }, true);
  });

  // 1. A flyout of the main navigation at 1280 px: Tab to its disclosure button, Enter opens it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/`);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const toggle = navigation.locator('.main-navigation__toggle').first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, toggle, 'the first flyout button');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(flyout).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'flyout open');
  // Escape closes it and gives focus back to its button; ArrowDown opens it again on its first link.
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyout).toBeVisible();
  const firstLink = flyout.getByRole('link').first();
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const link = flyout.getByRole('link').nth(1);
  await expect(link).toBeFocused();

  // 2. Enter follows the link: the page it names answers.
  const target = new URL((await link.getAttribute('href')) ?? '', page.url());
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === target.pathname);
  expect((await page.request.get(target.toString(), { maxRedirects: 0 })).status()).toBe(200);
  await expectNoSeriousA11yViolations(page, 'page of the flyout link');

  // 3. The burger at 375 px: modal (role=dialog, aria-modal), the page behind inert, Escape closes it.
  await page.setViewportSize({ width: 375, height: 740 });
  const banner = page.getByRole('banner');
  const burgerButton = banner.getByRole('button', { name: 'Menü öffnen' });
  await tabTo(page, burgerButton, 'the burger button');
  await expect(burgerButton).toBeFocused();
  await page.keyboard.press('Enter');
  const burger = page.getByRole('dialog', { name: 'Menü' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-modal', 'true');
  await expect(burger.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
  // Tab stays in the burger.
  for (let presses = 0; presses < 15; presses++) await page.keyboard.press('Tab');
  expect(await burger.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'burger open');
  await page.keyboard.press('Escape');
  await expect(burger).toBeHidden();
  await expect(burgerButton).toBeFocused();
  expect(await page.locator('[inert]').count()).toBe(0);

  // 4. The log-in dialog from the account entry; Tab reaches the button inside Google's iframe.
  const account = banner.getByRole('button', { name: 'Mein Konto' });
  await tabTo(page, account, 'the account entry');
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login).toBeVisible();
  const googleFrame = login.locator('iframe[src^="https://accounts.google.com/gsi/button"]');
  await expect(googleFrame).toBeVisible();
  // Google's document inside the frame: its button has the focus when the page's focus is on the frame and the
  // frame's own focus is on the button.
  const googleButtonFocused = async () => {
    const frameFocused = await googleFrame.evaluate((frame) => frame === document.activeElement);
    const frame = page.frames().find((candidate) => candidate.url().startsWith('https://accounts.google.com/gsi/button'));
    return frameFocused && frame !== undefined && (await frame.evaluate(() => document.activeElement?.getAttribute('role') === 'button' && document.activeElement.textContent === 'Über Google anmelden'));
  };
  let reached = false;
  for (let presses = 0; presses < 20 && !reached; presses++) {
    await page.keyboard.press('Tab');
    reached = await googleButtonFocused();
    // Tab never leaves the modal dialog for the page behind it.
    if (!reached) expect(await login.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(reached, 'Tab reaches the Google button').toBe(true);
  await expectNoSeriousA11yViolations(page, 'log-in dialog with Google');

  // 5. Escape closes the dialog (back out of Google's frame first: its keys stay in its own document) and focus
  // returns to the account entry.
  await page.keyboard.press('Shift+Tab');
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(account).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'everything closed');
  expect(await page.evaluate(() => (window as unknown as { mouseUsed?: boolean }).mouseUsed ?? false), 'no mouse event').toBe(false);
});
