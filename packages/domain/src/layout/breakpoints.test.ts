import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  BURGER_BREAKPOINT,
  isBurgerViewport,
  RESIZE_DEBOUNCE_MS,
  SCROLLER_ANIMATION_MS,
} from './breakpoints.ts';

describe('breakpoints', () => {
  it.each([
    ['xxs', 319],
    ['xs', 479],
    ['sm', 575],
    ['md', 767],
    ['lg', 899],
    ['xl', 1023],
    ['xxl', 1299],
    ['2xl', 1536],
    ['xxxl', 1900],
  ] as const)('%s is %i px', (name, width) => {
    expect(breakpoints[name]).toBe(width);
  });

  it('names the navigation constants', () => {
    expect([BURGER_BREAKPOINT, SCROLLER_ANIMATION_MS, RESIZE_DEBOUNCE_MS]).toEqual([1000, 500, 200]);
  });

  it.each([
    [320, true],
    [999, true],
    [1000, false],
    [1920, false],
  ])('a %i px viewport uses the burger: %s', (width, expected) => {
    expect(isBurgerViewport(width)).toBe(expected);
  });
});
