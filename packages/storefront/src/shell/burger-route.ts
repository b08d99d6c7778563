import type { ChannelSettings } from '@shop/config/channel-settings';
import { locales, type Locale } from '@shop/config/markets';
import { z } from 'zod';
import { getShellData } from '../data/shell.ts';
import type { AppEnv } from '../server/app-env.ts';
import { BURGER_DATA_PATH } from './burger-path.ts';

export { BURGER_DATA_PATH };

const burgerQuerySchema = z.strictObject({
  locale: z.enum(locales as unknown as [Locale, ...Locale[]]),
  platform: z.enum(['web', 'desktop']),
});

/**
 * GET `/api/burger?locale=…&platform=…`: the burger's levels (main items, extra menu, service, footer links, shops)
 * as JSON, fetched by the burger when it is first opened. Pages no longer carry them in their flight data (issue 16:
 * 3–4 KB of every page for a menu most visitors never open). Cached like the pages: the same for every visitor.
 */
export function createBurgerRoute(settings: ChannelSettings, env: AppEnv) {
  return async function GET(request: Request): Promise<Response> {
    const parsed = burgerQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
      return Response.json({ error: { code: 'invalid_query', message: `${field}: ${parsed.error.issues[0]?.message ?? 'invalid'}`, field } }, { status: 400, headers: { 'cache-control': 'no-store' } });
    }
    const shell = await getShellData(settings, env, parsed.data.locale, parsed.data.platform);
    return Response.json(shell.burger, { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' } });
  };
}
