import 'server-only';
import { getCardAccessories, getThemes } from '@shop/api-client/shop/catalogue';
import type { Theme } from '@shop/contract/catalogue-responses';
import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { buildCardDetailPath, buildCardThemePath, THEMES_PATH } from '@shop/domain/card/card-theme-paths';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import type { BlockListItem } from '@shop/ui/blocks/block-types';
import type { AppEnv } from '../server/app-env.ts';
import { selectEnvelopeSku, toCardDesignItems } from './block-lists.ts';
import { cachedFetch } from './cache-policy.ts';
import { getPublishedPage } from './content.ts';
import { serverLogger } from './server-logger.ts';
import { createServerShopClient } from './shop-client.ts';

/** Themes change with the catalogue: one minute in Next's data cache, like the overviews' prices. */
const THEMES_REVALIDATE_SECONDS = 60;

export interface CardThemeView {
  theme: Theme;
  /** The theme page the card theme belongs to (`/themes/mariage`), as a public path, and its title. */
  themePage: { href: string; title: string };
  /** `/themes/{id}/{theme}`, public. */
  href: string;
  /** One tile per design, opening its card detail page. */
  designs: BlockListItem[];
  /** The designer link of each design (the same launch parameters the theme page's tiles had), by design id. */
  designerHrefs: ReadonlyMap<number, string>;
}

interface OverviewBlok {
  type?: unknown;
  occasion?: unknown;
}

/**
 * A card theme of a theme page (`themes-id-theme`): the theme page's story names the occasion its card overview lists
 * (`CardOverview.occasion`), the shop API has the themes of that occasion, and `{theme}` is one of their slugs.
 * Anything else is not found (null): no story, no card overview, a theme of another occasion or none at all.
 */
export async function loadCardTheme(options: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform; id: string; theme: string }): Promise<CardThemeView | null> {
  const { settings, env, locale, platform, id } = options;
  const themePagePath = `${THEMES_PATH}/${id}`;
  const story = await getPublishedPage({ settings, env, locale, platform, path: themePagePath });
  const body = (story?.content as { body?: readonly OverviewBlok[] } | undefined)?.body ?? [];
  const occasion = body.find((blok) => blok.type === 'CardOverview' && typeof blok.occasion === 'string')?.occasion as string | undefined;
  if (!story || !occasion) return null;
  const client = createServerShopClient({ shopApiUrl: env.shopApiUrl, channel: settings.id, locale, fetch: cachedFetch([`prices:${settings.id}`], THEMES_REVALIDATE_SECONDS) });
  const [{ themes }, envelopes] = await Promise.all([
    getThemes(client, { occasion, perPage: '48' }),
    getCardAccessories(client, { subtype: 'envelope' }).catch((error: unknown) => {
      serverLogger.error('overview-container-load-failed', { block: 'CardTheme', part: 'envelope', reason: String(error) });
      return { accessories: [] };
    }),
  ]);
  const theme = themes.find((entry) => entry.slug === options.theme);
  if (!theme) return null;
  const envelopeSku = selectEnvelopeSku(envelopes.accessories);
  const publicPath = (path: string) => buildPublicPath({ settings, locale, platform, path });
  const launches = toCardDesignItems({ themes: [theme], envelopeSku, locale, platform });
  return {
    theme,
    themePage: { href: publicPath(themePagePath), title: story.name },
    href: publicPath(buildCardThemePath(themePagePath, theme.slug)),
    designs: toCardDesignItems({
      themes: [theme],
      envelopeSku,
      locale,
      platform,
      detailHref: (entry, designId) => publicPath(buildCardDetailPath(themePagePath, entry.slug, designId)),
      wishlist: getFeatures(settings, locale).hasWishlist,
    }),
    designerHrefs: new Map(theme.designIds.map((designId, index) => [designId, launches[index]?.href ?? ''])),
  };
}
