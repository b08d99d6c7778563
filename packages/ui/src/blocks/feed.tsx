import { createShopIntl } from '@shop/i18n/intl';
import { BlockList } from './block-list.tsx';
import type { BlockContext } from './block-types.ts';

/** `Feed` blok: the newest or most popular designs of a product family. */
export interface FeedBlok {
  id: string;
  type: 'Feed';
  headline?: string;
  feedType?: 'card' | 'calendar' | 'collage' | string;
  limit?: number;
  /** `popularity` or `created` (spec point 9 sort options). */
  sortBy?: string;
}

/** The feed's tiles come from the page loader (`context.lists[id]`), cut to the blok's limit. */
export function Feed({ blok, context }: { blok: FeedBlok; context: BlockContext }) {
  const items = (context.lists?.[blok.id] ?? []).slice(
    0,
    blok.limit && blok.limit > 0 ? blok.limit : undefined,
  );
  return (
    <section className={`feed feed--${blok.feedType ?? 'all'}`} aria-label={blok.headline || undefined}>
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      <BlockList items={items} emptyText={createShopIntl(context.locale).t('blocks.feed.empty')} />
    </section>
  );
}
