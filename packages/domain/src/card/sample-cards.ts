import type { Money } from '../price/money.ts';

/** Up to three sample cards are free (spec point 9). */
export const FREE_SAMPLE_CARDS = 3;
/** Each further sample card costs 3.50 CHF (spec points 8 and 9). */
export const SAMPLE_CARD_FEE: Readonly<Money> = Object.freeze({ amountMinor: 350, currency: 'CHF' });

/** What the sample cards of one order cost: the first three free, each further one the unit fee. */
export function calculateSampleCardFee(options: { count: number; unitFee?: Money }): Money {
  const unitFee = options.unitFee ?? SAMPLE_CARD_FEE;
  const count = Number.isFinite(options.count) ? Math.floor(options.count) : 0;
  const charged = Math.max(0, count - FREE_SAMPLE_CARDS);
  return { amountMinor: charged * unitFee.amountMinor, currency: unitFee.currency };
}
