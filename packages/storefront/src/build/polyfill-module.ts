/**
 * What Next's client polyfills (`next/dist/build/polyfills/polyfill-module`, loaded by every page) that a browser of the
 * shop's `browserslist` (Chrome and Edge 111, Firefox 111, Safari 16.4) may lack: `URL.canParse` (Chrome 120, Firefox
 * 115, Safari 17). The rest of Next's module (`trimStart`, `flat`, `Object.fromEntries`, `at`, `Object.hasOwn`, …) is
 * native in all of them, and Lighthouse counts it as legacy JavaScript (issue 16). next-config.ts puts this module in
 * the place of Next's in the browser build.
 */
if (!('canParse' in URL)) {
  Object.defineProperty(URL, 'canParse', {
    configurable: true,
    writable: true,
    value(url: string | URL, base?: string | URL): boolean {
      try {
        new URL(url, base);
        return true;
      } catch {
        return false;
      }
    },
  });
}

export {};
