import { existsSync } from 'node:fs';
import path from 'node:path';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNextConfig } from '../next-config.ts';

const native = Object.getOwnPropertyDescriptor(URL, 'canParse');

describe('the browser polyfill module', () => {
  afterEach(() => {
    if (native) Object.defineProperty(URL, 'canParse', native);
    vi.resetModules();
  });

  it('adds URL.canParse where the browser lacks it (Chrome 111-119, Firefox 111-114, Safari 16.4)', async () => {
    Reflect.deleteProperty(URL, 'canParse');
    expect('canParse' in URL).toBe(false);
    await import('./polyfill-module.ts');
    expect(URL.canParse('https://kartenliebe.de/karten/')).toBe(true);
    expect(URL.canParse('/karten/', 'https://kartenliebe.de')).toBe(true);
    expect(URL.canParse('/karten/')).toBe(false);
    expect(URL.canParse('https://[::1')).toBe(false);
  });

  it('leaves a native URL.canParse as it is', async () => {
    await import('./polyfill-module.ts');
    expect(Object.getOwnPropertyDescriptor(URL, 'canParse')).toEqual(native);
  });

  it('takes the place of Next’s polyfills in the browser build only', () => {
    const alias =
      createNextConfig(kartenliebe).turbopack?.resolveAlias?.['../build/polyfills/polyfill-module'];
    expect(alias).toEqual({ browser: expect.stringMatching(/polyfill-module\.ts$/) });
    const target = (alias as { browser: string }).browser;
    expect(existsSync(path.resolve(process.cwd(), target))).toBe(true);
  });
});
