'use client';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { BrowserFlagsOptions } from '../client/browser-flags.ts';
import type { BrowserBootstrapRequest } from './load-browser-flags.ts';
import { CONTROL } from '../flag-names.ts';
import { flagLogCodes, type FlagLogger } from '../log-codes.ts';
import { resolveAbBlockState, selectAbVariant, type AbBlockState } from './select-ab-variant.ts';

/** Schedules the SDK's start; the returned function cancels it. */
export type DeferStart = (task: () => void) => () => void;

/** Without a scheduler the SDK starts right after hydration. */
const startNow: DeferStart = (task) => {
  task();
  return () => undefined;
};

type FlagsContextValue = { treatments: Readonly<Record<string, string>>; splitDisabled: boolean };

const FlagsContext = createContext<FlagsContextValue>({ treatments: {}, splitDisabled: false });

export type FlagsProviderProps = {
  /** Treatments evaluated on the server (after URL forcing): the first HTML already shows them. */
  treatments: Readonly<Record<string, string>>;
  /** `disabled` URL parameter or a crawler: every flag is control and no SDK loads. */
  splitDisabled?: boolean;
  /** Browser SDK options, or where to fetch the per-visitor part; absent means no browser SDK on this page. */
  client?: BrowserFlagsOptions | BrowserBootstrapRequest;
  forcedFeature?: string;
  logger?: FlagLogger;
  /**
   * When the browser SDK starts: the app passes its idle scheduler (`whenIdle` of `@shop/tracking/script-loader`), so
   * the SDK runs in a task of its own, not in hydration's (issue 16). Default: at once.
   */
  defer?: DeferStart;
  children: ReactNode;
};

/**
 * Carries the server's treatments to client components, then loads the browser SDK after
 * hydration (dynamic import) for impressions, events and session monitoring. The rendered
 * treatments never change on the client, so there is no flicker.
 */
export function FlagsProvider({
  treatments,
  splitDisabled = false,
  client,
  forcedFeature,
  logger,
  defer = startNow,
  children,
}: FlagsProviderProps) {
  useEffect(() => {
    if (!client || splitDisabled) return;
    // The rendered treatments are the server's, so nothing on screen waits for the SDK: it starts when `defer` says.
    return defer(() => {
      // The crawler check comes with the SDK's start, not with the page: isbot's pattern list is a few kB and one long
      // regular expression built when its module runs, work that hydration need not do (issue 16). A crawler still never
      // gets the SDK: it stops here, before the SDK's chunk is requested.
      import('../crawler/is-crawler.ts')
        .then(({ isCrawler }) => {
          if (isCrawler(navigator.userAgent)) return;
          // startBrowserFlags keeps one SDK per page, so a re-run of this effect reuses it.
          return import('./load-browser-flags.ts').then(({ loadBrowserFlags }) =>
            loadBrowserFlags({ client, flags: Object.keys(treatments), forcedFeature, logger }),
          );
        })
        // A chunk that fails to load (network, deploy in between) leaves the page on its server treatments.
        .catch((error: unknown) => logger?.error(flagLogCodes.clientOrSdkEmpty, { reason: String(error) }));
    });
  }, [client, splitDisabled, treatments, forcedFeature, logger, defer]);

  return <FlagsContext value={{ treatments, splitDisabled }}>{children}</FlagsContext>;
}

/** The server-evaluated treatment of a flag; control when it was not evaluated or flags are disabled. */
export function useTreatment(flag: string): string {
  const { treatments, splitDisabled } = useContext(FlagsContext);
  return splitDisabled ? CONTROL : (treatments[flag] ?? CONTROL);
}

/** The A/B content block: its state and the list to render (on list when on, else off list). */
export function useAbVariant<T>({
  feature,
  on,
  off,
}: {
  feature: string;
  on: readonly T[];
  off: readonly T[];
}): { state: AbBlockState; items: readonly T[] } {
  const { treatments, splitDisabled } = useContext(FlagsContext);
  const state = resolveAbBlockState({ feature, treatment: treatments[feature], splitDisabled });
  return { state, items: selectAbVariant({ treatment: state.treatment, on, off }) };
}

/** Renders `on` when the feature's treatment is on, else `off`. */
export function AbContent({ feature, on, off }: { feature: string; on: ReactNode; off: ReactNode }) {
  return useTreatment(feature) === 'on' ? on : off;
}
