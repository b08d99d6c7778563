import { detectDevice, HOVER_QUERY, refineDevice, type DeviceFlags } from './device-flags.ts';

/** Spec point 9: device detection runs again 50 ms after a resize, when configured. */
export const DEVICE_RESIZE_DELAY_MS = 50;

type DeviceWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'> & {
  navigator: { userAgent: string; maxTouchPoints?: number; userAgentData?: { mobile?: boolean } };
};

/** The device flags as the browser sees them: the user agent, refined by touch points and client hints. */
export function detectClientDevice(win: DeviceWindow = window as unknown as DeviceWindow): DeviceFlags {
  const { navigator } = win;
  return refineDevice(detectDevice(navigator.userAgent), {
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    ...(navigator.userAgentData?.mobile === undefined ? {} : { mobile: navigator.userAgentData.mobile }),
  });
}

/** True where a fine pointer can hover, so hover-only features (flyouts) make sense. */
export function canHover(win: Pick<Window, 'matchMedia'> = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia(HOVER_QUERY).matches;
}

export type WatchDeviceOptions = {
  onChange: (flags: DeviceFlags) => void;
  /** Re-run detection after resizes (spec: "when configured"); off, the flags are detected once. */
  refineOnResize?: boolean;
  delayMs?: number;
  window?: DeviceWindow;
  timers?: { setTimeout(handler: () => void, ms: number): unknown; clearTimeout(handle: never): void };
};

/** Detects the device now and, when configured, again 50 ms after the last resize; returns the stop function. */
export function watchDevice(options: WatchDeviceOptions): () => void {
  const win = options.window ?? (window as unknown as DeviceWindow);
  const timers = options.timers ?? globalThis;
  const delayMs = options.delayMs ?? DEVICE_RESIZE_DELAY_MS;
  let current = detectClientDevice(win);
  options.onChange(current);
  if (!options.refineOnResize) return () => undefined;

  let pending: unknown;
  const rerun = () => {
    pending = undefined;
    const next = detectClientDevice(win);
    const changed = (Object.keys(next) as (keyof DeviceFlags)[]).some((key) => next[key] !== current[key]);
    current = next;
    if (changed) options.onChange(next);
  };
  const onResize = () => {
    if (pending !== undefined) timers.clearTimeout(pending as never);
    pending = timers.setTimeout(rerun, delayMs);
  };
  win.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    if (pending !== undefined) timers.clearTimeout(pending as never);
  };
}
