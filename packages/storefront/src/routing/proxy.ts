import type { ChannelSettings } from '@shop/config/channel-settings';
import { localeSettings, locales } from '@shop/config/markets';
import { buildPublicPath, resolveRequest, type OptOutChanges } from '@shop/domain/routing';
import { createContentClient } from '@shop/api-client/content/client';
import { PREVIEW_STORY_PARAM } from '@shop/api-client/content/preview';
import { allControlVariant } from '@shop/flags/variant-code';
import { findRouteGroup } from '@shop/config/routes';
import { NextRequest, NextResponse } from 'next/server';
import { checkDesignerLaunch } from '../next-door/designer-launch.ts';
import { followRegistrationLink, REGISTRATION_TOKEN_PARAM } from '../next-door/registration-verification.ts';
import { designerProductByGroup, findNextDoorUrl, SHOP_STATUS_HEADER, type NextDoorUrls } from '../next-door/systems.ts';
import { FLAGS_BOOTSTRAP_PATH } from '../flags/bootstrap-path.ts';
import { BURGER_DATA_PATH, FLYOUT_DATA_PATH } from '../shell/burger-path.ts';
import { resolveRequestVariant, type FlagRuntimeOptions } from '../flags/request-variant.ts';
import { toAppPath, toInternalPath } from './internal-path.ts';
import { serverLogger } from '../data/server-logger.ts';
import { createServerShopClient } from '../data/shop-client.ts';
import { uncachedFetch } from '../data/cache-policy.ts';
import { createStoryRedirects } from './story-redirects.ts';
import { NOT_FOUND_RENDER_HEADER, NOT_FOUND_STATUS_HEADER } from './not-found-headers.ts';
import { optOutCookies } from './visit-cookies.ts';
import { PUBLIC_FILE_PATHS } from './public-files.ts';
import { REVALIDATE_PATH } from '../app/revalidate-path.ts';
import { PAGE_FIELDS_ONLY } from '../data/story-fields.ts';
import { PROXY_BRIDGE, PROXY_DECISION_HEADER, type ProxyBridge, type ProxyDecision } from './proxy-bridge.ts';

/** The uncached route of editor previews (`_storyblok` in the query). */
export const PREVIEW_PATH = '/shop-preview';

/** A route of its own that only renders the 404 page: for requests the routing rules reject. */
export const NOT_FOUND_PATH = '/shop-not-found';

function applyOptOuts(response: NextResponse, optOuts: OptOutChanges): NextResponse {
  for (const [name, disabled] of Object.entries(optOuts) as [keyof OptOutChanges, boolean][]) {
    if (disabled) response.cookies.set(optOutCookies[name], '1', { path: '/', sameSite: 'lax' });
    else response.cookies.delete(optOutCookies[name]);
  }
  return response;
}

/**
 * The channel app's proxy: spec point 2 routing (country, language, platform, normalisation) and the
 * visitor's flag variant, before any page renders.
 */
