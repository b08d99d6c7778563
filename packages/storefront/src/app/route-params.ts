import { isLocale, locales, type Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { notFound } from 'next/navigation';

export interface RouteParams {
  locale: string;
  platform: string;
}

export interface PageContext {
  locale: Locale;
  platform: Platform;
}

const platforms: readonly Platform[] = ['web', 'desktop'];

/** Every locale × platform the app prerenders. */
export function generateRouteParams(): RouteParams[] {
  return locales.flatMap((locale) => platforms.map((platform) => ({ locale, platform })));
}

/** Validates the internal route params; anything else is not a page of ours. */
export async function readRouteParams(params: Promise<RouteParams>): Promise<PageContext> {
  const { locale, platform } = await params;
  if (!isLocale(locale) || !(platforms as readonly string[]).includes(platform)) notFound();
  return { locale, platform: platform as Platform };
}
