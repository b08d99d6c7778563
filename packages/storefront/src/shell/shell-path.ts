'use client';
import { useSelectedLayoutSegments } from 'next/navigation';

/**
 * The content path of the page below the root layout, from the route segments (`[variant]/…slug`): the same on the
 * server and in the browser, so the cached HTML already marks the current path and client navigations update it.
 */
export function useContentPath(): string {
  const [, ...segments] = useSelectedLayoutSegments();
  return contentPathOf(segments);
}

/** The content path of the segments below the variant segment (a catch-all arrives as one `a/b` value). */
export function contentPathOf(segments: readonly string[]): string {
  const path = segments
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean)
    .map(decodeSegment)
    .join('/');
  return `/${path}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
