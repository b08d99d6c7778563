import { describe, expect, it } from 'vitest';
import {
  framePartLabels,
  frameTypes,
  getDefaultFrameVariant,
  isFrameType,
  matSizes,
  matTypes,
} from './frames.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [frameTypes.length, 7],
    [matTypes, ['mat-none', 'mat-weiss']],
    [matSizes, [0, 30]],
    [framePartLabels, ['frame-back', 'frame-glass', 'frame-mat']],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('type guards', () => {
  it.each([
    [isFrameType, 'holzrahmen', true],
    [isFrameType, 'rahmen', false],
  ])('%o(%s) → %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});

describe('getDefaultFrameVariant: black', () => {
  it.each(frameTypes.map((frameType) => [frameType, `${frameType}-schwarz`]))(
    '%s defaults to %s',
    (frameType, expected) => {
      expect(getDefaultFrameVariant(frameType)).toBe(expected);
    },
  );
});
