/** A price pair as the shop API sends it, both in minor units. */
export interface PricePair {
  priceOriginal: number;
  priceCurrent: number;
}

/** Discount = (original − current) / original, as a fraction; 0 when there is no original price to compare with. */
export function calculateDiscount(prices: PricePair): number {
  const { priceOriginal, priceCurrent } = prices;
  if (!Number.isFinite(priceOriginal) || !Number.isFinite(priceCurrent) || priceOriginal <= 0) return 0;
  return (priceOriginal - priceCurrent) / priceOriginal;
}

/** The discount in whole percent for badges; rounded down so that a badge never promises more than given. */
export function calculateDiscountPercent(prices: PricePair): number {
  // The tiny epsilon keeps 0.29 * 100 = 28.999999999999996 at 29.
  return Math.max(0, Math.floor(calculateDiscount(prices) * 100 + 1e-9));
}

/** A promotion is active only when the original price is above the current price. */
export function isPromotionActive(prices: PricePair): boolean {
  return prices.priceOriginal > prices.priceCurrent;
}
