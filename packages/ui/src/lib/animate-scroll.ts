import { SCROLLER_ANIMATION_MS } from '@shop/domain/layout/breakpoints';

/** Ease-in-out position between two scroll offsets at a progress from 0 to 1. */
export function easeScrollPosition(from: number, to: number, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
  return from + (to - from) * eased;
}

/** Does the visitor ask for less motion (operating system setting)? */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls an element horizontally to `to` over the spec's 500 ms (at once under `prefers-reduced-motion: reduce`);
 * returns a function that stops the animation.
 */
export function animateScrollLeft(
  element: HTMLElement,
  to: number,
  duration: number = SCROLLER_ANIMATION_MS,
): () => void {
  if (prefersReducedMotion()) {
    element.scrollLeft = to;
    return () => undefined;
  }
  const from = element.scrollLeft;
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = duration <= 0 ? 1 : (now - start) / duration;
    element.scrollLeft = easeScrollPosition(from, to, progress);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** Calls `fn` once `wait` ms have passed without another call (resize handling). */
export function debounce(fn: () => void, wait: number): { (): void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
