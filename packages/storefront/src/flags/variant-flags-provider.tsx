'use client';
import type { BrowserFlagsOptions } from '@shop/flags/client';
import { FlagsProvider, type DeferStart } from '@shop/flags/react';
import { initialFlagConsent, pageFlagConsentGate } from '@shop/tracking/consent';
import { whenIdle } from '@shop/tracking/script-loader';
import { allControlVariant, type Treatments } from '@shop/flags/variant-code';
import { useState, type ReactNode } from 'react';
import { shellLogger } from '../shell/shell-logger.ts';
import { sendPageEvent } from '../tracking/page-events.ts';
import { FLAGS_BOOTSTRAP_PATH } from './bootstrap-path.ts';
import { useVariantSegment } from './variant-segment.ts';

/** The flag forced from the URL (`?feature=`); read in the browser only, the cached HTML knows no query. */
function forcedFeatureOfPage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('feature') ?? undefined;
}

/** The consent the SDK starts with (a decision made meanwhile counts, and the cached HTML is the same for everyone). */
const pageConsent = () => initialFlagConsent({ cookies: document.cookie, search: window.location.search });

/**
 * The browser SDK starts once the visitor's consent is decided (cookie, `tracking=0`, or a decision on this page): until
 * then it could only queue impressions that leave with the page unsent, so a new visitor's first page does not load,
 * parse and run it for nothing (issue 16). Then at the first idle moment, in a task of its own, not in hydration's.
 */
const startWhenConsentDecided: DeferStart = (task) => {
  let cancelIdle: (() => void) | undefined;
  const cancelWait = pageFlagConsentGate.whenDecided(() => {
    cancelIdle = whenIdle(task);
  }, pageConsent());
  return () => {
    cancelWait();
    cancelIdle?.();
  };
};

const trackEvent: NonNullable<BrowserFlagsOptions['trackEvent']> = (name, payload) =>
  sendPageEvent({ kind: 'data', event: { ...payload, event: name } });

/**
 * FlagsProvider with the browser SDK wired to the shop: per-visitor options from the bootstrap route, each impression
 * as `split_evaluation` into the data layer, and the visitor's consent as the SDK's user consent.
 */
function VariantFlagsProvider({
  variant,
  treatments,
  children,
}: {
  variant: string;
  treatments: Treatments;
  children: ReactNode;
}) {
  const splitDisabled = variant === allControlVariant;
  const [client] = useState(() =>
    splitDisabled
      ? undefined
      : {
          bootstrapUrl: FLAGS_BOOTSTRAP_PATH,
          trackEvent,
          // Read when the SDK is about to start (after hydration, once its chunk has loaded), not at render.
          get consent() {
            return pageConsent();
          },
        },
  );
  // A forced flag is not monitored: its change from the visitor's own treatment is intended. Used in an effect only.
  const [forcedFeature] = useState(forcedFeatureOfPage);
  return (
    <FlagsProvider
      treatments={treatments}
      splitDisabled={splitDisabled}
      client={client}
      forcedFeature={forcedFeature}
      // The session monitor's split-error-* events (a changed treatment or user key, control) and a failed SDK chunk
      // reach the page's logging like the shell's own errors.
      logger={shellLogger}
      defer={startWhenConsentDecided}
    >
      {children}
    </FlagsProvider>
  );
}

/**
 * The flags of the variant segment below the root layout, for everything in `<main>`. The root layout renders it, not
 * the variant layout, so that this module is in the layout's first-load script and the variant layout brings no script
 * of its own: one request fewer on every page (issue 16). Keyed by the variant: a page of another variant gets a
 * provider of its own, as it got a layout of its own. A child segment that is no variant (the 404 view of a path no
 * route knows) has no flags, as it had no variant layout.
 */
export function ShellVariantFlags({ children }: { children: ReactNode }) {
  // The segment's code is all the page's flight data carries of the flags, not the treatments, the SDK switch and the
  // bootstrap path (issue 16).
  const { variant, treatments } = useVariantSegment();
  if (!variant || !treatments) return children;
  return (
    <VariantFlagsProvider key={variant} variant={variant} treatments={treatments}>
      {children}
    </VariantFlagsProvider>
  );
}
