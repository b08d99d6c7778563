import type { ContentStory } from '@shop/api-client/content/story';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { allControlVariant, decodeVariant } from '@shop/flags/variant-code';
import { createShopIntl } from '@shop/i18n/intl';
import { renderBlocks } from '@shop/ui/blocks/block-registry';
import type { Blok } from '@shop/ui/blocks/block-types';
import { SubNavigation } from '@shop/ui/navigation/sub-navigation';
import { loadBlockContext } from '../data/block-context.ts';
import { getBreadcrumb, getPublishedPage } from '../data/content.ts';
import { getShellData } from '../data/shell.ts';
import type { AppEnv } from '../server/app-env.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';
import { safeRedirectTarget, storyAlternates } from './story-links.ts';
import { storyShareTags } from './share-metadata.ts';
import { HeadTags } from './head-tags.tsx';
import { StoryStructuredData } from './story-structured-data.tsx';

export type ContentRouteParams = RouteParams & { variant: string; slug?: string[] };

export function contentPath(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).join('/')}`;
}

/** A story's SEO title and description, and its share image (the teaser's picture; none: the channel's). */
function storySeo(story: ContentStory): { title: string; description?: string; image?: string } {
  const content = story.content as { seoTitle?: string; seoDescription?: string; title?: string; teaser?: { image?: { filename?: string } | null }[] };
  return { title: content.seoTitle ?? content.title ?? story.name, description: content.seoDescription, image: content.teaser?.[0]?.image?.filename || undefined };
}

/** Metadata of a story page: title, description, canonical URL, noindex tag (its share tags and hreflang alternates: `StoryHead`). */
export function storyMetadata(options: { settings: ChannelSettings; locale: Locale; path: string; story: ContentStory | null }): Metadata {
  const { settings, locale, path, story } = options;
  if (!story || story.redirect) return {};
  const country = locale.slice(3) as keyof typeof settings.domains;
  const { title, description } = storySeo(story);
  return {
    title: { absolute: title },
    description,
    // Share tags and hreflang alternates are the page's `StoryHead` (a client island: fewer flight bytes), not
    // metadata; null keeps the root layout's share tags off the page.
    openGraph: null,
    twitter: null,
    alternates: { canonical: `https://${settings.domains[country]}${buildPublicPath({ settings, locale, path })}` },
    robots: story.tagList.includes('noindex') ? { index: false, follow: false } : undefined,
  };
}

interface StoryViewProps {
  settings: ChannelSettings;
  env: AppEnv;
  locale: Locale;
  platform: Platform;
  variant: string;
  story: ContentStory | null;
  /** The content path asked for; default the story's own path. */
  path?: string;
}

/** The block areas of a Page story. */
export type PageContent = { title?: string; navigationType?: string; teaser?: Blok[]; uspTeaser?: Blok[]; calculator?: Blok[]; body?: Blok[] };

/** The block context of a story on a variant page: the variant's treatments, none when the flag client is skipped. */
export function loadStoryBlockContext(options: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform; variant: string; story: ContentStory }) {
  const { variant, ...rest } = options;
  return loadBlockContext({ ...rest, treatments: decodeVariant(variant) ?? {}, splitDisabled: variant === allControlVariant });
}

/** The areas of a Page story below its teaser, in page order: USPs, calculator, body. */
export function StoryBlockAreas({ content, context }: { content: PageContent; context: Awaited<ReturnType<typeof loadBlockContext>> }) {
  return (
    <>
      {renderBlocks(content.uspTeaser, context)}
      {renderBlocks(content.calculator, context)}
      {renderBlocks(content.body, context)}
    </>
  );
}

/**
 * The sub-navigation of the story's navigation type (web only, under the main navigation): tiles link to public
 * paths, the feed-page rule reads the content path. Server-rendered, no client code.
 */
