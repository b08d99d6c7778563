import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser of every run, the test suites' (Playwright, vitest's browser mode) and the measurements' (Lighthouse, the
 * bench): Debian's `chromium-headless-shell` when it is installed (`apt-get install chromium-headless-shell`, as
 * `.ci/run` does), else Debian's Chromium (`apt-get install chromium`), never a build Playwright downloads;
 * `CHROMIUM_PATH` points elsewhere.
 *
 * The headless shell is the same Chromium release without the desktop browser around its engine, which is what
 * Playwright runs headless tests in: each test costs about a third less CPU. For Lighthouse it takes the desktop
 * browser's own work out of a phone measurement (issue 16): the full browser draws its hidden window in software
 * (the tab's loading animation, for as long as the page loads) and fetches the page's icon and manifest for its tab, on
 * the two cores the page runs on, and Lighthouse counts the page's tasks' waits for a core as main-thread work. Measured
 * on a dev stack, 5 rounds alternating, main-thread medians full browser → headless shell: bare Next.js page 998 →
 * 874 ms, kartenliebe start 1,872 → 1,298, `/karten/` 2,022 → 1,517, wallart `/wandbilder` 2,091 → 1,866; the browser's
 * main thread's CPU per load 205–256 → 64–75 ms.
 */
export const chromiumPath = pickChromium(process.env.CHROMIUM_PATH, existsSync);

/** `CHROMIUM_PATH` when set, else the headless shell when `installed` says it is there, else `/usr/bin/chromium`. */
export function pickChromium(override: string | undefined, installed: (path: string) => boolean): string {
  return override ?? (installed(headlessShell) ? headlessShell : '/usr/bin/chromium');
}

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
