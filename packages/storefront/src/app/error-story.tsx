import 'server-only';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { locales, type Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import type { Blok } from '@shop/ui/blocks/block-types';
import { SubTeaser, type SubTeaserBlok } from '@shop/ui/blocks/sub-teaser';
import type { TeaserBlok } from '@shop/ui/blocks/teaser';
import { getPublishedPage } from '../data/content.ts';
import { serverLogger } from '../data/server-logger.ts';
import type { ReactNode } from 'react';
import { z } from 'zod';
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
 * The error story's blocks, as server-only sub-teasers. The root layout renders this for every route, and every client
 * component its imports reach becomes first-load JavaScript of every page: the block registry (calculator, forms) and
 * the hero's client media stay out of here. The story's hero shows as a sub-teaser (picture, h2, text, its call to
 * action); other blocks of the error story are left out.
 */
function renderErrorBlock(blok: Blok) {
  switch (blok.type) {
    case 'Teaser': {
      const teaser = blok as unknown as TeaserBlok;
      const card: SubTeaserBlok = { id: teaser.id, type: 'SubTeaser', headline: teaser.headline, text: teaser.text, image: teaser.image, link: teaser.link, linkText: teaser.ctaText };
      return <SubTeaser key={blok.id} blok={card} />;
    }
    case 'SubTeaser':
      return <SubTeaser key={blok.id} blok={blok as unknown as SubTeaserBlok} />;
    default:
      return null;
  }
}

/**
 * The blocks of the error page's content story (spec point 2), for the 404 and error views. Null when the story is
 * missing or the content API fails: the views then show their own translated text. The page's h1 is the view's
 * title, so the story's teaser renders with an h2.
 */
export async function ErrorStoryContent({ settings, env, locale, platform }: ErrorStoryProps) {
  const path = ERROR_STORY_PATH;
  const story = await getPublishedPage({ settings, env, locale, platform, path }).catch((error: unknown) => {
    serverLogger.error('cms-page-not-found', { path, locale, reason: String(error) });
    return null;
  });
  if (!story || story.redirect || story.content.type !== 'Page') {
    if (story !== null) serverLogger.warn('storyblok-page-not-found', { path, locale, reason: 'not a page' });
    return null;
  }
  const content = story.content as { teaser?: Blok[]; body?: Blok[] };
  return (
    <div className="error-page__story" data-story={story.uuid}>
      {[...(content.teaser ?? []), ...(content.body ?? [])].map((blok) => renderErrorBlock(blok))}
    </div>
  );
}

const errorStoryInputSchema = z.strictObject({
  locale: z.enum(locales as unknown as [Locale, ...Locale[]]),
  platform: z.enum(['web', 'desktop']),
});

/**
 * The error story for the client-side 404 and error views (`useErrorStory`), through the app's server action: the
 * browser names its locale and platform, anything else is refused. The rendered blocks come back as React elements.
 */
export async function renderErrorStory(settings: ChannelSettings, env: AppEnv, locale: unknown, platform: unknown): Promise<ReactNode> {
  const input = errorStoryInputSchema.safeParse({ locale, platform });
  if (!input.success) throw new Error(`error story: ${input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return ErrorStoryContent({ settings, env, ...input.data });
}
