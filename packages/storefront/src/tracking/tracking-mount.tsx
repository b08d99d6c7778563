'use client';
import { whenIdle } from '@shop/tracking/script-loader';
import { dialogStore } from '@shop/ui/dialogs/dialog-store';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { sendPageEvent } from './page-events.ts';
import type { TrackingIslandProps } from './tracking-island.tsx';

export type TrackingMountProps = TrackingIslandProps;

/** Longest wait for an idle moment before the tracking code loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The root layout's tracking mount: a few hundred bytes in first-load JS. After hydration, once the page is idle, it
 * imports the tracking code (consent banner, data layer, third-party scripts) as a separate chunk and renders it.
 * Dialog changes are recorded from the start, so an early open still reaches the data layer.
 */
export function TrackingMount(props: TrackingMountProps) {
  const [Island, setIsland] = useState<ComponentType<TrackingIslandProps> | undefined>(undefined);
  useEffect(() => {
    const stopDialogs = dialogStore
      .getState()
      .onChange((change) => sendPageEvent({ kind: 'dialog', change }));
    let cancelled = false;
    const load = () => {
      import('./tracking-island.tsx')
        .then(({ TrackingIsland }) => {
          // A transition: the island's first render yields to the main thread instead of being one long task.
          if (!cancelled) startTransition(() => setIsland(() => TrackingIsland));
        })
        // A chunk that fails to load leaves the page without tracking, never broken.
        .catch(() => undefined);
    };
    const cancelIdle = whenIdle(load, { timeoutMs: IDLE_TIMEOUT_MS });
    return () => {
      cancelled = true;
      stopDialogs();
      cancelIdle();
    };
  }, []);
  return Island ? <Island {...props} /> : null;
}
