import { expect, type APIRequestContext, type APIResponse, type Locator } from '@playwright/test';
import { channelIds, channels, isChannelId, perChannel, type ChannelId } from '@shop/config/channels';
import { loaderSources } from '@shop/storefront/server/scripts-after-first-picture';

/**
 * Ports of the stack the end-to-end tests start, apart from `npm start`'s so both can run at once: each channel's
 * `ports.e2e` from its settings (`E2E_<prefix>_PORT` overrides), the shop API's `E2E_API_PORT`.
 */
export const channelPorts: Record<ChannelId, number> & { api: number } = {
  ...perChannel((settings) => Number(process.env[`E2E_${settings.portVariablePrefix}_PORT`] ?? settings.ports.e2e)),
  api: Number(process.env.E2E_API_PORT ?? 4100),
};

export type Channel = ChannelId;

/** Every channel of the config table: one Playwright project each. */
export const testedChannels: readonly Channel[] = channelIds;

/**
 * The content secrets of the stack under test, given to the shop API and the shops alike. Not the local defaults:
 * the shops run with NODE_ENV=production (`next start`), which refuses those (issue 15).
 */
export const e2eContentEnv = { CONTENT_PREVIEW_TOKEN: 'e2e-preview-token', CONTENT_SPACE_ID: '31337', REVALIDATE_SECRET: 'e2e-revalidate-secret' } as const;

/** The shop's local hosts: `localhost` and one `{cc}.localhost` per country. */
export const shopHosts = ['localhost', ...['at', 'be', 'ch', 'de', 'es', 'fr', 'gb', 'it', 'li', 'lu', 'nl', 'us'].map((cc) => `${cc}.localhost`)];

/** The consent cookie (`shop-consent`, see @shop/tracking/opt-outs) with a declined decision, on every shop host. */
export const consentDeclinedCookies = shopHosts.map((domain) => ({
  name: 'shop-consent',
  value: 'declined',
  domain,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}));

/** The channel a Playwright project tests (projects are named after channels). */
export function channelOf(projectName: string): Channel {
  if (!isChannelId(projectName)) throw new Error(`No channel project ${projectName}`);
  return projectName;
}

/** A URL of a country of the project's channel: `ch` → `http://ch.localhost:PORT`. */
export function countryUrl(channel: Channel, country: string | null, path: string): string {
  const host = country ? `${country}.localhost` : 'localhost';
  return `http://${host}:${channelPorts[channel]}${path}`;
}

/** Applies the channel's trailing-slash policy (`features.trailingSlash`) to a path. */
export function slash(channel: Channel, path: string): string {
  if (path === '/' || /\.[a-z]{2,5}$/.test(path)) return path;
  const bare = path.replace(/\/+$/, '');
  return channels[channel].features.trailingSlash ? `${bare}/` : bare;
}

/**
 * GETs a URL without following redirects. Node does not resolve `*.localhost` as Chromium does, so a
 * country host is reached on loopback with its name in the Host header.
 */
export async function getAs(request: APIRequestContext, url: string) {
  const target = new URL(url);
  const host = target.host;
  target.hostname = 'localhost';
  return request.get(target.toString(), { maxRedirects: 0, failOnStatusCode: false, headers: { host } });
}

/** The absolute target of a redirect: Next sends same-origin locations as paths. */
export function locationOf(response: APIResponse, requestUrl: string): string | undefined {
  const location = response.headers().location;
  return location === undefined ? undefined : new URL(location, requestUrl).toString();
}

/**
 * The build scripts a page's document loads in a browser with modules: those it names in `<script src>` tags and those its inline loader adds
 * once the first picture is painted (the storefront's server moves them there).
 */
export function documentScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)"(?! noModule)/g)].map((match) => match[1] ?? '');
  return [...tags, ...loaderSources(html)];
}

/**
 * Clicks a control that needs the page's scripts until what it opens shows. The scripts load after the page's first
 * picture is painted, which may be after the load event a navigation waits for: a test that clicks at once is as quick
 * as a visitor who taps before the page is interactive, and that tap does nothing.
 */
export async function openWhenHydrated(trigger: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click();
    await expect(opened).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
