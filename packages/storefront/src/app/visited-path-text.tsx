'use client';

import { useSyncExternalStore } from 'react';
import { PATH_PLACEHOLDER } from './not-found-text.ts';

const noSubscription = () => () => {};

function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The not-found text with the visited path. One cached 404 document serves every unknown path, so the server HTML
 * leaves the path out; the browser puts it in after hydration (no mismatch: the server snapshot is the same text).
 */
export function useNotFoundText(template: string): string {
  const path = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  return path === null ? template.replace(` ${PATH_PLACEHOLDER}`, '').replace(PATH_PLACEHOLDER, '') : template.replace(PATH_PLACEHOLDER, readablePath(path));
}

export function VisitedPathText({ template }: { template: string }) {
  return <>{useNotFoundText(template)}</>;
}
