import { findCountryByDomain, getDomain, type ChannelSettings } from '@shop/config/channel-settings';
import {
  getCountry,
  homeCountryByLanguage,
  isCountryCode,
  isLanguage,
  toLocale,
  type CountryCode,
  type Language,
  type Locale,
} from '@shop/config/markets';

export type Platform = 'web' | 'desktop';

/** The request as the proxy sees it: raw (still percent-encoded) path and query. */
export interface IncomingRequest {
  /** e.g. `https:` or `http:` */
  protocol: string;
  /** Host header, with port when there is one. */
  host: string;
  pathname: string;
  search: string;
}

/** Visit-long opt-outs carried by the `tracking=0` / `logging=0` query parameters. */
export interface OptOutChanges {
  tracking?: boolean;
  logging?: boolean;
}

export interface RoutedRequest {
  channel: string;
  country: CountryCode;
  language: Language;
  locale: Locale;
  platform: Platform;
  /** Content path without language prefix and desktop segment, no trailing slash (`/` for the start page). */
  path: string;
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308; optOuts: OptOutChanges }
  | { kind: 'render'; route: RoutedRequest; optOuts: OptOutChanges }
  | { kind: 'not-found'; route: RoutedRequest; reason: 'unknown-language-prefix' | 'malformed-path'; optOuts: OptOutChanges };

const LOCAL_HOST = /^(?:([a-z]{2})\.)?localhost$/;
const LANGUAGE_PREFIX = /^[a-z]{2}$/i;
const FILE_SEGMENT = /\.[a-z0-9]{2,5}$/i;
const DESKTOP_SEGMENT = 'd';

interface HostInfo {
  country: CountryCode;
  local: boolean;
  port: string;
}

function splitHost(host: string): { name: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { name: match?.[1] ?? '', port: match?.[2] ?? '' };
}

/** Country from the host: `{cc}.localhost` locally, the production domain otherwise, the home country as fallback. */
export function resolveCountry(settings: ChannelSettings, host: string): HostInfo {
  const { name, port } = splitHost(host);
  const local = LOCAL_HOST.exec(name);
  if (local) {
    const code = local[1]?.toUpperCase() ?? settings.homeCountry;
    return { country: isCountryCode(code) ? code : settings.homeCountry, local: true, port };
  }
  if (name === '127.0.0.1' || name === '[::1]') return { country: settings.homeCountry, local: true, port };
  return { country: findCountryByDomain(settings, name) ?? settings.homeCountry, local: false, port };
}

/** The origin a country is served from: `{cc}.localhost:port` locally (the home country on plain localhost). */
export function countryOrigin(settings: ChannelSettings, country: CountryCode, from: { protocol: string; local: boolean; port: string }): string {
  const port = from.port ? `:${from.port}` : '';
  if (from.local) {
    const host = country === settings.homeCountry ? 'localhost' : `${country.toLowerCase()}.localhost`;
    return `${from.protocol}//${host}${port}`;
  }
  return `https://${getDomain(settings, country)}`;
}

/** The public path of a content path in a locale: language prefix, desktop segment and the channel's trailing-slash policy. */
export function buildPublicPath(options: { settings: ChannelSettings; locale: Locale; platform?: Platform; path: string }): string {
  const { settings, locale, platform = 'web', path } = options;
  const [language, country] = locale.split('-') as [Language, CountryCode];
  const isDefault = getCountry(country).languages[0] === language;
  const segments = path.split('/').filter(Boolean);
  if (platform === 'desktop') segments.unshift(DESKTOP_SEGMENT);
  if (!isDefault) segments.unshift(language);
  return applyTrailingSlash(`/${segments.join('/')}`, settings.features.trailingSlash);
}

function applyTrailingSlash(path: string, trailingSlash: boolean): string {
  if (path === '/') return path;
  const bare = path.replace(/\/+$/, '');
  const last = bare.slice(bare.lastIndexOf('/') + 1);
  // Files (robots.txt, sitemap.xml) never take a slash.
  return trailingSlash && !FILE_SEGMENT.test(last) ? `${bare}/` : bare;
}

function readOptOuts(params: URLSearchParams): OptOutChanges {
  const changes: OptOutChanges = {};
  if (params.has('tracking')) changes.tracking = params.get('tracking') === '0';
  if (params.has('logging')) changes.logging = params.get('logging') === '0';
  return changes;
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * A segment with a broken escape (`%E0%A4%A`, a lone `%`) is taken literally: its `%` signs are escaped.
 * The framework would otherwise fail to decode it as a route parameter (a 5xx).
 */
function escapeBrokenSegment(segment: string): string {
  return decodes(segment) ? segment : segment.replaceAll('%', '%25');
}

/** Encoded separators and NUL bytes never name content: we refuse them rather than guess. */
function isRefused(segment: string): boolean {
  const decoded = decodeURIComponent(segment);
  return decoded.includes('/') || decoded.includes('\\') || decoded.includes('\0');
}

/** How many further hops `resolveRequest` follows to make a redirect final; more means a loop in the rules. */
const MAX_REDIRECT_HOPS = 4;

/**
 * The routing rules of spec point 2 as one decision: where a request is rendered, or the single redirect
 * that normalises it. A redirect is always final: its target is resolved the way a browser reads the
 * `Location` header (dot segments, escapes) and followed here until it renders.
 */
export function resolveRequest(settings: ChannelSettings, request: IncomingRequest): RoutingDecision {
  const first = decideOnce(settings, request);
  if (first.kind !== 'redirect') return first;
  let decision = first;
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
    let target: URL;
    try {
      target = new URL(decision.location, `${request.protocol}//${request.host}`);
    } catch {
      return decision;
    }
    const next = decideOnce(settings, { protocol: target.protocol, host: target.host, pathname: target.pathname, search: target.search });
    if (next.kind !== 'redirect') return decision;
    // The visitor's opt-outs travel in the first request's query; a permanent hop anywhere keeps it permanent.
    decision = { ...next, status: first.status === 308 || next.status === 308 ? 308 : 307, optOuts: first.optOuts };
  }
  return { kind: 'not-found', reason: 'malformed-path', optOuts: first.optOuts, route: fallbackRoute(settings, request) };
}

