/** Breakpoints of spec point 9 in px. */
export const breakpoints = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  '2xl': 1536,
  xxxl: 1900,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** From this width on the burger navigation closes itself and the flyouts are hydrated (spec point 2). */
export const BURGER_BREAKPOINT = 1000;

/** Navigation timings of spec point 2 in ms. */
export const SCROLLER_ANIMATION_MS = 500;
export const RESIZE_DEBOUNCE_MS = 200;

/** True when the viewport is narrow enough for the burger navigation (below 1000 px). */
export function isBurgerViewport(width: number): boolean {
  return width < BURGER_BREAKPOINT;
}
