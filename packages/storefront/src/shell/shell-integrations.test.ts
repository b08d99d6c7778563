import { describe, expect, it, vi } from 'vitest';
import { createMessengerLoader } from './shell-integrations.tsx';

const scriptUrl = 'https://chat.example.test/widget.js';

function fakeWindow() {
  const chat = { open: vi.fn(), close: vi.fn() };
  return { chat, window: { document: {}, Chat: chat } as unknown as Window };
}

describe('createMessengerLoader', () => {
  it('loads the chat script on the first open only, then opens and closes the chat', async () => {
    const { chat, window } = fakeWindow();
    const loadScript = vi.fn((_src: string) => Promise.resolve());
    const timers = { setTimeout: (handler: () => void) => handler() };
    const load = createMessengerLoader({ scriptUrl, globalName: 'Chat' }, { window, loadScript, timers });
    expect(loadScript).not.toHaveBeenCalled();
    const widget = await load();
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript.mock.calls[0]?.[0]).toBe(scriptUrl);
    expect(chat.open).toHaveBeenCalledTimes(1);
    widget.close();
    expect(chat.close).toHaveBeenCalledTimes(1);
    widget.open();
    await vi.waitFor(() => expect(chat.open).toHaveBeenCalledTimes(2));
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('fails when the script does not load, and a later open tries again', async () => {
    const { chat, window } = fakeWindow();
    const loadScript = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = createMessengerLoader({ scriptUrl, globalName: 'Chat' }, { window, loadScript });
    await expect(load()).rejects.toThrow('did not load');
    expect(chat.open).not.toHaveBeenCalled();
    await load();
    expect(loadScript).toHaveBeenCalledTimes(2);
    expect(chat.open).toHaveBeenCalledTimes(1);
  });
});
