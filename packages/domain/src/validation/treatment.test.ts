import { describe, expect, it } from 'vitest';
import { readForcedTreatment, readTreatmentFromUrl } from './treatment.ts';

describe('readTreatmentFromUrl', () => {
  it.each([
    ['on', [], 'on'],
    ['off', [], 'off'],
    ['control', [], 'control'],
    ['variant-b', ['variant-a', 'variant-b'], 'variant-b'],
    ['on', ['variant-a', 'variant-b'], 'on'],
    // multi-option flag, unknown treatment → control
    ['variant-c', ['variant-a', 'variant-b'], 'control'],
    // on/off flag, unknown treatment → rejected
    ['variant-c', [], undefined],
    ['variant-c', ['on', 'off'], undefined],
    ['ON', [], undefined],
    ['', ['variant-a'], undefined],
    [null, ['variant-a'], undefined],
    [undefined, [], undefined],
  ])('%j with allowed %j → %j', (value, allowedTreatments, expected) => {
    expect(readTreatmentFromUrl({ value, allowedTreatments })).toBe(expected);
  });
});

describe('readForcedTreatment', () => {
  it.each([
    ['VOLL-1785', 'on', [], { feature: 'VOLL-1785', treatment: 'on' }],
    ['VOLL-1785', 'off', [], { feature: 'VOLL-1785', treatment: 'off' }],
    [
      'wallart-flyout-grouping',
      'grouped',
      ['grouped'],
      { feature: 'wallart-flyout-grouping', treatment: 'grouped' },
    ],
    [' VOLL-965 ', 'on', [], { feature: 'VOLL-965', treatment: 'on' }],
    ['VOLL-1785', 'control', [], undefined],
    ['VOLL-1785', 'grouped', [], undefined],
    ['', 'on', [], undefined],
    ['  ', 'on', [], undefined],
    [null, 'on', [], undefined],
    ['VOLL-1785', null, [], undefined],
    ['VOLL-1785', '', [], undefined],
  ])('feature %j treatment %j allowed %j → %j', (feature, treatment, allowedTreatments, expected) => {
    expect(readForcedTreatment({ feature, treatment, allowedTreatments })).toEqual(expected);
  });
});
