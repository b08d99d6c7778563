import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '@shop/config/vitest';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Each file starts its own server over a fresh database (PGlite needs a few seconds to boot).
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
