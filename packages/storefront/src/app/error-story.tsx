import 'server-only';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { renderBlocks } from '@shop/ui/blocks/block-registry';
import type { Blok } from '@shop/ui/blocks/block-types';
import { loadBlockContext } from '../data/block-context.ts';
import { getPublishedPage } from '../data/content.ts';
import { serverLogger } from '../data/server-logger.ts';
import type { AppEnv } from '../server/app-env.ts';

/** The content path of the error page's story (slug `error` in every channel and language). */
export const ERROR_STORY_PATH = '/error';

interface ErrorStoryProps {
  settings: ChannelSettings;
  env: AppEnv;
  locale: Locale;
  platform: Platform;
}

/**
 * The blocks of the error page's content story (spec point 2), for the 404 and error views. Null when the story is
 * missing or the content API fails: the views then show their own translated text. The page's h1 is the view's
 * title, so the story's teaser renders with an h2; all-control treatments, as the crawler variant sees it.
 */
export async function ErrorStoryContent({ settings, env, locale, platform }: ErrorStoryProps) {
  const path = ERROR_STORY_PATH;
  const story = await getPublishedPage({ settings, env, locale, platform, path }).catch((error: unknown) => {
    serverLogger.error('cms-page-not-found', { path, locale, reason: String(error) });
    return null;
  });
  if (!story || story.redirect || story.content.component !== 'Page') {
    if (story !== null) serverLogger.warn('storyblok-page-not-found', { path, locale, reason: 'not a page' });
    return null;
  }
  const content = story.content as { teaser?: Blok[]; body?: Blok[] };
  const context = await loadBlockContext({ settings, env, locale, platform, story, treatments: {}, splitDisabled: true });
  return (
    <div className="error-page__story" data-story={story.uuid}>
      {renderBlocks(content.teaser, context)}
      {renderBlocks(content.body, context)}
    </div>
  );
}
