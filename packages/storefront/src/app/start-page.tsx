import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import type { Metadata } from 'next';
import { createShopIntl } from '@shop/i18n/intl';
import { renderBlocks } from '@shop/ui/blocks/block-registry';
import { StartHero } from '@shop/ui/shell/start-hero';
import { loadStoryBlockContext, StoryBlockAreas, StoryHead, storyMetadata, type PageContent } from './content-page.tsx';
import { getPublishedPage } from '../data/content.ts';
import type { AppEnv } from '../server/app-env.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';
import { JsonLd, siteJsonLd } from './structured-data.tsx';

/**
 * The blocks of the locale's start story (`<channel>/home`) under the hero: teasers to the categories, USPs, feeds.
 * The hero keeps the page's h1, so the story's teaser renders as a section (h2), not as the page headline.
 */
async function StartStoryBlocks(props: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform; variant: string; path?: string }) {
  const { settings, env, locale, platform, variant, path = '/' } = props;
  const story = await getPublishedPage({ settings, env, locale, platform, path });
  if (!story || story.redirect || story.content.type !== 'Page') return null;
  const content = story.content as PageContent;
  const context = await loadStoryBlockContext({ settings, env, locale, platform, variant, story });
  return (
    <div data-story={story.uuid}>
      {renderBlocks(content.teaser, context, { eagerImage: true })}
      <StoryBlockAreas content={content} context={context} />
    </div>
  );
}

/** The start story's head tags: hreflang alternates and share tags (`StoryHead`, beside `storyMetadata`). */
async function StartHead(props: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform }) {
  const { settings, env, locale, platform } = props;
  const story = await getPublishedPage({ settings, env, locale, platform, path: '/' }).catch(() => null);
  return <StoryHead settings={settings} locale={locale} path="/" story={story} />;
}

/** The start page of a locale: the channel's hero, then the blocks of the start story from the content space. */
export function createStartPage(settings: ChannelSettings, env: AppEnv) {
  return async function StartPage({ params }: { params: Promise<RouteParams & { variant: string }> }) {
    const { variant } = await params;
    const { locale, platform } = await readRouteParams(params);
    return (
      <>
        <StartHead settings={settings} env={env} locale={locale} platform={platform} />
        <StartHero channelId={settings.id} channelName={settings.name} locale={locale} platform={platform} />
        <StartStoryBlocks settings={settings} env={env} locale={locale} platform={platform} variant={variant} />
        <JsonLd data={siteJsonLd(settings, locale)} />
      </>
    );
  };
}

/**
 * Title, description, canonical and hreflang of the start page from the start story's SEO fields. Without a story (or
 * without its description) the channel's translated intro is the description: search results never show an empty one.
 */
export function createStartPageMetadata(settings: ChannelSettings, env: AppEnv) {
  return async function generateMetadata({ params }: { params: Promise<RouteParams & { variant: string }> }): Promise<Metadata> {
    const { locale, platform } = await readRouteParams(params);
    const story = await getPublishedPage({ settings, env, locale, platform, path: '/' }).catch(() => null);
    const metadata = storyMetadata({ settings, locale, path: '/', story });
    return { ...metadata, description: metadata.description || createShopIntl(locale).t(`start.intro.${settings.id}`) };
  };
}

/** `/desktop-startseite`: the start page of the desktop app, on either platform: the desktop hero, then the blocks of its story. */
export function createDesktopStartPage(settings: ChannelSettings, env: AppEnv) {
  return async function DesktopStartPage({ params }: { params: Promise<RouteParams & { variant: string }> }) {
    const { variant } = await params;
    const { locale, platform } = await readRouteParams(params);
    return (
      <>
        <StartHero channelId={settings.id} channelName={settings.name} locale={locale} platform="desktop" />
        <StartStoryBlocks settings={settings} env={env} locale={locale} platform={platform} variant={variant} path={DESKTOP_START_PATH} />
      </>
    );
  };
}

/** The desktop start page's own path (spec point 2), also the slug of its story. */
export const DESKTOP_START_PATH = '/desktop-startseite';
