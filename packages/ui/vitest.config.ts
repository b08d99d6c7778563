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
      // Unit and component tests (`*.test.tsx`, happy-dom).
      mergeConfig(
        sharedTestConfig,
        defineConfig({ test: { name: 'unit', environment: 'happy-dom', setupFiles: ['./test/setup.ts'] } }),
      ),
      // Every story is a test in Chromium: it must render without errors and pass the a11y addon's checks
      // (`parameters.a11y.test: 'error'` in .storybook/preview.tsx fails on axe violations). The stories come from
      // the Storybook config's `stories` field.
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
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
