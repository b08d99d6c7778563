'use client';

import { useText } from '@shop/i18n/react';
import { ErrorPageBody } from '@shop/ui/error/error-page-body';
import { useEffect } from 'react';
import { sendPageEvent } from '../tracking/page-events.ts';
import { useErrorContent } from './error-content.tsx';

/**
 * Shown when rendering a page fails unexpectedly: the error story of the content space (or a translated text), a retry,
 * and the error text and stack in a block hidden by default. Server errors reach the browser as a digest only.
 */
export function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // An error the boundary caught never reaches the window's error event: report it to RUM logging directly.
    sendPageEvent({ kind: 'error', error });
  }, [error]);
  const story = useErrorContent();
  const fallback = useText('error.unexpectedText');
  return (
    <div role="alert">
      <ErrorPageBody
        title={useText('error.unexpectedTitle')}
        content={story ?? <p>{fallback}</p>}
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
