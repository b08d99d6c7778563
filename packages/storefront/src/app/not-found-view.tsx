'use client';

import { useText } from '@shop/i18n/react';
import { ErrorPageBody } from '@shop/ui/error/error-page-body';
import { useErrorStory, type ErrorStoryLoader } from './error-story-loader.tsx';
import { useShell } from './shell-context.tsx';
import { useNotFoundText } from './visited-path-text.tsx';

/**
 * The 404 view of client-side navigations inside the shared layout: the error story of the content space (loaded when
 * the view shows; the translated not-found text when it is missing), a way back home, and which path was asked for in
 * the details block. A document request for an unknown path gets the server-rendered page instead (`not-found-page.tsx`).
 */
export function NotFoundView({ loadStory }: { loadStory?: ErrorStoryLoader }) {
  const { homeHref } = useShell();
  const { story, settled } = useErrorStory(loadStory);
  const text = useNotFoundText(useText('error.notFoundText'));
  return (
    <ErrorPageBody
      title={useText('error.notFoundTitle')}
      content={story ?? (settled ? <p>{text}</p> : null)}
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
