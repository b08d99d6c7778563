import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';
import { channels } from '@shop/config/channels';
import { channelPorts, consentDeclinedCookies, e2eContentEnv, testedChannels } from './tests/stack.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    // Every visit has decided on cookies already (declined), so the consent banner does not cover the page under
    // test; the banner itself is tested in packages/quality (tracking suite).
    storageState: { cookies: consentDeclinedCookies, origins: [] },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recording a trace (screenshots, DOM snapshots at every action) costs each test about a fifth more CPU: in CI a
    // failing test is retried once with its trace, instead of every passing test recording one for nothing.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: testedChannels.map((channel) => ({ name: channel, use: { baseURL: `http://localhost:${channelPorts[channel]}` } })),
  webServer: [
    {
      command: `pnpm --filter @shop/shop-api start`,
      url: `http://localhost:${channelPorts.api}/health`,
      // The shops under test run on their own ports: the API's credentialed CORS must know those origins.
      env: {
        API_PORT: String(channelPorts.api),
        DATA_DIR: '.data/e2e',
        ...e2eContentEnv,
        // scrypt at 2^14 instead of OWASP's 2^17 (which production insists on): sign-ups and log-ins stay fast in the suite.
        PASSWORD_HASH_LOG_N: '14',
        // Country hosts too: the Swiss shops sign visitors up and fill carts from ch.localhost.
        ALLOWED_ORIGINS: testedChannels.flatMap((channel) => ['localhost', 'ch.localhost'].map((host) => `http://${host}:${channelPorts[channel]}`)).join(','),
        // Reset mails link to the shop of the request: the shops under test.
        PUBLIC_SHOP_URLS: testedChannels.map((channel) => `${channel}=http://localhost:${channelPorts[channel]}`).join(','),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    ...testedChannels.map((channel) => ({
      command: `pnpm --filter @shop/${channel} start`,
      url: `http://localhost:${channelPorts[channel]}/`,
      env: { [`${channels[channel].portVariablePrefix}_PORT`]: String(channelPorts[channel]), API_PORT: String(channelPorts.api), ...e2eContentEnv },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    })),
  ],
});
