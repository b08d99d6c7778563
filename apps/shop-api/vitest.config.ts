import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '@shop/config/vitest';

const apiTests = ['test/**/*.test.ts', 'src/content/mounted.test.ts'];
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
// OWASP's scrypt cost (N=2^17) takes ~0.3 s per hash and 128 MiB: tests hash at 2^10 (refused in production, env.ts).
const env = { PASSWORD_HASH_LOG_N: '10' };

export default defineConfig({
  test: {
    coverage: sharedTestConfig.test?.coverage,
    projects: [
      // Files that start the whole API share one PGlite per worker (see test/helpers.ts), so they must not be isolated.
      { test: { name: 'api', include: apiTests, isolate: false, env, ...timeouts } },
      // Modules without mocks or spies: one module graph for all files instead of importing it again for each (CPU
      // 12.7 s -> 7.0 s, the same 542 tests).
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...apiTests],
          env,
          ...timeouts,
        },
      },
    ],
  },
});
