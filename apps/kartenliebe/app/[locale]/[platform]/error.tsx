'use client';

import { ErrorBoundary } from '@shop/storefront/app/error-boundary';
import { NotFoundView } from '@shop/storefront/app/not-found-view';
import { loadErrorStory } from './error-story.ts';

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorBoundary {...props} loadStory={loadErrorStory} />;
}

/**
 * The not-found boundary's view (`not-found.tsx` exports it). It lives in this module so that both boundaries, which
 * every page loads with the layout, share one script: in modules of their own they were two (issue 16).
 */
export function NotFoundPage() {
  return <NotFoundView loadStory={loadErrorStory} />;
}
