/** How long published content and prices may be served from Next's data cache before a background refresh. */
export const CONTENT_REVALIDATE_SECONDS = 300;

/** Cache tags of a channel's content: one for the whole channel, one per locale (revalidation route). */
export function contentTags(channel: string, locale?: string): string[] {
  return locale ? [`content:${channel}`, `content:${channel}:${locale}`] : [`content:${channel}`];
}

/** A fetch that stores its answers in Next's data cache under the given tags. */
export function cachedFetch(tags: string[], revalidate: number = CONTENT_REVALIDATE_SECONDS): typeof fetch {
  return (input, init) => fetch(input, { ...init, next: { revalidate, tags } });
}

/** A fetch that never touches Next's data cache: editor previews. */
export const uncachedFetch: typeof fetch = (input, init) => fetch(input, { ...init, cache: 'no-store' });
