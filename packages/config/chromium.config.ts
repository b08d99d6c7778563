/**
 * The browser of every test and measurement: Debian's Chromium (`apt-get install chromium`), never a build Playwright
 * downloads; `CHROMIUM_PATH` points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: no GPU, no QUIC, no first-run UI, no background, update or sync traffic. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
