import { readCookie } from '../opt-outs/opt-outs.ts';

/** The BroadcastChannel (and, without it, the localStorage key) the tabs tell each other on. */
export const COOKIE_SYNC_CHANNEL = 'shop-cookie-sync';

export type CookieChange = { name: string; value: string | undefined };

export type CookieSyncOptions = {
  /** The cookies to watch. */
  names: readonly string[];
  onChange: (change: CookieChange) => void;
  window?: Window;
};

export type CookieSync = {
  /** Current value of a watched cookie. */
  get(name: string): string | undefined;
  /** Writes a cookie (a full `document.cookie` string), reports it here and tells the other tabs. */
  write(name: string, cookie: string): void;
  /** Re-reads the cookies and reports what changed (also run on focus and when the tab becomes visible). */
  refresh(): void;
  stop(): void;
};

/**
 * Watches cookie values and keeps the tabs of a visit in step: a tab that changes one broadcasts
 * it (BroadcastChannel, or a storage event where that is missing); cookies the server set (the
 * proxy's opt-outs) are picked up when a tab regains focus.
 */
export function createCookieSync(options: CookieSyncOptions): CookieSync {
  const win = options.window ?? window;
  const doc = win.document;
  const values = new Map<string, string | undefined>(
    options.names.map((name) => [name, readCookie(doc.cookie, name)]),
  );

  const refresh = () => {
    const cookies = doc.cookie;
    for (const name of options.names) {
      const value = readCookie(cookies, name);
      if (value === values.get(name)) continue;
      values.set(name, value);
      options.onChange({ name, value });
    }
  };

  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  const channel = typeof Channel === 'function' ? new Channel(COOKIE_SYNC_CHANNEL) : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_SYNC_CHANNEL) refresh();
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') refresh();
  };
  if (channel) channel.onmessage = () => refresh();
  else win.addEventListener('storage', onStorage);
  win.addEventListener('focus', refresh);
  doc.addEventListener('visibilitychange', onVisible);

  const announce = (name: string) => {
    if (channel) {
      channel.postMessage({ name });
      return;
    }
    try {
      // A new value each time, or the other tabs get no storage event.
      win.localStorage.setItem(COOKIE_SYNC_CHANNEL, `${name}:${Date.now()}:${Math.random()}`);
    } catch {
      // Storage can be full or forbidden (private mode); the focus re-read still catches up.
    }
  };

  return {
    get: (name) => values.get(name) ?? readCookie(doc.cookie, name),
    write(name, cookie) {
      doc.cookie = cookie;
      refresh();
      announce(name);
    },
    refresh,
    stop() {
      channel?.close();
      win.removeEventListener('storage', onStorage);
      win.removeEventListener('focus', refresh);
      doc.removeEventListener('visibilitychange', onVisible);
    },
  };
}
