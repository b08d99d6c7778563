import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessenger, MESSENGER_FADE_MS, type MessengerState } from './messenger.ts';

type ChatWindow = globalThis.Window & { Chat?: { open(): void; close(): void } };

function setup({ configured = true, fail = false } = {}) {
  const window = new Window() as unknown as ChatWindow;
  const chat = { open: vi.fn(), close: vi.fn() };
  const loadScript = vi.fn(async () => {
    if (fail) throw new Error('blocked');
    window.Chat = chat;
  });
  const onError = vi.fn();
  const messenger = createMessenger({
    messenger: configured ? { scriptUrl: 'https://chat.test/widget.js', globalName: 'Chat' } : {},
    window,
    loadScript,
    onError,
  });
  const states: MessengerState[] = [];
  messenger.subscribe((state) => states.push(state));
  return { messenger, chat, loadScript, onError, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createMessenger (states loaded, loading, open, visible, fade)', () => {
  it('loads nothing until opened: never on first paint', () => {
    const { messenger, loadScript } = setup();
    messenger.show();
    expect(messenger.getState()).toEqual({
      loaded: false,
      loading: false,
      open: false,
      visible: true,
      fade: false,
    });
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('loads the script on demand, once, then opens the chat', async () => {
    const { messenger, chat, loadScript, states } = setup();
    messenger.show();
    const opening = messenger.open();
    expect(messenger.getState().loading).toBe(true);
    await opening;
    expect(messenger.getState()).toEqual({
      loaded: true,
      loading: false,
      open: true,
      visible: true,
      fade: false,
    });
    expect(chat.open).toHaveBeenCalledOnce();
    expect(states.map((state) => state.loading)).toEqual([false, true, false, false]);

    messenger.close();
    expect(messenger.getState()).toMatchObject({ open: true, fade: true });
    expect(chat.close).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(MESSENGER_FADE_MS);
    expect(messenger.getState()).toMatchObject({ open: false, fade: false, loaded: true });

    await messenger.open();
    expect(loadScript).toHaveBeenCalledOnce();
    expect(chat.open).toHaveBeenCalledTimes(2);
  });

  it('reports a chat script that fails and can try again', async () => {
    const { messenger, onError, loadScript } = setup({ fail: true });
    await messenger.open();
    expect(onError).toHaveBeenCalledOnce();
    expect(messenger.getState()).toMatchObject({ loading: false, loaded: false, open: false });
    await messenger.open();
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('stays hidden and loads nothing when not configured', async () => {
    const { messenger, loadScript } = setup({ configured: false });
    messenger.show();
    await messenger.open();
    expect(messenger.configured).toBe(false);
    expect(messenger.getState().visible).toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
  });
});
