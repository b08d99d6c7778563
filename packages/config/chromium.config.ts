import { existsSync } from 'node:fs';

/**
 * The browser of the measurements (Lighthouse, the bench): Debian's Chromium (`apt-get install chromium`), never a build
 * Playwright downloads; `CHROMIUM_PATH` points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the test suites (Playwright, vitest's browser mode): Debian's `chromium-headless-shell` when it is
 * installed (`apt-get install chromium-headless-shell`, as `.ci/run` does), the same Chromium release without the
 * desktop browser around its engine, which is what Playwright itself runs headless tests in; each test costs about a
 * third less CPU than in the full browser. Without it, chromiumPath; `CHROMIUM_PATH` overrides both.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/**
 * Headless, and quiet: no GPU, no QUIC, no first-run UI, no background, update or sync traffic. Scrollbars hidden, as
 * Playwright and Puppeteer start every headless Chromium (the suites' browsers have them hidden already; Lighthouse's
 * launcher adds nothing): in the phone emulation a page taller than the screen flashes its overlay scrollbar after the
 * first layout and fades it out, some twenty frames that a phone's GPU composites off the main thread, but that here the
 * display compositor draws in software and Lighthouse captures for its filmstrip, on the two cores the page runs on.
 */
export const chromiumArgs = [
  '--headless',
  '--hide-scrollbars',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
