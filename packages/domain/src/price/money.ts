import type { CurrencyCode } from '@shop/config/markets';

/** An amount in integer minor units (cents, Rappen, pence) of a currency: no float drift in sums. */
export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
}

// All four shop currencies (EUR, CHF, GBP, USD) have two decimals.
const MINOR_UNITS_PER_MAJOR = 100;

/** Converts a decimal amount as the price API sends it (e.g. 19.99) into minor units (1999). */
export function toMinorUnits(amount: number): number {
  const magnitude = Math.abs(amount);
  // Shifting the decimal point in the string keeps 1.005 at 100.5 (1.005 * 100 is 100.49999999999999), half away from zero.
  const shifted = String(magnitude).includes('e')
    ? magnitude * MINOR_UNITS_PER_MAJOR
    : Number(`${magnitude}e2`);
  return Math.sign(amount) * Math.round(shifted);
}

/** The decimal value of minor units, for display through Intl only. */
export function toMajorUnits(amountMinor: number): number {
  return amountMinor / MINOR_UNITS_PER_MAJOR;
}

/** Sums amounts of one currency; mixing currencies is a programming error. */
export function addMoney(...amounts: readonly [Money, ...Money[]]): Money {
  const [first] = amounts;
  let total = 0;
  for (const amount of amounts) {
    if (amount.currency !== first.currency)
      throw new Error(`Cannot add ${amount.currency} to ${first.currency}`);
    total += amount.amountMinor;
  }
  return { amountMinor: total, currency: first.currency };
}

/** Multiplies an amount by a whole quantity. */
export function multiplyMoney(money: Money, quantity: number): Money {
  return { amountMinor: money.amountMinor * quantity, currency: money.currency };
}
