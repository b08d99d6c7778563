import 'server-only';
import { createContentClient } from '@shop/api-client/content/client';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { isThemePagePath, THEMES_PATH } from '@shop/domain/card/card-theme-paths';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import type { AppEnv } from '../server/app-env.ts';
import { cachedFetch, contentTags } from './cache-policy.ts';
import { serverLogger } from './server-logger.ts';
import { STORY_ALTERNATES, STORY_BLOCK_AREAS } from './story-fields.ts';

type Raw = Record<string, unknown>;

/**
 * Occasion → content path of the theme page whose card overview lists that occasion's themes (`hochzeit` →
 * `/themes/hochzeit`, in French `/themes/mariage`): where a kept design's card detail page is. The first page wins.
 */
export function selectThemePages(stories: readonly { fullSlug: string; content: unknown }[], channel: string): Record<string, string> {
  const byOccasion: Record<string, string> = {};
  for (const story of stories) {
    const path = `/${story.fullSlug.replace(new RegExp(`^${channel}/`), '').replace(/\/+$/, '')}`;
    if (!isThemePagePath(path)) continue;
    const body = (story.content as { body?: unknown } | null)?.body;
    for (const blok of Array.isArray(body) ? (body as Raw[]) : []) {
      if (blok?.type === 'CardOverview' && typeof blok.occasion === 'string' && blok.occasion !== '') byOccasion[blok.occasion] ??= path;
    }
  }
  return byOccasion;
}

/** The wishlist page's theme pages as public paths of the locale; none (names without links) when the content fails. */
export async function loadWishlistThemePages(options: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform }): Promise<Record<string, string>> {
  const { settings, env, locale, platform } = options;
  try {
    const content = createContentClient({ endpoint: `${env.shopApiUrl}/v2`, fetch: cachedFetch(contentTags(settings.id, locale)) });
    // The card overviews are in the body: the other block areas and the alternates stay out.
    const stories = await content.getStories({ startsWith: `${settings.id}${THEMES_PATH}/`, language: locale, contentType: 'Page', excludingFields: STORY_BLOCK_AREAS.filter((area) => area !== 'body'), excludingStoryFields: STORY_ALTERNATES });
    const byOccasion = selectThemePages(stories, settings.id);
    return Object.fromEntries(Object.entries(byOccasion).map(([occasion, path]) => [occasion, buildPublicPath({ settings, locale, platform, path })]));
  } catch (error) {
    serverLogger.error('overview-container-load-failed', { block: 'Wishlist', reason: String(error) });
    return {};
  }
}
