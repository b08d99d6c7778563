import { defineConfig } from '@playwright/test';
// Debian's Chromium, never a downloaded browser build.
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';

export default defineConfig({
  testDir: './test/browser',
  testMatch: '*.spec.ts',
  globalSetup: './test/browser/global-setup.ts',
  fullyParallel: true,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : 'list',
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // As in packages/e2e: in CI a failing test is retried once with a trace, instead of every test recording one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
});
