import 'server-only';
import { createContentClient } from '@shop/api-client/content/client';
import { mapGlobalStories, type NavigationItem, type ShellData } from '@shop/api-client/content/shell';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { normalizePath } from '@shop/ui/navigation/navigation-types';
import { cache } from 'react';
import type { AppEnv } from '../server/app-env.ts';
import { cachedFetch, contentTags } from './cache-policy.ts';
import { PAGE_FIELDS_ONLY, STORY_ALTERNATES } from './story-fields.ts';
import { publicPathOf } from '../shell/public-path.ts';

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The shell's global stories of a channel, locale and platform: one content request with `fetch` (the global one if none). */
export async function readShellData(settings: ChannelSettings, env: Pick<AppEnv, 'shopApiUrl'>, locale: Locale, platform: Platform, fetch?: typeof globalThis.fetch): Promise<ShellData> {
  const content = createContentClient({ endpoint: `${env.shopApiUrl}/v2`, fetch });
  const stories = await content.getStories({ startsWith: `${settings.id}/global/`, language: locale, excludingStoryFields: STORY_ALTERNATES });
  return mapGlobalStories(stories, { settings, locale, platform }, new URL(env.shopApiUrl).origin);
}

/** The shell's global stories in a render: once per render (React's cache), in Next's data cache. */
export const getShellData = cache(
  (settings: ChannelSettings, env: AppEnv, locale: Locale, platform: Platform): Promise<ShellData> =>
    readShellData(settings, env, locale, platform, cachedFetch([...contentTags(settings.id, locale), `global:${settings.id}`])),
);

/** The content path of a story slug below the channel folder: `home` is the start page. */
function storyContentPath(fullSlug: string, channel: string): string {
  const slug = fullSlug.replace(new RegExp(`^${channel}/`), '').replace(/\/+$/, '');
  return slug === '' || slug === 'home' ? '/' : `/${slug}`;
}

/**
 * Content path → the page story's `navigationType`, for the types a main navigation item carries: the root layout
 * does not know which page it wraps, so the main navigation picks its selected item from this map and the path it
 * reads from the route segments, in the server HTML already. Pages whose type no item carries (home, legal, error)
 * are left out, which keeps the map to the category pages and their children.
 */
export function selectNavigationTypes(stories: readonly { fullSlug: string; content: unknown }[], channel: string, itemTypes: ReadonlySet<string>): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const story of stories) {
    const type = text(record(story.content).navigationType);
    if (type !== '' && itemTypes.has(type)) byPath[storyContentPath(story.fullSlug, channel)] = type;
  }
  return byPath;
}

/**
 * `selectNavigationTypes` as the main navigation gets it: navigation type → content paths, without the paths that
 * select nothing more than their own link does (every bar item of the type links to that very path, or no bar item has
 * the type). The same selection as the full map, and each type's name once instead of once per path: the map is in
 * every page's flight data (issue 16).
 */
export function packNavigationTypes(byPath: Readonly<Record<string, string>>, barItems: readonly { url: string; navigationType: string }[], pathPrefix: string): Record<string, string[]> {
  const packed: Record<string, string[]> = {};
  for (const [path, type] of Object.entries(byPath)) {
    // The path as the main navigation compares it: under the locale's prefix.
    const own = normalizePath(publicPathOf(pathPrefix, path));
    if (barItems.filter((item) => item.navigationType === type).every((item) => normalizePath(item.url) === own)) continue;
    (packed[type] ??= []).push(path);
  }
  return packed;
}

/** `selectNavigationTypes` of a locale's published pages: one content request per locale, in Next's data cache. */
export const getNavigationTypes = cache(async (settings: ChannelSettings, env: AppEnv, locale: Locale, items: readonly NavigationItem[]): Promise<Record<string, string>> => {
  const itemTypes = new Set(items.map((item) => item.navigationType).filter((type) => type !== ''));
  if (itemTypes.size === 0) return {};
  const content = createContentClient({ endpoint: `${env.shopApiUrl}/v2`, fetch: cachedFetch(contentTags(settings.id, locale)) });
  const stories = await content.getStories({ startsWith: `${settings.id}/`, language: locale, contentType: 'Page', excludingSlugs: [`${settings.id}/global/*`], ...PAGE_FIELDS_ONLY });
  return selectNavigationTypes(stories, settings.id, itemTypes);
});
