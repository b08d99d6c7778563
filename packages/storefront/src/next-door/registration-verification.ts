import { verifySignUp, type CustomerResult } from '@shop/api-client/shop/customer';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { signupVerifySchema } from '@shop/contract/customer';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { buildRouteHref } from '@shop/domain/routing/route-href';
import { NextResponse, type NextRequest } from 'next/server';
import { uncachedFetch } from '../data/cache-policy.ts';
import { createServerShopClient } from '../data/shop-client.ts';
import { shopApiCookieHeader, shopApiCookieNames } from './shop-api-cookies.ts';

/**
 * What the registration verification page says (`?status=`): the link's outcome (`verified`, `used`, `expired`,
 * `invalid`, `failed`: the shop API did not answer), a new mail requested (`sent`) or refused (`resend-failed`).
 * Without a status the page asks to check the mail.
 */
export const registrationOutcomes = ['verified', 'used', 'expired', 'invalid', 'failed', 'sent', 'resend-failed'] as const;
export type RegistrationOutcome = (typeof registrationOutcomes)[number];

/** The query parameter of the mailed link (`/registrierung-bestaetigen?token=…`, built by the shop API). */
export const REGISTRATION_TOKEN_PARAM = 'token';

/** The outcome of the verify call: the shop API's refusal codes, anything else a failure to retry. */
export function toRegistrationOutcome(result: CustomerResult | undefined): RegistrationOutcome {
  if (!result) return 'invalid';
  if (result.ok) return 'verified';
  if (result.reason === 'failed') return 'failed';
  const code = 'code' in result.error ? result.error.code : undefined;
  return code === 'token_used' ? 'used' : code === 'token_expired' ? 'expired' : 'invalid';
}

/**
 * The mailed link, followed: the proxy verifies the token with the shop API (which starts the customer's session and
 * moves the visitor's cart along), hands its session cookie to the browser and sends it on (303) to the same page
 * with the outcome, so a reload or the history never posts the token again. A page cannot set cookies, the proxy can.
 */
export async function followRegistrationLink(options: {
  request: NextRequest;
  settings: ChannelSettings;
  route: { locale: Locale; platform: Platform };
  shopApiUrl: string;
}): Promise<NextResponse> {
  const { request, settings, route } = options;
  const cookie = shopApiCookieHeader((name) => request.cookies.get(name)?.value);
  const setCookies: string[] = [];
  const client = createServerShopClient({
    shopApiUrl: options.shopApiUrl,
    channel: settings.id,
    locale: route.locale,
    // The public host decides the cookie's Secure flag (everywhere but localhost), as through the /shop-api forward.
    headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-host': request.headers.get('host') ?? request.nextUrl.host },
    fetch: async (input, init) => {
      const response = await uncachedFetch(input, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    },
  });
  const parsed = signupVerifySchema.safeParse({ token: request.nextUrl.searchParams.get(REGISTRATION_TOKEN_PARAM) });
  const outcome = toRegistrationOutcome(parsed.success ? await verifySignUp(client, parsed.data) : undefined);
  const page = buildRouteHref({ settings, locale: route.locale, platform: route.platform, group: 'registration-verification', query: { status: outcome } });
  if (page === null) throw new Error(`registration-verification has no path in ${route.locale}`);
  const response = NextResponse.redirect(new URL(page, request.nextUrl), 303);
  response.headers.set('cache-control', 'no-store');
  for (const line of setCookies) {
    const name = line.slice(0, line.indexOf('='));
    if ((shopApiCookieNames as readonly string[]).includes(name)) response.headers.append('set-cookie', line);
  }
  return response;
}