function fallbackRoute(settings: ChannelSettings, request: IncomingRequest): RoutedRequest {
  const country = getCountry(resolveCountry(settings, request.host).country);
  const language = country.languages[0] as Language;
  return { channel: settings.id, country: country.code, language, locale: toLocale(language, country.code) as Locale, platform: 'web', path: request.pathname };
}

const DOT_SEGMENT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT_SEGMENT = /^(?:\.|%2e){2}$/i;

/** Resolves `.` and `..` (also percent-encoded) as a browser would before it follows a redirect. */
function removeDotSegments(segments: readonly string[]): string[] {
  const resolved: string[] = [];
  for (const segment of segments) {
    if (DOUBLE_DOT_SEGMENT.test(segment)) resolved.pop();
    else if (!DOT_SEGMENT.test(segment)) resolved.push(segment);
  }
  return resolved;
}

/** Characters that must be percent-encoded in a path segment (RFC 3986 pchar), e.g. `<`, `"`, spaces, non-ASCII. */
const NON_PATH_CHARACTER = /[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/gu;

function encodeNonPathCharacters(segment: string): string {
  return segment.replace(NON_PATH_CHARACTER, (character) => encodeURIComponent(character));
}

function decideOnce(settings: ChannelSettings, request: IncomingRequest): RoutingDecision {
  const hostInfo = resolveCountry(settings, request.host);
  const rawSegments = request.pathname.split('/');
  if (!rawSegments.every(decodes)) {
    // Broken escapes first: the framework cannot even render a 404 for such a URL. The escaped path is
    // decodable, so its own decision is final and this stays a single redirect.
    const escaped = { ...request, pathname: rawSegments.map(escapeBrokenSegment).join('/') };
    const decision = decideOnce(settings, escaped);
    if (decision.kind === 'redirect') return decision;
    const origin = countryOrigin(settings, hostInfo.country, { protocol: request.protocol, ...hostInfo });
    return { kind: 'redirect', location: `${origin}${escaped.pathname}${request.search}`, status: 308, optOuts: decision.optOuts };
  }
  const country = getCountry(hostInfo.country);
  const params = new URLSearchParams(request.search);
  const optOuts = readOptOuts(params);
  const segments = removeDotSegments(rawSegments.filter(Boolean)).map(encodeNonPathCharacters);
  const defaultLanguage = country.languages[0] as Language;

  let language = defaultLanguage;
  let targetCountry = country.code;
  let needsRedirect = false;

  const first = segments[0];
  if (first !== undefined && LANGUAGE_PREFIX.test(first)) {
    const prefix = first.toLowerCase();
    if (prefix !== first) needsRedirect = true;
    if (!isLanguage(prefix)) {
      return notFound('unknown-language-prefix');
    }
    segments.shift();
    language = prefix;
    if (prefix === defaultLanguage) {
      needsRedirect = true;
    } else if (!country.languages.includes(prefix)) {
      targetCountry = homeCountryByLanguage[prefix];
      needsRedirect = true;
    }
  }

  let platform: Platform = 'web';
  if (segments[0] === DESKTOP_SEGMENT) {
    platform = 'desktop';
    segments.shift();
  }

  const locale = toLocale(language, targetCountry) as Locale;
  const route: RoutedRequest = { channel: settings.id, country: targetCountry, language, locale, platform, path: `/${segments.join('/')}` };

  if (segments.some(isRefused)) return notFound('malformed-path');

  const publicPath = buildPublicPath({ settings, locale, platform, path: route.path });
  if (publicPath !== request.pathname) needsRedirect = true;

  let status: 307 | 308 = 308;
  if (route.path.startsWith('/configurator-') && !params.has('locale')) {
    params.set('locale', locale);
    if (!needsRedirect) status = 307;
    needsRedirect = true;
  }

  if (!needsRedirect) return { kind: 'render', route, optOuts };

  const origin = countryOrigin(settings, targetCountry, { protocol: request.protocol, local: hostInfo.local, port: hostInfo.port });
  // The query is kept byte for byte unless the locale had to be added to it.
  const query = params.has('locale') && !new URLSearchParams(request.search).has('locale') ? `?${params.toString()}` : request.search;
  return { kind: 'redirect', location: `${origin}${publicPath}${query}`, status, optOuts };

  function notFound(reason: 'unknown-language-prefix' | 'malformed-path'): RoutingDecision {
    return { kind: 'not-found', reason, optOuts, route: fallbackRoute(settings, request) };
  }
}
