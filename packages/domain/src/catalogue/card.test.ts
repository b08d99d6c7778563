import { describe, expect, it } from 'vitest';
import {
  accessorySubtypes,
  buildInlaySku,
  cardRefinements,
  envelopeSizeClasses,
  isOccasion,
  occasions,
  paperSizes,
} from './card.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [cardRefinements, ['gold', 'ohne', 'relief', 'rosegold', 'silber']],
    [occasions.length, 13],
    [accessorySubtypes.length, 11],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('type guards', () => {
  it.each([
    [isOccasion, 'weihnachten-privat', true],
    [isOccasion, 'weihnachten', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('card catalogue', () => {
  it.each([
    ['C6', 162, 114],
    ['B6', 176, 125],
    ['DIN long', 220, 110],
  ] as const)('envelope %s is %i×%i mm', (size, width, height) => {
    expect(envelopeSizeClasses[size]).toEqual({ width, height });
  });

  it.each([
    ['A0', 841, 1189],
    ['A4', 210, 297],
    ['A6', 105, 148],
    ['A8', 52, 74],
  ] as const)('paper %s is %i×%i mm', (size, width, height) => {
    expect(paperSizes[size]).toEqual({ width, height });
  });

  it('has A8 to A0', () => {
    expect(Object.keys(paperSizes).sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  });

  it.each([
    [['INL', 'A6', 'WEISS'], 'INL-A6-WEISS'],
    [['INL', '', 'WEISS'], 'INL-WEISS'],
    [[], ''],
  ])('buildInlaySku(%j) → %s', (parts, expected) => {
    expect(buildInlaySku(parts)).toBe(expected);
  });
});
