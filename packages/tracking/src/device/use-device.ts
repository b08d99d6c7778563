'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { canHover, watchDevice } from './client-device.ts';
import { HOVER_QUERY, type DeviceFlags } from './device-flags.ts';

function createDeviceStore(initial: DeviceFlags, refineOnResize: boolean) {
  let current = initial;
  return {
    get: () => current,
    subscribe(listener: () => void) {
      return watchDevice({
        refineOnResize,
        onChange(flags) {
          current = flags;
          listener();
        },
      });
    },
  };
}

/**
 * The device flags: the server's (from the user agent, `detectDevice`) during hydration, then refined
 * in the browser and, with `refineOnResize`, again 50 ms after each resize.
 */
export function useDeviceFlags(serverFlags: DeviceFlags, { refineOnResize = false } = {}): DeviceFlags {
  const store = useMemo(() => createDeviceStore(serverFlags, refineOnResize), [serverFlags, refineOnResize]);
  return useSyncExternalStore(store.subscribe, store.get, () => serverFlags);
}

function subscribeHover(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(HOVER_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether hover features (flyouts) apply: a fine pointer that can hover. False on the server. */
export function useCanHover(): boolean {
  return useSyncExternalStore(
    subscribeHover,
    () => canHover(window),
    () => false,
  );
}
