import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '@shop/config/vitest';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Contract tests start the shop API over a fresh PGlite database (a few seconds); pacing tests wait on purpose.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The shop API these tests start hashes passwords at OWASP's scrypt cost (N=2^17, 128 MiB, ~0.3 s a hash) by
      // default; tests hash at 2^10 like the shop API's own suite (refused in production by its env.ts).
      env: { PASSWORD_HASH_LOG_N: '10' },
    },
  }),
);
