/** Sort options of product lists (spec point 9); popularity first and default. */
export const sortOptions = ['popularity', 'created'] as const;
export type SortOption = (typeof sortOptions)[number];
export const DEFAULT_SORT_OPTION: SortOption = 'popularity';

/** A sort option from the URL; anything unknown sorts by popularity. */
export function parseSortOption(value: string | null | undefined): SortOption {
  return sortOptions.find((option) => option === value) ?? DEFAULT_SORT_OPTION;
}
