'use client';
import { useCallback, useSyncExternalStore } from 'react';

/** Fine-pointer hover devices only: flyouts never open on touch (spec point 2 and 9). */
export const HOVER_QUERY = '(hover: hover) and (pointer: fine)';

/** Whether a media query matches; false on the server and in the first client render, so hydration matches. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The min-width query of a breakpoint in px. */
export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`;
}
