import type { ChannelSettings } from '@shop/config/channel-settings';
import { locales, type Locale } from '@shop/config/markets';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { burgerTextIds } from '@shop/ui/lib/text-ids';
import { toFlyoutData } from '@shop/ui/navigation/flyout-data';
import { z } from 'zod';
import type { ShellData } from '@shop/api-client/content/shell';
import { getShellData } from '../data/shell.ts';
import type { AppEnv } from '../server/app-env.ts';
import { BURGER_DATA_PATH, FLYOUT_DATA_PATH } from './burger-path.ts';

export { BURGER_DATA_PATH, FLYOUT_DATA_PATH };

const shellQuerySchema = z.strictObject({
  locale: z.enum(locales as unknown as [Locale, ...Locale[]]),
  platform: z.enum(['web', 'desktop']),
});

/** A GET route answering one part of the shell's data for `?locale=…&platform=…`, cached like the pages. */
function createShellDataRoute(settings: ChannelSettings, env: AppEnv, pick: (shell: ShellData, locale: Locale) => unknown) {
  return async function GET(request: Request): Promise<Response> {
    const parsed = shellQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
      return Response.json({ error: { code: 'invalid_query', message: `${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`, field } }, { status: 400, headers: { 'cache-control': 'no-store' } });
    }
    const shell = await getShellData(settings, env, parsed.data.locale, parsed.data.platform);
    return Response.json(pick(shell, parsed.data.locale), { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' } });
  };
}

/**
 * GET `/api/burger?locale=…&platform=…`: the burger's levels (main items, extra menu, service, footer links, shops)
 * and its texts (`burgerTextIds`) as JSON, fetched by the burger when it is first opened. Pages no longer carry them
 * in their flight data (issue 16: 3–4 KB of every page for a menu most visitors never open). Cached like the pages:
 * the same for every visitor.
 */
export function createBurgerRoute(settings: ChannelSettings, env: AppEnv) {
  return createShellDataRoute(settings, env, (shell, locale) => ({ ...shell.burger, texts: pickTexts(createShopIntl(locale), burgerTextIds) }));
}

/**
 * GET `/api/flyouts?locale=…&platform=…`: the main navigation's flyout groups by item and the wall-art flyout's texts
 * (`FlyoutData`), fetched on a wide screen once the page is idle (or at the first hover). Phones, where flyouts do not
 * exist, never load them, and no page carries them in its flight data (issue 16: 3–8 KB of every page).
 */
export function createFlyoutRoute(settings: ChannelSettings, env: AppEnv) {
  return createShellDataRoute(settings, env, (shell, locale) => toFlyoutData(shell.mainNavigationItems, createShopIntl(locale)));
}
