'use client';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Every dialog of spec point 2. */
export const dialogIds = [
  'login',
  'signup',
  'password-reset',
  'password-confirm',
  'calculator-more-formats',
  'calculator-own-format',
  'customer-picture',
  'image-magnify',
  'product-description',
  'preview-3d',
] as const;
export type DialogId = (typeof dialogIds)[number];

export interface DialogChange {
  event: 'opened' | 'closed';
  /** The dialog open before the change. */
  previous: DialogId | null;
  /** The dialog open after the change. */
  next: DialogId | null;
}

export type DialogListener = (change: DialogChange) => void;

export interface DialogState {
  current: DialogId | null;
  /** While true, opening is ignored unless forced (e.g. during checkout steps). */
  blocked: boolean;
  /** Opens a dialog, closing the current one; ignored if it is already open or opening is blocked, unless forced. */
  open: (id: DialogId, options?: { force?: boolean }) => boolean;
  close: () => void;
  setBlocked: (blocked: boolean) => void;
  /** Listens to opens and closes (previous and next type); returns the unsubscribe function. */
  onChange: (listener: DialogListener) => () => void;
}

/** A dialog store: none or one dialog open (spec point 4). */
export function createDialogStore(): StoreApi<DialogState> {
  const listeners = new Set<DialogListener>();
  const notify = (change: DialogChange) => listeners.forEach((listener) => listener(change));
  return createStore<DialogState>()((set, get) => ({
    current: null,
    blocked: false,
    open: (id, options) => {
      const { current, blocked } = get();
      if (!options?.force && (current === id || blocked)) return false;
      if (current) notify({ event: 'closed', previous: current, next: id });
      set({ current: id });
      notify({ event: 'opened', previous: current, next: id });
      return true;
    },
    close: () => {
      const previous = get().current;
      if (!previous) return;
      set({ current: null });
      notify({ event: 'closed', previous, next: null });
    },
    setBlocked: (blocked) => set({ blocked }),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  }));
}

/** The page's dialog store. */
export const dialogStore = createDialogStore();

/** Reads the page's dialog state. */
export function useDialogs<T>(selector: (state: DialogState) => T): T {
  return useStore(dialogStore, selector);
}
