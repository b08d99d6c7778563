import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';
import path from 'node:path';
import { hostileApiDataDir, hostilePorts } from './src/ports.ts';
import { qualityContentEnv, qualityHashLogN } from './src/stack.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// The shop API is shared by every test file; the channel apps are started by the files that need them (src/stack.ts),
// each with the environment its test needs. `npm test` runs the tests tagged @fast (test:e2e); `npm run test:hostile` runs the rest.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      // A fresh database per run: the API keeps its rate limits there, and a local second run within their windows
      // would start with the first run's clients already stopped (the log-in throttle, the form limits).
      command: `rm -rf ${hostileApiDataDir} && node src/main.ts`,
      cwd: path.join(repoRoot, 'apps/shop-api'),
      url: `http://127.0.0.1:${hostilePorts.api}/health`,
      env: { API_PORT: String(hostilePorts.api), DATA_DIR: hostileApiDataDir, CONTENT_PREVIEW_TOKEN: qualityContentEnv.CONTENT_PREVIEW_TOKEN, REVALIDATE_SECRET: qualityContentEnv.REVALIDATE_SECRET, PASSWORD_HASH_LOG_N: qualityHashLogN },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
