import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { hostilePorts } from './src/ports.ts';

const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const repoRoot = path.resolve(import.meta.dirname, '../..');
const appEnv = {
  NODE_ENV: 'production',
  HOSTNAME: '127.0.0.1',
  KL_PORT: String(hostilePorts.kartenliebe),
  WA_PORT: String(hostilePorts.wallart),
  API_PORT: String(hostilePorts.api),
  SHOP_API_URL: `http://127.0.0.1:${hostilePorts.api}`,
};

// `npm test` runs the tests tagged @fast (test:e2e); `npm run test:hostile` runs the rest.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node src/main.ts',
      cwd: path.join(repoRoot, 'apps/shop-api'),
      url: `http://127.0.0.1:${hostilePorts.api}/health`,
      env: { API_PORT: String(hostilePorts.api), DATA_DIR: '.data/quality' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(['kartenliebe', 'wallart'] as const).map((channel) => ({
      command: 'node server.ts',
      cwd: path.join(repoRoot, 'apps', channel),
      url: `http://127.0.0.1:${hostilePorts[channel]}/`,
      env: appEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    })),
  ],
});
