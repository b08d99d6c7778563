import { describe, expect, it } from 'vitest';
import { calculateSampleCardFee, FREE_SAMPLE_CARDS, SAMPLE_CARD_FEE, swissCardNotes } from './sample-cards.ts';

describe('calculateSampleCardFee: 3 free, then 3.50 CHF each', () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0],
    [4, 350],
    [5, 700],
    [10, 2450],
    [3.7, 0],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d sample cards → %i Rappen', (count, amountMinor) => {
    expect(calculateSampleCardFee({ count })).toEqual({ amountMinor, currency: 'CHF' });
  });

  it('uses a given unit fee', () => {
    expect(calculateSampleCardFee({ count: 5, unitFee: { amountMinor: 300, currency: 'EUR' } })).toEqual({
      amountMinor: 600,
      currency: 'EUR',
    });
  });

  it('names the spec constants', () => {
    expect(FREE_SAMPLE_CARDS).toBe(3);
    expect(SAMPLE_CARD_FEE).toEqual({ amountMinor: 350, currency: 'CHF' });
  });
});

describe('swissCardNotes', () => {
  it('names the sample rule in every Swiss language and express where it is promised (48 h de-CH, 24 h fr-CH)', () => {
    expect(swissCardNotes('de-CH')).toEqual({ samples: true, expressHours: 48 });
    expect(swissCardNotes('fr-CH')).toEqual({ samples: true, expressHours: 24 });
    expect(swissCardNotes('it-CH')).toEqual({ samples: true, expressHours: undefined });
    expect(swissCardNotes('de-DE')).toEqual({ samples: false, expressHours: undefined });
  });
});
