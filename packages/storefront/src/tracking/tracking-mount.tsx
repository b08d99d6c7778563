'use client';
import { consentDecisionOf, setConsentBannerOpen } from '@shop/tracking/consent-attributes';
import { whenIdle } from '@shop/tracking/script-loader';
import { dialogStore } from '@shop/ui/dialogs/dialog-store';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { pageEventsConnected, sendPageEvent } from './page-events.ts';
import type { TrackingIslandProps } from './tracking-island.tsx';

export type TrackingMountProps = TrackingIslandProps;

/** Longest wait for an idle moment before the tracking code loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

// Dialog changes are recorded from the moment this module runs in the browser, not from the mount's effect: a click
// that opens a dialog between hydration's commit and the effects (a visitor who clicked while the page was still
// loading) would otherwise never reach the data layer. Once per page, like the store.
if (typeof window !== 'undefined') {
  dialogStore.getState().onChange((change) => sendPageEvent({ kind: 'dialog', change }));
}

/**
 * The root layout's tracking mount: a few hundred bytes in first-load JS. After hydration, once the page is idle, it
 * imports the tracking code (data layer, third-party scripts, the consent the banner records), in the chunk the session
 * runtime comes in (after-hydration.ts), and renders it. Dialog changes and unhandled errors are recorded from the
 * start, so an early one still reaches the data layer and the logging; so is a click in the server-rendered consent
 * banner, which closes it at once and loads the tracking code without waiting for idle.
 */
export function TrackingMount(props: TrackingMountProps) {
  const [Island, setIsland] = useState<ComponentType<TrackingIslandProps> | undefined>(undefined);
  useEffect(() => {
    // An error before the tracking code runs waits for it like the other page events; once the code has taken the
    // events over, its own capture (RUM's unhandled-error listeners, started just before) reports them.
    const early = (error: unknown) => {
      if (!pageEventsConnected()) sendPageEvent({ kind: 'error', error });
    };
    const onError = (event: ErrorEvent) => early(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => early(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const stopEarlyErrors = () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    let cancelled = false;
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      import('../shell/after-hydration.ts')
        .then(({ TrackingIsland }) => {
          // A transition: the island's first render yields to the main thread instead of being one long task.
          if (!cancelled) startTransition(() => setIsland(() => TrackingIsland));
        })
        // A chunk that fails to load leaves the page without tracking, never broken.
        .catch(() => undefined);
    };
    const cancelIdle = whenIdle(load, { timeoutMs: IDLE_TIMEOUT_MS });
    const onClick = (event: MouseEvent) => {
      const decision = consentDecisionOf(event.target);
      if (!decision) return;
      setConsentBannerOpen(false);
      sendPageEvent({ kind: 'consent', decision });
      load();
    };
    document.addEventListener('click', onClick);
    return () => {
      cancelled = true;
      stopEarlyErrors();
      cancelIdle();
      document.removeEventListener('click', onClick);
    };
  }, []);
  return Island ? <Island {...props} /> : null;
}
