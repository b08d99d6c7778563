import { describe, expect, it } from 'vitest';
import { buildCardLaunchParams } from './card-launch-params.ts';
import type { CommonLaunchInput } from './launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };

describe('buildCardLaunchParams', () => {
  const base = { common, themeId: 't1', designId: 'd1' };

  it('passes every card parameter and joins the inlay sku parts', () => {
    expect(
      buildCardLaunchParams({
        ...base,
        paper: 'premium',
        refinementType: 'gold',
        punching: 'round',
        ribbon: 'satin',
        ribbonColor: 'red',
        bow: 'b1',
        seal: 's1',
        screw: 'sc1',
        tag: 'tag1',
        quantity: 100,
        envelopeSku: 'ENV-C6',
        inlaySkuParts: ['INL', 'A6', 'WEISS'],
        category: 'hochzeit',
        occasion: 'hochzeit',
        referralSource: 'newsletter',
      }),
    ).toEqual({
      themeId: 't1',
      designId: 'd1',
      paper: 'premium',
      refinementType: 'gold',
      punching: 'round',
      ribbon: 'satin',
      ribbonColor: 'red',
      bow: 'b1',
      seal: 's1',
      screw: 'sc1',
      tag: 'tag1',
      quantity: '100',
      envelopeSku: 'ENV-C6',
      inlaySku: 'INL-A6-WEISS',
      category: 'hochzeit',
      occasion: 'hochzeit',
      referralSource: 'newsletter',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [{}, { quantity: '50' }],
    [{ quantity: 0 }, { quantity: '1' }],
    [{ quantity: 250 }, { quantity: '250' }],
    [{ quantity: 53 }, { quantity: '55' }],
    [{ quantity: 6000 }, { quantity: '5000' }],
    [
      { sample: true, quantity: 100 },
      { quantity: '1', sample: 'true' },
    ],
    [
      { sample: true, addReferralSource: true },
      { quantity: '1', sample: 'true', referralSource: 'shopping' },
    ],
    [{ sample: false, addReferralSource: true }, { quantity: '50' }],
  ])('%j → %j', (overrides, expected) => {
    expect(buildCardLaunchParams({ ...base, ...overrides })).toEqual({
      ...base.common,
      themeId: 't1',
      designId: 'd1',
      ...expected,
    });
  });
});
