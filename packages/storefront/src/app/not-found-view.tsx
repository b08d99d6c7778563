'use client';

import { useText } from '@shop/i18n/react';
import { ErrorPageBody } from '@shop/ui/error/error-page-body';
import { useErrorContent } from './error-content.tsx';
import { useShell } from './shell-context.tsx';
import { useNotFoundText } from './visited-path-text.tsx';

/**
 * The 404 view of client-side navigations inside the shared layout: the error story of the content space (the
 * translated not-found text when it is missing), a way back home, and which path was asked for in the details block.
 * A document request for an unknown path gets the server-rendered page instead (`not-found-page.tsx`).
 */
export function NotFoundView() {
  const { homeHref } = useShell();
  const story = useErrorContent();
  const text = useNotFoundText(useText('error.notFoundText'));
  return (
    <ErrorPageBody
      title={useText('error.notFoundTitle')}
      content={story ?? <p>{text}</p>}
      detailsLabel={useText('error.details')}
      message={text}
      statusCode={404}
      action={
        <a className="button" href={homeHref}>
          {useText('error.backHome')}
        </a>
      }
    />
  );
}
