'use client';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** How long the launcher fades out before it is hidden (project choice). */
export const MESSENGER_FADE_MS = 300;

/** The messenger widget once its script is loaded. */
export interface MessengerWidget {
  open: () => void;
  close: () => void;
}

/** Loads the messenger's script on demand and answers its widget (injected by the app). */
export type MessengerLoader = () => Promise<MessengerWidget>;

export interface MessengerState {
  /** Script loaded. */
  loaded: boolean;
  /** Script being loaded. */
  loading: boolean;
  /** Conversation open. */
  open: boolean;
  /** Launcher shown. */
  visible: boolean;
  /** Launcher fading out. */
  fade: boolean;
  failed: boolean;
  show: () => void;
  /** Fades the launcher out, then hides it. */
  hide: () => void;
  /** Opens (loading the script the first time) or closes the conversation. */
  toggle: (load: MessengerLoader) => Promise<void>;
}

/** Messenger launcher state: loaded, loading, open, visible, fade (spec point 4). */
export function createMessengerStore(): StoreApi<MessengerState> {
  let widget: MessengerWidget | null = null;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  return createStore<MessengerState>()((set, get) => ({
    loaded: false,
    loading: false,
    open: false,
    visible: false,
    fade: false,
    failed: false,
    show: () => {
      clearTimeout(fadeTimer);
      set({ visible: true, fade: false });
    },
    hide: () => {
      if (!get().visible) return;
      set({ fade: true });
      clearTimeout(fadeTimer);
      fadeTimer = setTimeout(() => set({ visible: false, fade: false }), MESSENGER_FADE_MS);
    },
    toggle: async (load) => {
      const state = get();
      if (state.loading) return;
      if (state.open && widget) {
        widget.close();
        set({ open: false });
        return;
      }
      if (!widget) {
        set({ loading: true, failed: false });
        try {
          widget = await load();
        } catch {
          set({ loading: false, failed: true });
          return;
        }
        set({ loading: false, loaded: true });
      }
      widget.open();
      set({ open: true });
    },
  }));
}

/** The page's messenger. */
export const messengerStore = createMessengerStore();

/** Reads the messenger state. */
export function useMessenger<T>(selector: (state: MessengerState) => T): T {
  return useStore(messengerStore, selector);
}
