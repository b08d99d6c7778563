'use client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Class on the document root while a flyout is open: the page gets its dimming overlay from CSS. */
export const FLYOUT_OVERLAY_CLASS = 'has-flyout-overlay';

/** Short delay before a flyout closes when the pointer leaves, so crossing a gap does not close it (project choice). */
export const FLYOUT_LEAVE_DELAY_MS = 150;

export interface FlyoutState {
  /** The item whose flyout is open (its navigation index), null when none. */
  active: number | null;
  /** The item under the pointer. */
  hovered: number | null;
  open: (index: number) => void;
  setHovered: (index: number | null) => void;
  /** Route change: nothing active or hovered (spec point 2). */
  reset: () => void;
}

/** Flyout state of the main navigation. */
export const flyoutStore = createStore<FlyoutState>()((set) => ({
  active: null,
  hovered: null,
  open: (index) => set({ active: index, hovered: index }),
  setHovered: (hovered) => set({ hovered }),
  reset: () => set({ active: null, hovered: null }),
}));

/** Reads the flyout state. */
export function useFlyout<T>(selector: (state: FlyoutState) => T): T {
  return useStore(flyoutStore, selector);
}
