import type { Wishlist, WishlistDesign, WishlistItemRequest } from '@shop/contract/wishlist';
import { parseWishlistKey, toWishlistKey, WISHLIST_MAX_ITEMS } from '@shop/contract/wishlist';
import type { WishlistApi } from './wishlist-store.ts';

/** Card themes as the shop API describes them (tests and stories): id → slug, occasion, name and design ids. */
const themes: Readonly<Record<number, { slug: string; occasion: string; name: string; designIds: number[] }>> = {
  1: { slug: 'hochzeit-klassisch', occasion: 'hochzeit', name: 'Hochzeit klassisch', designIds: [11, 12] },
  2: { slug: 'geburt-pastell', occasion: 'geburt', name: 'Geburt pastell', designIds: [21, 22] },
};

/** What the shop API answers for a key, or null for a design it does not know. */
export function describeDesign(key: string): WishlistDesign | null {
  const item = parseWishlistKey(key);
  const theme = item ? themes[item.themeId] : undefined;
  const index = item && theme ? theme.designIds.indexOf(item.designId) : -1;
  if (!item || !theme || index < 0) return null;
  return {
    key,
    product: 'card',
    themeId: item.themeId,
    designId: item.designId,
    designNumber: index + 1,
    themeSlug: theme.slug,
    occasion: theme.occasion,
    name: theme.name,
    image: `/images/catalogue/card-${theme.occasion}.jpg`,
  };
}

/**
 * An account's wishlist in memory, behaving like the shop API's routes (idempotent add, merge without duplicates,
 * unknown designs refused or left out). `calls` records what was asked.
 */
export function createFakeWishlistApi(initial: readonly string[] = []): WishlistApi & { account: string[]; calls: string[] } {
  const account = [...initial];
  const calls: string[] = [];
  const answer = (): Wishlist => ({ items: account.flatMap((key) => describeDesign(key) ?? []), max: WISHLIST_MAX_ITEMS });
  const add = (item: WishlistItemRequest) => {
    const key = toWishlistKey(item);
    if (describeDesign(key) && !account.includes(key)) account.push(key);
  };
  return {
    account,
    calls,
    list: async () => {
      calls.push('list');
      return answer();
    },
    add: async (item) => {
      calls.push(`add ${toWishlistKey(item)}`);
      if (!describeDesign(toWishlistKey(item))) throw Object.assign(new Error('unknown_design'), { status: 400 });
      add(item);
      return answer();
    },
    remove: async (key) => {
      calls.push(`remove ${key}`);
      const index = account.indexOf(key);
      if (index >= 0) account.splice(index, 1);
      return answer();
    },
    merge: async (items) => {
      calls.push(`merge ${items.map(toWishlistKey).join(',')}`);
      items.forEach(add);
      return { ...answer(), notMerged: [] };
    },
    designs: async (keys) => {
      calls.push(`designs ${keys.join(',')}`);
      return { items: keys.flatMap((key) => describeDesign(key) ?? []), max: WISHLIST_MAX_ITEMS };
    },
  };
}
