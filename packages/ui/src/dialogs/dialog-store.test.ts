import { describe, expect, it, vi } from 'vitest';
import { createDialogStore } from './dialog-store.ts';

describe('dialog store', () => {
  it('opens one dialog at a time; opening another closes the current one, notifying previous and next type', () => {
    const store = createDialogStore();
    const listener = vi.fn();
    store.getState().onChange(listener);
    expect(store.getState().open('login')).toBe(true);
    expect(store.getState().open('signup')).toBe(true);
    expect(store.getState().current).toBe('signup');
    store.getState().close();
    expect(store.getState().current).toBeNull();
    expect(listener.mock.calls.map(([change]) => change)).toEqual([
      { event: 'opened', previous: null, next: 'login' },
      { event: 'closed', previous: 'login', next: 'signup' },
      { event: 'opened', previous: 'login', next: 'signup' },
      { event: 'closed', previous: 'signup', next: null },
    ]);
  });

  it.each([
    ['the same dialog is already open', false, 'login', false],
    ['the same dialog, forced', false, 'login', true],
    ['blocked', true, 'signup', false],
    ['blocked, forced', true, 'signup', true],
  ] as const)('opening when %s', (_case, blocked, id, force) => {
    const store = createDialogStore();
    store.getState().open('login');
    store.getState().setBlocked(blocked);
    const listener = vi.fn();
    store.getState().onChange(listener);
    expect(store.getState().open(id, { force })).toBe(force);
    expect(listener).toHaveBeenCalledTimes(force ? 2 : 0);
    expect(store.getState().current).toBe(force ? id : 'login');
  });

  it('closing with nothing open notifies nobody', () => {
    const store = createDialogStore();
    const listener = vi.fn();
    const unsubscribe = store.getState().onChange(listener);
    store.getState().close();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.getState().open('image-magnify');
    expect(listener).not.toHaveBeenCalled();
  });
});
