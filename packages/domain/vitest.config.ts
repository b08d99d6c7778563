import { sharedTestConfig } from '@shop/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

// Domain rules are the shop's contract: a branch without a test is a rule nobody checked.
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      coverage: {
        reporter: ['text-summary', 'text'],
        thresholds: { branches: 95, functions: 95, lines: 95, statements: 95 },
      },
    },
  }),
);
