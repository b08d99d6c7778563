import type { ContentStory } from '@shop/api-client/content/story';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { safeRedirectTarget } from '../app/story-links.ts';
import { CONTENT_REVALIDATE_SECONDS } from '../data/cache-policy.ts';

/** The statuses a redirect story may answer with; any other value falls back to the page's own redirect. */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export interface StoryRedirect {
  /** A content path of the same locale (`/fotokalender`) or an absolute URL on one of the channel's own domains. */
  target: string;
  status: number;
}

/** A locale's redirect stories by content path (no trailing slash): only safe targets and real redirect statuses. */
export function selectStoryRedirects(settings: ChannelSettings, stories: readonly ContentStory[]): Map<string, StoryRedirect> {
  const table = new Map<string, StoryRedirect>();
  for (const story of stories) {
    if (!story.redirect || !story.path || !redirectStatuses.has(story.redirect.status)) continue;
    const target = safeRedirectTarget(settings, story.redirect.target);
    if (target) table.set(withoutTrailingSlash(story.path), { target, status: story.redirect.status });
  }
  return table;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface StoryRedirectsOptions {
  settings: ChannelSettings;
  /** The locale's published stories; redirect stories carry `target` and `status`. */
  load: (locale: string) => Promise<readonly ContentStory[]>;
  /** Called when a load fails; the previous table (or none) stays in use. */
  onError?: (locale: string, error: unknown) => void;
  /** How long a table is fresh; a stale one is still used while the next loads. */
  ttlMs?: number;
  /** How long a request waits for a locale's first table; after that the page's own redirect answers. */
  firstLoadWaitMs?: number;
  /** Pause after a failed load before the next attempt. */
  retryMs?: number;
  now?: () => number;
}

interface LocaleTable {
  table?: Map<string, StoryRedirect>;
  loadedAt: number;
  failedAt?: number;
  pending?: Promise<void>;
}

/**
 * Redirect stories answered before any page renders, with the story's own status code (spec point 2): a page can
 * only redirect with 307 or 308 in Next. One request per locale fills a table kept for the content cache's lifetime
 * and refreshed in the background; a slow or failing content API never holds a request longer than the first-load
 * wait, and the page's redirect (307/308) stays the fallback.
 */
export function createStoryRedirects(options: StoryRedirectsOptions) {
  const { settings, load, onError, ttlMs = CONTENT_REVALIDATE_SECONDS * 1000, firstLoadWaitMs = 250, retryMs = 10_000, now = Date.now } = options;
  const locales = new Map<string, LocaleTable>();

  function refresh(locale: string, entry: LocaleTable): void {
    const time = now();
    if (entry.pending || (entry.table && time - entry.loadedAt < ttlMs) || (entry.failedAt !== undefined && time - entry.failedAt < retryMs)) return;
    entry.pending = load(locale)
      .then((stories) => {
        entry.table = selectStoryRedirects(settings, stories);
        entry.loadedAt = now();
        entry.failedAt = undefined;
      })
      .catch((error: unknown) => {
        entry.failedAt = now();
        onError?.(locale, error);
      })
      .finally(() => {
        entry.pending = undefined;
      });
  }

  function entryOf(locale: string): LocaleTable {
    let entry = locales.get(locale);
    if (!entry) {
      entry = { loadedAt: 0 };
      locales.set(locale, entry);
    }
    return entry;
  }

  return {
    /**
     * Loads the tables of these locales one after another, in the given order, so their first visitors do not wait.
     * Not all at once: seventeen locales of paged story lists at start took the shop API and this server from the
     * first pages rendered after a start (a fresh kartenliebe page took three times as long as a wallart one, which
     * the bench measured after the loads were done). A visitor of a locale not loaded yet starts its load at once.
     */
    preload(names: readonly string[]): Promise<void> {
      return names.reduce<Promise<void>>(
        (previous, locale) =>
          previous.then(() => {
            const entry = entryOf(locale);
            refresh(locale, entry);
            return entry.pending;
          }),
        Promise.resolve(),
      );
    },
    /** The redirect of a content path in a locale, or undefined (no redirect story, or its table not loaded yet). */
    async find(locale: string, path: string): Promise<StoryRedirect | undefined> {
      const entry = entryOf(locale);
      refresh(locale, entry);
      if (!entry.table && entry.pending) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([entry.pending, new Promise((resolve) => (timer = setTimeout(resolve, firstLoadWaitMs)))]);
        clearTimeout(timer);
      }
      return entry.table?.get(withoutTrailingSlash(path));
    },
  };
}

export type StoryRedirects = ReturnType<typeof createStoryRedirects>;
