'use client';
import { createShopLogger } from '@shop/api-client/logger';
import type { TrackingConfig } from '@shop/tracking/config';
import { pageDataLayer, pushEvent, toDialogEvents } from '@shop/tracking/data-layer';
import { TrackingRoot } from '@shop/tracking/react';
import { getPageTracking } from '@shop/tracking/start-tracking';
import { useEffect, useState } from 'react';
import { connectPageEvents, type PageEvent } from './page-events.ts';

export type TrackingIslandProps = {
  config: TrackingConfig;
};

function forward(event: PageEvent): void {
  switch (event.kind) {
    case 'data':
      pushEvent(event.event);
      return;
    case 'dialog':
      for (const dialogEvent of toDialogEvents(event.change)) pushEvent(dialogEvent);
      return;
    case 'logged-in':
      pageDataLayer.pushLoggedIn(event.isLoggedIn);
      return;
    case 'consent':
      getPageTracking()?.decide(event.decision);
      return;
    case 'error':
      getPageTracking()?.rum.logError(event.error);
  }
}

/**
 * The tracking code, loaded by TrackingMount after hydration: starts the integrations (consent, data layer, tag
 * manager, recorder, logging, messenger) and forwards the page events (dialogs, logged-in flag, split evaluations, a
 * decision in the built-in consent banner, app errors) that waited for it.
 */
export function TrackingIsland({ config }: TrackingIslandProps) {
  // `logging=0` and the sample rate decide once per page whether the shop logger reports at all.
  const [shopLogger] = useState(() =>
    createShopLogger({
      pageQuery: new URLSearchParams(window.location.search),
      sampleRate: config.logging.sampleRate,
    }),
  );
  // Page events go through once the integrations run, so errors reach the page's RUM logging.
  useEffect(() => connectPageEvents(forward), []);
  return (
    <TrackingRoot config={config} shopLogger={shopLogger} />
  );
}