export function createProxy(settings: ChannelSettings, options: { flags: FlagRuntimeOptions; shopApiUrl: string; nextDoor?: NextDoorUrls }) {
  const content = createContentClient({ endpoint: `${options.shopApiUrl}/v2` });
  const storyRedirects = createStoryRedirects({
    settings,
    // The table needs each story's path, target and status, not its blocks or alternates.
    load: (locale) => content.getStories({ startsWith: `${settings.id}/`, language: locale, excludingSlugs: [`${settings.id}/global/*`], ...PAGE_FIELDS_ONLY }),
    onError: (locale, error) => serverLogger.error('story-redirects-load-failed', { locale, reason: String(error) }),
  });
  // The home country's locales first: most first visitors arrive there.
  void storyRedirects.preload([...locales].sort((a, b) => Number(localeSettings[b].country === settings.homeCountry) - Number(localeSettings[a].country === settings.homeCountry)));
  async function proxy(request: NextRequest): Promise<NextResponse> {
    const url = request.nextUrl;
    // Build assets, icons, the manifest and the flag bootstrap route skip routing. The proxy has no `matcher`: Next
    // skips a matcher-filtered proxy for URLs with broken escapes and then fails on them with a 5xx.
    if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/_next/image') || url.pathname === FLAGS_BOOTSTRAP_PATH || url.pathname === BURGER_DATA_PATH || url.pathname === FLYOUT_DATA_PATH || url.pathname === REVALIDATE_PATH || PUBLIC_FILE_PATHS.has(url.pathname)) {
      return NextResponse.next();
    }
    const host = request.headers.get('host') ?? url.host;
    const decision = resolveRequest(settings, { protocol: url.protocol, host, pathname: url.pathname, search: url.search });

    if (decision.kind === 'redirect') {
      return applyOptOuts(NextResponse.redirect(decision.location, decision.status), decision.optOuts);
    }

    const { route } = decision;
    const isPreview = decision.kind === 'render' && url.searchParams.has(PREVIEW_STORY_PARAM);
    // A redirect story answers here, with its own status code (a page could only answer 307 or 308).
    const storyRedirect = decision.kind === 'render' && !isPreview ? await storyRedirects.find(route.locale, route.path) : undefined;
    if (storyRedirect) {
      const location = storyRedirect.target.startsWith('/')
        ? buildPublicPath({ settings, locale: route.locale, platform: route.platform, path: storyRedirect.target })
        : storyRedirect.target;
      return applyOptOuts(NextResponse.redirect(new URL(location, url), storyRedirect.status), decision.optOuts);
    }
    const group = decision.kind === 'render' && !isPreview ? findRouteGroup(settings, route.locale, route.path) : undefined;
    // A system next door with a configured address answers its own paths (designer, cart, account, orders).
    const nextDoorUrl = group ? findNextDoorUrl(options.nextDoor, group.system) : undefined;
    if (nextDoorUrl) return applyOptOuts(NextResponse.rewrite(new URL(`${url.pathname}${url.search}`, nextDoorUrl)), decision.optOuts);
    // The sign-up mail's link: verified here, where the session cookie can still be set, then on to the page that says so.
    if (group?.id === 'registration-verification' && url.searchParams.has(REGISTRATION_TOKEN_PARAM))
      return applyOptOuts(await followRegistrationLink({ request, settings, route, shopApiUrl: options.shopApiUrl }), decision.optOuts);
    const flags =
      decision.kind === 'render'
        ? await resolveRequestVariant(
            { cookies: request.headers.get('cookie'), userAgent: request.headers.get('user-agent'), search: url.search, secure: url.protocol === 'https:' },
            options.flags,
          )
        : { variant: allControlVariant };
    const target = url.clone();
    // Editor previews render on their own uncached route, where the preview signature is checked.
    const appPath = toAppPath(settings, route);
    // The channel server asks for the 404 document of a path Next answered with 404 (server/not-found-documents.ts).
    const notFound = decision.kind !== 'render' || appPath === null || request.headers.has(NOT_FOUND_RENDER_HEADER);
    const path = notFound ? NOT_FOUND_PATH : isPreview ? `${PREVIEW_PATH}${route.path === '/' ? '' : route.path}` : appPath;
    target.pathname = toInternalPath({ ...route, variant: flags.variant, path });
    // Pages take locale, platform and variant from the rewritten path (the full-route cache keys by it), no request headers.
    const response = applyOptOuts(NextResponse.rewrite(target), decision.optOuts);
    if (flags.setCookie) response.headers.append('set-cookie', flags.setCookie);
    // The designer stand-in explains unusable launch parameters and unknown ids on a 400 page.
    const designer = group ? designerProductByGroup[group.id] : undefined;
    if (designer) {
      const client = createServerShopClient({ shopApiUrl: options.shopApiUrl, channel: settings.id, locale: route.locale, fetch: uncachedFetch });
      if ((await checkDesignerLaunch(client, designer, url.searchParams)) === 'bad') response.headers.set(SHOP_STATUS_HEADER, '400');
    }
    if (notFound) response.headers.set(NOT_FOUND_STATUS_HEADER, '404');
    return response;
  }
  return shareDecisions(proxy, settings);
}

/** Headers a plain rewrite may carry: the rewrite itself and cookies. Anything else (a status, a 404 mark) is not plain. */
const plainRewriteHeaders = new Set(['x-middleware-rewrite', 'set-cookie', 'x-middleware-set-cookie']);

/** A decision the server took is handed to Next's proxy call of the same request within this time, or dropped. */
const DECISION_LIFETIME_MS = 60_000;

/**
 * Registers the proxy for the channel server (routing/proxy-bridge.ts) and returns the proxy Next calls: it answers
 * with the server's decision of the same request when the request carries its id, else decides itself.
 */
function shareDecisions(proxy: (request: NextRequest) => Promise<NextResponse>, settings: ChannelSettings) {
  const decisions = new Map<string, { response: NextResponse; at: number }>();
  const bridge: ProxyBridge = {
    async decide({ url, method, headers }) {
      const requestHeaders = new Headers();
      for (const [name, value] of Object.entries(headers)) {
        if (Array.isArray(value)) for (const entry of value) requestHeaders.append(name, entry);
        else if (value !== undefined) requestHeaders.set(name, value);
      }
      // The same URL parsing Next gives its proxy call (next-server.ts runMiddleware): the trailing-slash policy shapes the rewrite URL.
      const response = await proxy(new NextRequest(url, { method, headers: requestHeaders, nextConfig: { basePath: '', trailingSlash: settings.features.trailingSlash } }));
      const now = Date.now();
      for (const [id, decided] of decisions) if (now - decided.at > DECISION_LIFETIME_MS) decisions.delete(id);
      else break;
      const id = crypto.randomUUID();
      decisions.set(id, { response, at: now });
      const rewrite = response.headers.get('x-middleware-rewrite');
      const plain = rewrite !== null && [...response.headers.keys()].every((name) => plainRewriteHeaders.has(name)) && new URL(rewrite).origin === new URL(url).origin;
      const decision: ProxyDecision = { id, setCookies: response.headers.getSetCookie() };
      if (plain) decision.rewrite = rewrite;
      return decision;
    },
    release(id) {
      decisions.delete(id);
    },
  };
  (globalThis as { [PROXY_BRIDGE]?: ProxyBridge })[PROXY_BRIDGE] = bridge;
  return async function sharedProxy(request: NextRequest): Promise<NextResponse> {
    const id = request.headers.get(PROXY_DECISION_HEADER);
    const decided = id ? decisions.get(id) : undefined;
    if (id && decided) {
      decisions.delete(id);
      return decided.response;
    }
    return proxy(request);
  };
}
