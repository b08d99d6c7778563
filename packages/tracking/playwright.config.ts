import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser build.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './test/browser',
  testMatch: '*.spec.ts',
  globalSetup: './test/browser/global-setup.ts',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? [['list']] : 'list',
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
});
