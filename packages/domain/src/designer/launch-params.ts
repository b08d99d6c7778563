import type { Locale } from '@shop/config/markets';
import type { Platform } from '../routing/resolve-request.ts';

/** Query parameters handed to a designer, in insertion order. */
export type LaunchParams = Record<string, string>;

/** The ad-click id is read from a cookie by the caller and added only when the launch asks for it. */
export interface AdClickId {
  requested: boolean;
  cookieValue: string | undefined;
}

export interface CommonLaunchInput {
  locale: Locale;
  platform: Platform;
  adClickId?: AdClickId;
}

/** The query key the ad-click id travels under (the ad network's own name for it). */
export const AD_CLICK_ID_PARAM = 'gclid';

/** The parameters every designer launch carries: locale, platform and, when requested and known, the ad-click id. */
export function buildCommonLaunchParams(input: CommonLaunchInput): LaunchParams {
  const params: LaunchParams = { locale: input.locale, platform: input.platform };
  const adClickId = input.adClickId;
  if (adClickId?.requested && adClickId.cookieValue) params[AD_CLICK_ID_PARAM] = adClickId.cookieValue;
  return params;
}

/** Copies the defined, non-empty values of a record into launch parameters. */
export function pickLaunchParams(
  values: Readonly<Record<string, string | number | boolean | undefined | null>>,
): LaunchParams {
  const params: LaunchParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = String(value);
  }
  return params;
}
