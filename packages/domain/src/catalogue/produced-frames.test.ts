import { describe, expect, it } from 'vitest';
import { backs, glasses, hasProducedFrame, mats, producedFrameFamilies } from './produced-frames.ts';

describe('catalogue lists carry the spec values', () => {
  it.each([
    [mats.map((mat) => mat.key), ['none', 'cream', 'black', 'white']],
    [glasses.map((glass) => glass.key), ['museum-glass', 'museum-acrylic']],
    [backs.map((back) => back.key), ['normal']],
    [producedFrameFamilies.length, 6],
  ])('%j', (actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('gives every mat, glass and back a full and a short label', () => {
    for (const part of [...mats, ...glasses, ...backs]) {
      expect(part.label.length).toBeGreaterThanOrEqual(part.shortLabel.length);
      expect(part.shortLabel).not.toBe('');
    }
  });
});

describe('hasProducedFrame: an empty template means no produced frame', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['{frame}-{colour}', true],
  ])('hasProducedFrame(%j) → %s', (template, expected) => {
    expect(hasProducedFrame(template)).toBe(expected);
  });
});
