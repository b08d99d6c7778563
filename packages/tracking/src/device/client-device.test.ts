import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_QUERY } from './device-flags.ts';
import { canHover, DEVICE_RESIZE_DELAY_MS, detectClientDevice, watchDevice } from './client-device.ts';

const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

function fakeWindow({ hover = true } = {}) {
  const listeners = new Map<string, () => void>();
  const navigator: { userAgent: string; maxTouchPoints: number } = { userAgent: mac, maxTouchPoints: 0 };
  const matchMedia = vi.fn(
    (query: string) => ({ matches: query === HOVER_QUERY && hover }) as MediaQueryList,
  );
  return {
    navigator,
    matchMedia,
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.set(type, listener as () => void);
    },
    removeEventListener: (type: string) => {
      listeners.delete(type);
    },
    resize: () => listeners.get('resize')?.(),
    listens: (type: string) => listeners.has(type),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('client device detection', () => {
  it('refines the user agent with touch points (iPad in desktop mode)', () => {
    const win = fakeWindow();
    win.navigator.maxTouchPoints = 5;
    expect(detectClientDevice(win)).toMatchObject({ isIos: true, isTablet: true, isMacOS: false });
  });

  it('asks the fine-pointer hover query (spec point 9)', () => {
    expect(HOVER_QUERY).toBe('(hover: hover) and (pointer: fine)');
    expect(canHover(fakeWindow())).toBe(true);
    expect(canHover(fakeWindow({ hover: false }))).toBe(false);
  });

  it('re-runs 50 ms after the last resize when configured, reporting only changes', () => {
    expect(DEVICE_RESIZE_DELAY_MS).toBe(50);
    const win = fakeWindow();
    const onChange = vi.fn();
    const stop = watchDevice({ window: win, onChange, refineOnResize: true });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ isDesktop: true, isMacOS: true });

    win.navigator.maxTouchPoints = 5;
    win.resize();
    vi.advanceTimersByTime(30);
    win.resize();
    vi.advanceTimersByTime(DEVICE_RESIZE_DELAY_MS - 1);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]![0]).toMatchObject({ isTablet: true, isIos: true });

    win.resize();
    vi.advanceTimersByTime(DEVICE_RESIZE_DELAY_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    expect(win.listens('resize')).toBe(false);
  });

  it('detects once and does not listen to resizes unless configured', () => {
    const win = fakeWindow();
    const onChange = vi.fn();
    watchDevice({ window: win, onChange });
    expect(win.listens('resize')).toBe(false);
    expect(onChange).toHaveBeenCalledOnce();
  });
});
