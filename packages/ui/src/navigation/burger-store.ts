'use client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Id of the burger panel, for the button's aria-controls. */
export const BURGER_NAVIGATION_ID = 'burger-navigation';

export type BurgerLevel = 'closed' | 'primary' | 'secondary';

export interface BurgerState {
  level: BurgerLevel;
  /** Index of the primary entry whose secondary menu is shown. */
  activeItem: number | null;
  /** Index of the open accordion (third level) in the secondary menu; one at a time. */
  openAccordion: number | null;
  /** Scroll position of the primary list when the secondary menu opened, restored on the way back. */
  primaryScrollTop: number;
  open: () => void;
  /** Closing resets to primary and clears the active item and accordion (spec point 2). */
  close: () => void;
  showSecondary: (index: number, primaryScrollTop: number) => void;
  backToPrimary: () => void;
  toggleAccordion: (index: number) => void;
}

const closed = { level: 'closed', activeItem: null, openAccordion: null, primaryScrollTop: 0 } as const;

/** Burger navigation state: closed, primary open, secondary, back to primary; accordion toggles (spec point 4). */
export const burgerStore = createStore<BurgerState>()((set) => ({
  ...closed,
  open: () => set({ ...closed, level: 'primary' }),
  close: () => set(closed),
  showSecondary: (index, primaryScrollTop) =>
    set({ level: 'secondary', activeItem: index, openAccordion: null, primaryScrollTop }),
  backToPrimary: () => set({ level: 'primary', activeItem: null, openAccordion: null }),
  toggleAccordion: (index) =>
    set((state) => ({ openAccordion: state.openAccordion === index ? null : index })),
}));

/** Reads the burger state. */
export function useBurger<T>(selector: (state: BurgerState) => T): T {
  return useStore(burgerStore, selector);
}
