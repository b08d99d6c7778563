/**
 * Security headers of the channel apps, set by the custom server on every answer before Next writes its own.
 *
 * Trade-off of the Content-Security-Policy: pages come from Next's full-route cache, one HTML per locale and flag
 * variant, shared by every visitor. A per-request nonce would make each page dynamic (no cache, a render per request),
 * and hashes cannot cover Next's inline flight scripts, which differ per page. So `script-src` allows `'unsafe-inline'`
 * next to an explicit origin list, never `'unsafe-eval'`: injected markup still cannot pull scripts from a foreign
 * origin or send data to one (`connect-src`, `form-action`, `base-uri`), and the policy stays one constant string.
 * React escapes every reflected value; the hostile suite checks that no input comes back unescaped.
 */
import { PREVIEW_STORY_PARAM } from '@shop/api-client/content/preview';
import type { ServerResponse } from 'node:http';

/** The third-party scripts the tracking config knows (structurally the tracking package's `TrackingConfig`). */
export interface ThirdPartyScripts {
  tagManager?: { id?: string; origin: string };
  consent?: { scriptUrl?: string };
  recorder?: { scriptUrl?: string };
  logging?: { scriptUrl?: string };
  messenger?: { scriptUrl?: string };
}

/** What the policy is built from: the app's validated env. */
export interface SecurityHeaderSources {
  /** The shop API; the browser loads pictures from its image proxy. */
  shopApiUrl: string;
  /** The visual editor's bridge script; its origin may frame `/shop-preview` and is allowed there only. */
  content: { bridgeUrl: string };
  /** The browser Split SDK talks to these when a client key is set. */
  split: {
    clientKey?: string;
    urls?: Partial<Record<'sdk' | 'events' | 'auth' | 'streaming' | 'telemetry', string>>;
  };
  tracking?: ThirdPartyScripts;
  /** Google sign-in: with a client id the account dialogs load Google's script, styles and frames. */
  google?: { clientId?: string };
}

/** Google Identity Services: script, button styles, frames and the credential exchange all come from here. */
export const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

/** The Split SDK's service URLs when none are configured (SplitIO.UrlSettings defaults). */
export const DEFAULT_SPLIT_URLS = {
  sdk: 'https://sdk.split.io/api',
  events: 'https://events.split.io/api',
  auth: 'https://auth.split.io/api',
  streaming: 'https://streaming.split.io',
  telemetry: 'https://telemetry.split.io/api',
} as const;

/** The tag manager loads its tags' beacons from Google's analytics hosts. */
const TAG_MANAGER_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'] as const;

/** The origin of a URL, or undefined for one that is not http(s). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

type Directive = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src';

/** The visual editor's origin: the one that serves its bridge script. */
export function editorOrigin(sources: Pick<SecurityHeaderSources, 'content'>): string | undefined {
  return originOf(sources.content.bridgeUrl);
}

