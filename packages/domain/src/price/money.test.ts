import { describe, expect, it } from 'vitest';
import { addMoney, multiplyMoney, toMajorUnits, toMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it.each([
    [19.99, 1999],
    [0.95, 95],
    [3.5, 350],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [1e-7, 0],
    [1e21, 1e23],
  ])('toMinorUnits(%d) → %d', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });

  it('converts back for display', () => {
    expect(toMajorUnits(1999)).toBe(19.99);
  });

  it('adds without drift', () => {
    const sum = addMoney({ amountMinor: 10, currency: 'EUR' }, { amountMinor: 20, currency: 'EUR' });
    expect(sum).toEqual({ amountMinor: 30, currency: 'EUR' });
  });

  it('refuses to add two currencies', () => {
    expect(() =>
      addMoney({ amountMinor: 10, currency: 'EUR' }, { amountMinor: 20, currency: 'CHF' }),
    ).toThrow('Cannot add CHF to EUR');
  });

  it('multiplies by a quantity', () => {
    expect(multiplyMoney({ amountMinor: 350, currency: 'CHF' }, 3)).toEqual({
      amountMinor: 1050,
      currency: 'CHF',
    });
  });
});
