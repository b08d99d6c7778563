import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '@shop/config/vitest';

const apiTests = ['test/**/*.test.ts', 'src/content/mounted.test.ts'];
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    coverage: sharedTestConfig.test?.coverage,
    projects: [
      // Files that start the whole API share one PGlite per worker (see test/helpers.ts), so they must not be isolated.
      { test: { name: 'api', include: apiTests, isolate: false, ...timeouts } },
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...apiTests],
          ...timeouts,
        },
      },
    ],
  },
});
