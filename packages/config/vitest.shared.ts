import { defineConfig } from 'vitest/config';

/** Shared vitest settings: tests beside the code, coverage of the package's own source. */
export const sharedTestConfig = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    coverage: { provider: 'v8', include: ['src/**'], exclude: ['src/**/*.test.*', 'src/**/*.stories.*'] },
  },
});
