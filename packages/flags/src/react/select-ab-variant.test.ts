import { describe, expect, it } from 'vitest';
import { pickTreatments, resolveAbBlockState, selectAbVariant } from './select-ab-variant.ts';

describe('selectAbVariant', () => {
  it.each([
    ['on', ['on-block']],
    ['off', ['off-block']],
    ['control', ['off-block']],
    ['variant-a', ['off-block']],
    [undefined, ['off-block']],
  ])('treatment %s shows %j', (treatment, expected) => {
    expect(selectAbVariant({ treatment, on: ['on-block'], off: ['off-block'] })).toEqual(expected);
  });
});

describe('resolveAbBlockState', () => {
  it.each([
    [
      { feature: 'VOLL-1785', treatment: 'on' },
      { splitDisabled: false, feature: 'VOLL-1785', treatment: 'on' },
    ],
    [
      { feature: 'VOLL-1785', treatment: 'off' },
      { splitDisabled: false, feature: 'VOLL-1785', treatment: 'off' },
    ],
    [
      { feature: 'VOLL-1031', treatment: 'variant-a' },
      { splitDisabled: false, feature: 'VOLL-1031', treatment: 'control' },
    ],
    [
      { feature: 'VOLL-1785', treatment: 'on', splitDisabled: true },
      { splitDisabled: true, feature: 'VOLL-1785', treatment: 'control' },
    ],
  ])('%j', (input, expected) => expect(resolveAbBlockState(input)).toEqual(expected));
});

describe('pickTreatments', () => {
  it('keeps only the treatment of each evaluation', () => {
    expect(pickTreatments({ 'VOLL-965': { treatment: 'on' }, 'VOLL-967': { treatment: 'off' } })).toEqual({
      'VOLL-965': 'on',
      'VOLL-967': 'off',
    });
  });
});
