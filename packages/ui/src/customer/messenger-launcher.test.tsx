import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../test/render.tsx';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { MessengerLauncher } from './messenger-launcher.tsx';
import { createMessengerStore, MESSENGER_FADE_MS, messengerStore } from './messenger-store.ts';

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    messengerStore.setState(messengerStore.getInitialState());
    dialogStore.setState(dialogStore.getInitialState());
  });
});

describe('messenger store', () => {
  it('loads the script once: loading → loaded → open, then closes and reopens without loading', async () => {
    const store = createMessengerStore();
    const widget = { open: vi.fn(), close: vi.fn() };
    let resolve: (value: typeof widget) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof widget>((r) => (resolve = r)));
    const opening = store.getState().toggle(load);
    expect(store.getState()).toMatchObject({ loading: true, loaded: false, open: false });
    resolve(widget);
    await opening;
    expect(store.getState()).toMatchObject({ loading: false, loaded: true, open: true });
    await store.getState().toggle(load);
    expect(store.getState().open).toBe(false);
    await store.getState().toggle(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(widget.open).toHaveBeenCalledTimes(2);
    expect(widget.close).toHaveBeenCalledTimes(1);
  });

  it('marks a failed load and lets the visitor try again', async () => {
    const store = createMessengerStore();
    await store.getState().toggle(() => Promise.reject(new Error('blocked')));
    expect(store.getState()).toMatchObject({ loading: false, loaded: false, failed: true });
    await store.getState().toggle(() => Promise.resolve({ open: () => undefined, close: () => undefined }));
    expect(store.getState()).toMatchObject({ loaded: true, open: true, failed: false });
  });

  it('fades out before hiding', () => {
    vi.useFakeTimers();
    const store = createMessengerStore();
    store.getState().show();
    store.getState().hide();
    expect(store.getState()).toMatchObject({ visible: true, fade: true });
    vi.advanceTimersByTime(MESSENGER_FADE_MS);
    expect(store.getState()).toMatchObject({ visible: false, fade: false });
  });
});

describe('MessengerLauncher', () => {
  it('shows the launcher, loads the messenger on click and fades out under a dialog', async () => {
    const widget = { open: vi.fn(), close: vi.fn() };
    renderWithTexts(<MessengerLauncher load={() => Promise.resolve(widget)} />);
    const button = screen.getByRole('button', { name: 'Chat öffnen' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Chat schließen' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(widget.open).toHaveBeenCalledTimes(1);
    act(() => {
      dialogStore.getState().open('login');
    });
    expect(document.querySelector('.messenger-launcher')).toHaveClass('is-fading');
  });
});
