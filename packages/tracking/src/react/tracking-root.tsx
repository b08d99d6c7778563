'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { TrackingConfig } from '../config/tracking-config.ts';
import { setConsentBannerOpen } from '../consent/consent-attributes.ts';
import type { ConsentStatus } from '../consent/consent-store.ts';
import type { MessengerState } from '../messenger/messenger.ts';
import {
  getPageTracking,
  startPageTracking,
  stopPageTracking,
  subscribePageTracking,
  type StartTrackingOptions,
  type Tracking,
} from '../start/start-tracking.ts';

export type TrackingRootProps = {
  config: TrackingConfig;
  shopLogger?: StartTrackingOptions['shopLogger'];
  onError?: StartTrackingOptions['onError'];
  children?: ReactNode;
};

/**
 * Mount once in the root layout: starts the integrations after hydration (in an effect, never during
 * render), once per page load. Without a consent provider the page carries the built-in banner (`ConsentBanner`, rendered
 * with the page and opened before the first paint when no decision is recorded); from here on it follows the consent:
 * closed on a decision (here or in another tab), open again when the visitor is asked again.
 */
export function TrackingRoot({ config, shopLogger, onError, children }: TrackingRootProps) {
  useEffect(() => {
    startPageTracking({
      config,
      ...(shopLogger ? { shopLogger } : {}),
      ...(onError ? { onError } : {}),
    });
    return () => stopPageTracking();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: a re-render with a new (equal) config object must not restart the scripts
  }, []);

  const tracking = useTracking();
  useEffect(() => {
    if (!tracking?.usesBuiltInBanner) return;
    // The first state is the page's own (the banner's script read the same cookie): only changes move the banner.
    return tracking.consent.subscribe((status) => setConsentBannerOpen(status === 'UNKNOWN'));
  }, [tracking]);
  return <>{children}</>;
}

const noSubscription = () => () => undefined;

function useConsentStatus(tracking: Tracking | undefined): ConsentStatus | undefined {
  return useSyncExternalStore(
    tracking ? tracking.consent.subscribe : noSubscription,
    () => tracking?.consent.getStatus(),
    () => undefined,
  );
}

/** The page's integrations; undefined on the server and before hydration. */
export function useTracking(): Tracking | undefined {
  return useSyncExternalStore(subscribePageTracking, getPageTracking, () => undefined);
}

/** The visitor's consent (undefined until the integrations have started). */
export function useConsent(): ConsentStatus | undefined {
  return useConsentStatus(useTracking());
}

const closedMessenger: MessengerState = {
  loaded: false,
  loading: false,
  open: false,
  visible: false,
  fade: false,
};

/** The messenger's state, for the app's launcher button. */
export function useMessengerState(): MessengerState {
  const tracking = useTracking();
  return useSyncExternalStore(
    tracking ? tracking.messenger.subscribe : noSubscription,
    () => tracking?.messenger.getState() ?? closedMessenger,
    () => closedMessenger,
  );
}
