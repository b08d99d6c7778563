/** Card list page sizes (spec point 9): 12 by default, 48 on "show more". */
export const cardListPageSizes = [12, 48] as const;
export type CardListPageSize = (typeof cardListPageSizes)[number];
export const DEFAULT_CARD_LIST_PAGE_SIZE: CardListPageSize = 12;

/** Accepts a requested page size only if it is one the list offers. */
export function selectCardListPageSize(requested: number | undefined): CardListPageSize {
  return cardListPageSizes.find((size) => size === requested) ?? DEFAULT_CARD_LIST_PAGE_SIZE;
}