/** Content-Security-Policy of a page; `preview` pages may be framed by the editor and load its bridge. */
export function buildContentSecurityPolicy(
  sources: SecurityHeaderSources,
  options: { preview: boolean; production: boolean },
): string {
  const allowed: Record<Directive, Set<string>> = {
    'script-src': new Set(["'self'", "'unsafe-inline'"]),
    'style-src': new Set(["'self'", "'unsafe-inline'"]),
    'img-src': new Set(["'self'", 'data:', 'blob:']),
    'font-src': new Set(["'self'", 'data:']),
    'connect-src': new Set(["'self'"]),
    'frame-src': new Set(["'self'"]),
  };
  const allow = (origin: string | undefined, directives: readonly Directive[]) => {
    if (origin) for (const directive of directives) allowed[directive].add(origin);
  };
  // Next's development server evaluates module code; production builds never do.
  if (!options.production) allowed['script-src'].add("'unsafe-eval'");

  allow(originOf(sources.shopApiUrl), ['img-src']);

  if (sources.split.clientKey) {
    for (const url of Object.values({ ...DEFAULT_SPLIT_URLS, ...sources.split.urls }))
      allow(originOf(url), ['connect-src']);
  }

  const tracking = sources.tracking;
  if (tracking?.tagManager?.id) {
    allow(originOf(tracking.tagManager.origin), ['script-src', 'img-src', 'connect-src', 'frame-src']);
    for (const beacon of TAG_MANAGER_BEACONS) {
      allowed['img-src'].add(beacon);
      allowed['connect-src'].add(beacon);
    }
  }
  // Consent notices and messengers draw their own UI (styles, fonts, frames); recorder and RUM only send data.
  allow(originOf(tracking?.consent?.scriptUrl), [
    'script-src',
    'style-src',
    'img-src',
    'font-src',
    'connect-src',
    'frame-src',
  ]);
  allow(originOf(tracking?.messenger?.scriptUrl), [
    'script-src',
    'style-src',
    'img-src',
    'font-src',
    'connect-src',
    'frame-src',
  ]);
  allow(originOf(tracking?.recorder?.scriptUrl), ['script-src', 'connect-src']);
  if (sources.google?.clientId)
    allow(GOOGLE_SIGN_IN_ORIGIN, ['script-src', 'style-src', 'connect-src', 'frame-src']);
  allow(originOf(tracking?.logging?.scriptUrl), ['script-src', 'connect-src']);

  const editor = editorOrigin(sources);
  if (options.preview) allow(editor, ['script-src', 'connect-src', 'img-src', 'style-src', 'frame-src']);

  const directives = [
    "default-src 'self'",
    ...(Object.entries(allowed) as [Directive, Set<string>][]).map(
      ([name, values]) => `${name} ${[...values].join(' ')}`,
    ),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the editor may frame a preview; nobody frames the shop itself (clickjacking).
    options.preview && editor ? `frame-ancestors ${editor}` : "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Two years, subdomains included: the shops are HTTPS only (browsers ignore the header on plain-HTTP localhost). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Browser features no shop page uses are switched off for the page and every frame in it (third-party scripts too).
 * Only names browsers know: Chromium logs a header error on every page for one it does not (`bluetooth` was one).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Every security header of a page answer. */
export function buildSecurityHeaders(
  sources: SecurityHeaderSources,
  options: { preview: boolean; production: boolean },
): Record<string, string> {
  return {
    'content-security-policy': buildContentSecurityPolicy(sources, options),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(options.production ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
    // Browsers without CSP level 2 honour this one; a preview has to stay frameable by the editor, so it gets none.
    ...(options.preview ? {} : { 'x-frame-options': 'DENY' }),
  };
}

/** True for an editor preview request (`_storyblok` in the query), the same test the proxy routes it by. */
export function isPreviewRequest(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1 || !url.includes(PREVIEW_STORY_PARAM, query)) return false;
  return new URLSearchParams(url.slice(query + 1)).has(PREVIEW_STORY_PARAM);
}

/**
 * Cache-Control of a page answer that sets a cookie: `private` keeps it out of every shared cache, `no-cache` and
 * `max-age=0` make the browser ask again before reusing it. No `no-store`: that would only keep the page out of the
 * browser's back/forward cache (Lighthouse "MainResourceHasCacheControlNoStore"), which holds the page the visitor
 * already has, not a copy for anyone else.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache, max-age=0, must-revalidate';

/**
 * A page answer that sets a cookie (a new visitor's key, set by the proxy) must not be stored by a shared cache, or
 * every later visitor would get the same key: its Cache-Control turns private at the moment the head is written.
 * Returning visitors send their key and get the cacheable answer.
 */
export function keepCookiesPrivate(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (res.hasHeader('set-cookie') && /s-maxage|public/i.test(String(res.getHeader('cache-control') ?? ''))) res.setHeader('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
