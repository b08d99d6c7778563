import type { TrackingConfig } from '../config/tracking-config.ts';
import { loadScript as defaultLoadScript, type LoadScriptOptions } from '../script-loader/load-script.ts';

/** Spec point 4: the messenger's states. */
export type MessengerState = {
  /** The chat script has loaded. */
  loaded: boolean;
  /** The chat script is being loaded (the launcher shows progress). */
  loading: boolean;
  /** The chat window is open. */
  open: boolean;
  /** The launcher button is shown (never on first paint: the app shows it once the page is idle). */
  visible: boolean;
  /** The chat window is fading out after close. */
  fade: boolean;
};

export const MESSENGER_FADE_MS = 300;

export type MessengerOptions = {
  messenger: TrackingConfig['messenger'];
  nonce?: string;
  window?: Window;
  loadScript?: (src: string, options?: LoadScriptOptions) => Promise<unknown>;
  fadeMs?: number;
  timers?: { setTimeout(handler: () => void, ms: number): unknown };
  onError?: (error: unknown) => void;
};

export type Messenger = {
  readonly configured: boolean;
  getState(): MessengerState;
  subscribe(listener: (state: MessengerState) => void): () => void;
  /** Shows the launcher (call after first paint). */
  show(): void;
  hide(): void;
  /** Loads the chat script on first use, then opens the chat. */
  open(): Promise<void>;
  /** Fades the chat out, then closes it. */
  close(): void;
};

type ChatGlobal = { open?(): void; close?(): void };

const initialState: MessengerState = {
  loaded: false,
  loading: false,
  open: false,
  visible: false,
  fade: false,
};

/** The chat launcher: the script is loaded only when the visitor opens the chat. */
export function createMessenger(options: MessengerOptions): Messenger {
  const configured = Boolean(options.messenger.scriptUrl);
  const timers = options.timers ?? globalThis;
  const listeners = new Set<(state: MessengerState) => void>();
  let state = initialState;
  let loading: Promise<void> | undefined;

  const update = (patch: Partial<MessengerState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  };
  const chat = () => {
    const name = options.messenger.globalName;
    const win = (options.window ?? window) as Window & Record<string, unknown>;
    return name ? (win[name] as ChatGlobal | undefined) : undefined;
  };
  const load = () => {
    loading ??= (async () => {
      update({ loading: true });
      const win = options.window ?? window;
      const loader = options.loadScript ?? defaultLoadScript;
      try {
        await loader(options.messenger.scriptUrl!, {
          ...(options.nonce ? { nonce: options.nonce } : {}),
          document: win.document,
        });
        update({ loading: false, loaded: true });
      } catch (error) {
        loading = undefined;
        update({ loading: false });
        throw error;
      }
    })();
    return loading;
  };

  return {
    configured,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show() {
      if (configured && !state.visible) update({ visible: true });
    },
    hide() {
      if (state.visible) update({ visible: false });
    },
    async open() {
      if (!configured || state.open) return;
      try {
        await load();
      } catch (error) {
        options.onError?.(error);
        return;
      }
      update({ open: true, fade: false, visible: true });
      chat()?.open?.();
    },
    close() {
      if (!state.open || state.fade) return;
      update({ fade: true });
      chat()?.close?.();
      timers.setTimeout(() => update({ open: false, fade: false }), options.fadeMs ?? MESSENGER_FADE_MS);
    },
  };
}
