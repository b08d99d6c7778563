'use client';

import { useText } from '@shop/i18n/react';
import { ErrorPageBody } from '@shop/ui/error/error-page-body';
import { useEffect } from 'react';
import { sendPageEvent } from '../tracking/page-events.ts';
import { useErrorStory, type ErrorStoryLoader } from './error-story-loader.tsx';

/**
 * Shown when rendering a page fails unexpectedly: the error story of the content space (loaded when shown; a translated
 * text without it), a retry, and the error text and stack in a block hidden by default. Server errors reach the
 * browser as a digest only.
 */
export function ErrorBoundary({ error, reset, loadStory }: { error: Error & { digest?: string }; reset: () => void; loadStory?: ErrorStoryLoader }) {
  useEffect(() => {
    console.error(error);
    // An error the boundary caught never reaches the window's error event: report it to RUM logging directly.
    sendPageEvent({ kind: 'error', error });
  }, [error]);
  const { story, settled } = useErrorStory(loadStory);
  const fallback = useText('error.unexpectedText');
  return (
    <div role="alert">
      <ErrorPageBody
        title={useText('error.unexpectedTitle')}
        content={story ?? (settled ? <p>{fallback}</p> : null)}
        detailsLabel={useText('error.details')}
        message={error.digest ? `${error.message} (${error.digest})` : error.message}
        stack={error.stack}
        statusCode={500}
        action={
          <button type="button" className="button" onClick={reset}>
            {useText('error.retry')}
          </button>
        }
      />
    </div>
  );
}
