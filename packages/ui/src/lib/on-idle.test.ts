import { describe, expect, it, vi } from 'vitest';
import { onIdle } from './on-idle.ts';

describe('onIdle', () => {
  it('runs the callback from requestIdleCallback with the 2,000 ms deadline, once, and cancels it', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    const target = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const callback = vi.fn();
    const cancel = onIdle(callback, undefined, target);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
    idle?.();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 200 ms timeout without requestIdleCallback, and a cancelled one never runs', () => {
    vi.useFakeTimers();
    try {
      const target = { setTimeout, clearTimeout } as unknown as Window;
      const callback = vi.fn();
      onIdle(callback, 2000, target);
      vi.advanceTimersByTime(199);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      onIdle(cancelled, 2000, target)();
      vi.advanceTimersByTime(1000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
