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

/** Express delivery promised to Swiss shoppers (spec point 8): within 48 hours in de-CH, 24 hours in fr-CH. */
export const SWISS_EXPRESS_HOURS: Readonly<Record<string, number>> = { 'de-CH': 48, 'fr-CH': 24 };

/** The Swiss card notes of a locale (spec point 8): the sample card rule in Switzerland, express where promised. */
export function swissCardNotes(locale: string): { samples: boolean; expressHours: number | undefined } {
  const swiss = locale.endsWith('-CH');
  return { samples: swiss, expressHours: swiss ? SWISS_EXPRESS_HOURS[locale] : undefined };
}
