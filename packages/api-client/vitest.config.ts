import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '@shop/config/vitest';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Contract tests start the shop API over a fresh PGlite database (a few seconds); pacing tests wait on purpose.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
