import { createShopIntl } from '@shop/i18n/intl';
import { BlockList } from './block-list.tsx';
import type { BlockContext } from './block-types.ts';

/** The overview bloks: a headline and filter fields the page loader turns into a list (`context.lists[id]`). */
export interface OverviewBlok {
  id: string;
  type:
    'CalendarOverview' | 'CardOverview' | 'CollageOverview' | 'PhotobookOverview' | 'AccessoryOverview';
  headline?: string;
  pageSize?: number;
  calendarType?: string | null;
  category?: string;
  occasion?: string | null;
  themeKey?: string;
  theme?: string;
  categoryIds?: readonly number[];
  accessoryType?: string;
}

/**
 * The overview wrapper of every family: the list is loaded by the page (design groups, cards, accessories from the
 * shop API) and cut to `pageSize`; a load failure is the loader's `overview-container-load-failed`.
 */
export function ProductOverview({ blok, context }: { blok: OverviewBlok; context: BlockContext }) {
  const items = (context.lists?.[blok.id] ?? []).slice(
    0,
    blok.pageSize && blok.pageSize > 0 ? blok.pageSize : undefined,
  );
  return (
    <section
      className={`product-overview product-overview--${blok.type}`}
      aria-label={blok.headline || undefined}
    >
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      <BlockList items={items} emptyText={createShopIntl(context.locale).t('blocks.overview.empty')} />
    </section>
  );
}
