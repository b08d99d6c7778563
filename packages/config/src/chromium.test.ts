import { describe, expect, it } from 'vitest';
import { pickChromium } from '../chromium.config.ts';

// Every browser run (test suites, Lighthouse, the bench) uses the one path this picks (issue 16).
describe('pickChromium', () => {
  it('takes the headless shell when it is installed', () => {
    expect(pickChromium(undefined, (path) => path === '/usr/bin/chromium-headless-shell')).toBe('/usr/bin/chromium-headless-shell');
  });

  it("falls back to Debian's full Chromium without the shell", () => {
    expect(pickChromium(undefined, () => false)).toBe('/usr/bin/chromium');
  });

  it('lets CHROMIUM_PATH override both', () => {
    expect(pickChromium('/opt/chromium/chrome', () => true)).toBe('/opt/chromium/chrome');
  });
});
