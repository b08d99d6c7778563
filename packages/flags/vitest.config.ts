import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedTestConfig } from '@shop/config/vitest';
import { mergeConfig, type Plugin } from 'vitest/config';

// The SDK picks its platform (fetch, page-hide listener) through the `browser` field of nested
// package.json files, which the Node test runner ignores; send the browser factory to the
// browser platform so page-hide and consent behave as in a browser.
const splitioBrowserPlatform: Plugin = {
  name: 'splitio-browser-platform',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source === '../platform' && importer?.includes('@splitsoftware/splitio/esm/factory/browser.js')) {
      return fileURLToPath(new URL('../platform/browser.js', pathToFileURL(importer)));
    }
    return null;
  },
};

export default mergeConfig(sharedTestConfig, {
  plugins: [splitioBrowserPlatform],
  resolve: {
    alias: [
      {
        find: /^@splitsoftware\/splitio\/client$/,
        replacement: fileURLToPath(import.meta.resolve('@splitsoftware/splitio/package.json')).replace(
          'package.json',
          'esm/factory/browser.js',
        ),
      },
    ],
  },
  test: { server: { deps: { inline: [/@splitsoftware/] } } },
});
