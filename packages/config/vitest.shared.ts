import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Shared vitest settings: tests beside the code, coverage of the package's own source. */
export const sharedTestConfig = defineConfig({
  resolve: {
    // Tests run on the server side: the `server-only` marker resolves to an empty module there, as in Next's server layer.
    alias: [{ find: /^server-only$/, replacement: fileURLToPath(new URL('./src/testing/server-only-marker.ts', import.meta.url)) }],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    coverage: { provider: 'v8', include: ['src/**'], exclude: ['src/**/*.test.*', 'src/**/*.stories.*'] },
  },
});
