/**
 * Page scroll lock shared by the burger navigation and the dialogs: counted, so a dialog opened from the
 * burger does not unlock the page when it closes while the burger is still open.
 */
let locks = 0;
let previousOverflow = '';

export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

/** Locks page scrolling until the returned function is called (each function unlocks once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    root.classList.add(SCROLL_LOCK_CLASS);
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.style.overflow = previousOverflow;
      root.classList.remove(SCROLL_LOCK_CLASS);
    }
  };
}

/** True while something holds the page scroll lock. */
export function isPageScrollLocked(): boolean {
  return locks > 0;
}
