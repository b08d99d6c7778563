import { sharedTestConfig } from '@shop/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

// Domain rules are the shop's contract: a branch without a test is a rule nobody checked.
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Pure functions, no mocks and no module state: the files share one module graph instead of importing it again
      // for each of the 56 files (the import was 58 % of the run; 21.6 s become about 9 s).
      isolate: false,
      coverage: {
        reporter: ['text-summary', 'text'],
        thresholds: { branches: 95, functions: 95, lines: 95, statements: 95 },
      },
    },
  }),
);
