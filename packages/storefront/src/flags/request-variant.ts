import { isCrawler } from '@shop/flags/crawler';
import { flagNames } from '@shop/flags/flag-names';
import type { FlagLogger } from '@shop/flags/log-codes';
import { getServerFlags } from '@shop/flags/server';
import { applyForcedTreatment, parseUrlFlagControl } from '@shop/flags/url-control';
import { allControlVariant, encodeVariant } from '@shop/flags/variant-code';
import { resolveVisitorKey } from '@shop/flags/visitor-key';

export interface FlagRuntimeOptions {
  /** Server-side Split SDK key; unset means localhost mode on `featuresFile`. */
  serverKey?: string;
  featuresFile: string;
  logger: FlagLogger;
  /** The Split service's hosts (a proxy, or the tests' loopback stand-in); absent: the SDK's defaults. */
  urls?: SplitIO.UrlSettings;
  streamingEnabled?: boolean;
}

/** The server SDK's options from the app's flag settings (one singleton per process). */
export function serverFlagsOptions(options: FlagRuntimeOptions) {
  return {
    authorizationKey: options.serverKey,
    featuresFile: options.featuresFile,
    logger: options.logger,
    ...(options.urls ? { urls: options.urls } : {}),
    ...(options.streamingEnabled === undefined ? {} : { streamingEnabled: options.streamingEnabled }),
  };
}

/**
 * Starts the process's server SDK, the singleton the proxy and the bootstrap route get with the same options, and
 * resolves once it is ready (true) or has stopped waiting (false, logged; the SDK keeps trying). For the server's start:
 * the proxy evaluates flags for browsers only, so without it the first visitor after a start waited for the SDK to read
 * its definitions (in production: to fetch them from the Split service) before the page could be chosen.
 */
export function startServerFlags(options: FlagRuntimeOptions): Promise<boolean> {
  return getServerFlags(serverFlagsOptions(options)).ready();
}

export interface RequestVariant {
  /** Path segment of the treatment combination the page is rendered (and cached) for. */
  variant: string;
  /** `Set-Cookie` for a new visitor key. */
  setCookie?: string;
}

/**
 * Evaluates every flag for the visitor on the server, before rendering, so the first HTML already shows
 * the right variant. Crawlers and `?disabled` get no flags at all (all control) and no visitor key.
 */
export async function resolveRequestVariant(
  request: { cookies: string | null; userAgent: string | null; search: string; secure: boolean },
  options: FlagRuntimeOptions,
): Promise<RequestVariant> {
  const control = parseUrlFlagControl(request.search);
  if (control.disabled || isCrawler(request.userAgent)) return { variant: allControlVariant };
  const visitor = resolveVisitorKey({ cookies: request.cookies, cookieOptions: { secure: request.secure } });
  const flags = getServerFlags(serverFlagsOptions(options));
  const evaluations = applyForcedTreatment(await flags.treatments(visitor.key, flagNames), control);
  const treatments = Object.fromEntries(
    Object.entries(evaluations).map(([flag, evaluation]) => [flag, evaluation.treatment]),
  );
  return { variant: encodeVariant(treatments), setCookie: visitor.setCookie };
}
