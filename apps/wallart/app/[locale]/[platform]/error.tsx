'use client';

import { ErrorBoundary } from '@shop/storefront/app/error-boundary';
import { loadErrorStory } from './error-story.ts';

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorBoundary {...props} loadStory={loadErrorStory} />;
}
