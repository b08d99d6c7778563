import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast-ratio.ts';

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#fff', '#000', 21],
    ['#777777', '#777777', 1],
    // The seed's CTA blue under white: just below AA (4.5:1).
    ['#3f7cac', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(second, first)).toBeCloseTo(ratio, 1);
  });

  it('is 0 for anything that is not a hex colour', () => {
    expect(contrastRatio('red', '#ffffff')).toBe(0);
    expect(contrastRatio('#12345', '#ffffff')).toBe(0);
  });
});