async function StorySubNavigation(props: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform; path: string; navigationType?: string }) {
  const { settings, env, locale, platform, path, navigationType } = props;
  if (platform !== 'web' || !navigationType) return null;
  const shell = await getShellData(settings, env, locale, platform);
  const item = shell.mainNavigationItems.find((entry) => entry.navigationType === navigationType);
  return (
    <SubNavigation
      subNavigations={shell.subNavigations}
      activeNavigationType={navigationType}
      currentPath={buildPublicPath({ settings, locale, platform, path })}
      contentPath={path}
      alwaysShowSubNavi={item?.alwaysShowSubNavi}
      label={createShopIntl(locale).t('nav.subLabel')}
    />
  );
}

/**
 * The head tags of a story page that are not its metadata: hreflang alternates (`storyAlternates`) and share tags
 * (`storyShareTags`); none for a redirect or a missing story, whose metadata keeps the root layout's share tags.
 */
export function StoryHead({ settings, locale, path, story }: { settings: ChannelSettings; locale: Locale; path: string; story: ContentStory | null }) {
  if (!story || story.redirect) return null;
  const { title, description, image } = storySeo(story);
  const share = storyShareTags({ settings, locale, title, description, path: buildPublicPath({ settings, locale, path }), image });
  return <HeadTags alternates={storyAlternates(settings, story)} share={share} />;
}

/** A story as the visitor sees it: 404 unless it is a Page, its redirect when it has one, else its blocks. */
export async function StoryView({ settings, env, locale, platform, variant, story, path }: StoryViewProps) {
  if (!story) notFound();
  if (story.redirect) {
    const safe = safeRedirectTarget(settings, story.redirect.target);
    if (!safe) notFound();
    // A content path is the same page in this locale: prefix, desktop segment and slash policy apply.
    const target = safe.startsWith('/') ? buildPublicPath({ settings, locale, platform, path: safe }) : safe;
    // The proxy answers redirect stories with their own status (routing/story-redirects.ts); this is the fallback while
    // its table loads. Next redirects from a page with 307 or 308 only: 301 and 308 stay permanent, the rest temporary.
    if (story.redirect.status === 301 || story.redirect.status === 308) permanentRedirect(target);
    redirect(target);
  }
  if (story.content.type !== 'Page') notFound();
  const content = story.content as PageContent;
  const storyPath = path ?? story.path ?? '/';
  // The breadcrumb of the structured data loads beside the block context, not after it (the render's cache hands the
  // same trail to StoryStructuredData): one round trip to the content API less in an uncached render.
  if (storyPath !== '/') void getBreadcrumb({ settings, env, locale, platform, path: storyPath }).catch(() => []);
  const context = await loadStoryBlockContext({ settings, env, locale, platform, variant, story });
  return (
    <>
      <StorySubNavigation settings={settings} env={env} locale={locale} platform={platform} path={path ?? story.path ?? '/'} navigationType={content.navigationType} />
      <article data-story={story.uuid}>
        {content.teaser?.length ? renderBlocks(content.teaser, context, { priority: true }) : <h1>{content.title ?? story.name}</h1>}
        <StoryBlockAreas content={content} context={context} />
      </article>
      <StoryStructuredData settings={settings} env={env} locale={locale} platform={platform} path={path ?? story.path ?? '/'} story={story} context={context} />
    </>
  );
}

/**
 * The catch-all route: the published story of the path from the content space. Rendered once per path
 * and variant, then served from cache.
 */
export function createContentPage(settings: ChannelSettings, env: AppEnv) {
  async function load(params: Promise<ContentRouteParams>) {
    const { slug } = await params;
    const { locale, platform } = await readRouteParams(params);
    const path = contentPath(slug);
    return { locale, platform, path, story: await getPublishedPage({ settings, env, locale, platform, path }) };
  }

  async function generateMetadata({ params }: { params: Promise<ContentRouteParams> }): Promise<Metadata> {
    return storyMetadata({ settings, ...(await load(params)) });
  }

  async function ContentPage({ params }: { params: Promise<ContentRouteParams> }) {
    const { variant } = await params;
    const { locale, platform, path, story } = await load(params);
    return (
      <>
        <StoryHead settings={settings} locale={locale} path={path} story={story} />
        <StoryView settings={settings} env={env} locale={locale} platform={platform} variant={variant} story={story} path={path} />
      </>
    );
  }

  return { ContentPage, generateMetadata };
}
