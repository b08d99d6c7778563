'use client';

import { useText } from '@shop/i18n/react';
import { useEffect } from 'react';
import { sendPageEvent } from '../tracking/page-events.ts';

/** Shown when rendering a page fails unexpectedly; details stay folded away. */
export function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    // An error the boundary caught never reaches the window's error event: report it to RUM logging directly.
    sendPageEvent({ kind: 'error', error });
  }, [error]);
  return (
    <section className="error-content" role="alert">
      <h1>{useText('error.unexpectedTitle')}</h1>
      <button type="button" className="button" onClick={reset}>
        {useText('error.retry')}
      </button>
      <details>
        <summary>{useText('error.details')}</summary>
        <pre>{error.digest ?? error.message}</pre>
      </details>
    </section>
  );
}
