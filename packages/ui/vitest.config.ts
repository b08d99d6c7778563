import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';
import { sharedTestConfig } from '@shop/config/vitest';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

export default defineConfig({
  test: {
    coverage: sharedTestConfig.test?.coverage,
    projects: [
      // Unit and component tests (`*.test.tsx`, happy-dom). The files share one window and module graph instead of
      // building a happy-dom and importing React for each of them (that was 70 % of the run); test/setup.ts leaves the
      // window as a file found it (mocks, timers, storage, URL).
      mergeConfig(
        sharedTestConfig,
        defineConfig({ test: { name: 'unit', environment: 'happy-dom', setupFiles: ['./test/setup.ts'], isolate: false } }),
      ),
      // Every story is a test in Chromium: it must render without errors and pass the a11y addon's checks
      // (`parameters.a11y.test: 'error'` in .storybook/preview.tsx fails on axe violations). The stories come from
      // the Storybook config's `stories` field.
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // The story files run in one page, one after another, as in a Storybook a person clicks through (and as the
          // shop loads every stylesheet at once), instead of a fresh page and preview set-up for each file.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // A failing story reports its axe violations or error; a screenshot would only cost time.
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
