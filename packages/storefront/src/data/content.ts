import 'server-only';
import { findPage, loadBreadcrumb, type BreadcrumbItem } from '@shop/api-client/content/pages';
import type { VerifiedPreview } from '@shop/api-client/content/preview';
import type { ContentStory } from '@shop/api-client/content/story';
import { ShopError } from '@shop/api-client/shop/errors';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { cache } from 'react';
import type { AppEnv } from '../server/app-env.ts';
import { cachedFetch, contentTags, uncachedFetch } from './cache-policy.ts';
import { createServerShopClient } from './shop-client.ts';

/** Relations the pages resolve inline: the themes overview lists other stories. */
export const PAGE_RELATIONS = ['ThemesOverview.themes'] as const;

function pageClient(request: Pick<PageRequest, 'settings' | 'env' | 'locale'>, fetchImpl?: typeof fetch) {
  return createServerShopClient({ shopApiUrl: request.env.shopApiUrl, channel: request.settings.id, locale: request.locale, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

export interface PageRequest {
  settings: ChannelSettings;
  env: AppEnv;
  locale: Locale;
  platform: Platform;
  path: string;
}

/** Longest content path worth asking the content API about; slugs are short, hostile paths are not. */
export const MAX_CONTENT_PATH_LENGTH = 512;

/** The published story of a content path, or null when there is none; one request per render (React cache). */
export function getPublishedPage(request: PageRequest): Promise<ContentStory | null> {
  return publishedPage(request.settings, request.env, request.locale, request.platform, request.path);
}

// React's cache compares the arguments one by one, and every caller builds a request object of its own: keyed by the
// object, the page, its metadata and its head each loaded and checked the story again. Keyed by its parts (the channel
// settings and env are the app's own objects, the same on every call), a render loads it once.
const publishedPage = cache(async (settings: ChannelSettings, env: AppEnv, locale: Locale, platform: Platform, path: string): Promise<ContentStory | null> => {
  if (path.length > MAX_CONTENT_PATH_LENGTH) return null;
  const client = pageClient({ settings, env, locale }, cachedFetch(contentTags(settings.id, locale)));
  try {
    return await findPage(client, { locale, platform, path, resolveRelations: PAGE_RELATIONS });
  } catch (error) {
    // The page API refuses paths that cannot name a story (4xx): for the visitor that is a page that does not exist.
    if (error instanceof ShopError && error.status !== undefined && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
});

/** The published breadcrumb trail of a content path (structured data), cached with the channel's content. */
export function getBreadcrumb(request: PageRequest): Promise<BreadcrumbItem[]> {
  return breadcrumb(request.settings, request.env, request.locale, request.platform, request.path);
}

const breadcrumb = cache(async (settings: ChannelSettings, env: AppEnv, locale: Locale, platform: Platform, path: string): Promise<BreadcrumbItem[]> => {
  if (path.length > MAX_CONTENT_PATH_LENGTH) return [];
  return loadBreadcrumb(pageClient({ settings, env, locale }, cachedFetch(contentTags(settings.id, locale))), { locale, platform, path });
});

/**
 * The draft (or release) story of a path for a verified editor preview: straight from the content API,
 * never from a cache. Null when the path has no story.
 */
export async function getPreviewPage(request: PageRequest & { preview: VerifiedPreview }): Promise<ContentStory | null> {
  if (request.path.length > MAX_CONTENT_PATH_LENGTH) return null;
  const client = pageClient(request, uncachedFetch);
  return findPage(client, {
    locale: request.locale,
    platform: request.platform,
    path: request.path,
    resolveRelations: PAGE_RELATIONS,
    preview: request.preview,
    previewToken: request.env.content.previewToken,
  });
}
