import { packBlockList } from './block-list-wire.ts';
import { BlockTiles } from './block-tiles.tsx';
import type { BlockListItem } from './block-types.ts';

/**
 * The tile grid shared by feed and overview blocks. The tiles are a client island fed with the packed list (issue 16:
 * a server-rendered tile is in the page twice, as HTML and as flight data, and its designer link and picture URLs
 * repeat what every other tile has); an empty list is a server-rendered sentence.
 */
export function BlockList({ items, emptyText }: { items: readonly BlockListItem[]; emptyText: string }) {
  if (items.length === 0) return <p className="block-list__empty">{emptyText}</p>;
  return <BlockTiles list={packBlockList(items)} />;
}
