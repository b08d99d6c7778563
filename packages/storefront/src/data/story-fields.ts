import type { StoriesRequest } from '@shop/api-client/content/client';

/**
 * What lists of stories leave out (issue 16). A listed page's bytes are its block areas and its `alternates` (one
 * link per locale, 17 of them): a locale's 41 pages are 272 KB in full and 36 KB without either. Every render that
 * reads a list parses it again from the data cache, so a list asks only for the fields it reads.
 */

/** The block areas of a Page story: the bulk of its content. */
export const STORY_BLOCK_AREAS: readonly string[] = ['teaser', 'uspTeaser', 'calculator', 'body'];

/** The story's links to its other locales: only the sitemap and the page's own hreflang tags read them. */
export const STORY_ALTERNATES: StoriesRequest['excludingStoryFields'] = ['alternates'];

/** A list that reads each page's own fields (path, redirect, title, navigation type), not its blocks or alternates. */
export const PAGE_FIELDS_ONLY = { excludingFields: STORY_BLOCK_AREAS, excludingStoryFields: STORY_ALTERNATES } as const;
