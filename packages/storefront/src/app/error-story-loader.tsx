'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { createSharedRequests } from '@shop/ui/lib/shared-requests';
import { useShell } from './shell-context.tsx';

/**
 * Renders the error story's blocks on the server for a locale and platform (the app's server action around
 * `renderErrorStory`); null when the story is missing.
 */
export type ErrorStoryLoader = (locale: string, platform: string) => Promise<ReactNode>;

const stories = createSharedRequests<ReactNode>();

/**
 * The error story for the client-side 404 and error views, loaded when one of them shows: no page carries the story in
 * its flight data for the rare client navigation that ends in one (issue 16: 2.6 KB of every page). `settled` turns
 * true when the story came or could not come (the views then show their translated text instead); one request per
 * locale and platform, a failed one is tried again next time.
 */
export function useErrorStory(load: ErrorStoryLoader | undefined): { story: ReactNode; settled: boolean } {
  const { locale, platform } = useShell();
  const [state, setState] = useState<{ story: ReactNode; settled: boolean }>({ story: null, settled: load === undefined });
  useEffect(() => {
    if (!load) return;
    let current = true;
    stories(`${locale}|${platform}`, () => load(locale, platform)).then(
      (story) => current && setState({ story, settled: true }),
      () => current && setState({ story: null, settled: true }),
    );
    return () => {
      current = false;
    };
  }, [load, locale, platform]);
  return state;
}
