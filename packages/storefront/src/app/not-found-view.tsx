'use client';

import { useText } from '@shop/i18n/react';
import { ErrorPageBody } from '@shop/ui/error/error-page-body';
import { usePathname } from 'next/navigation';
import { useErrorContent } from './error-content.tsx';
import { PATH_PLACEHOLDER } from './not-found-text.ts';
import { useShell } from './shell-context.tsx';

/**
 * The 404 page inside the shared layout: the error story of the content space (the translated not-found text when it
 * is missing), a way back home, and which path was asked for in the details block. Rendered on the client: it has no
 * props, and reading request headers on the server would make every page of the segment dynamic.
 */
export function NotFoundView() {
  const { homeHref } = useShell();
  const story = useErrorContent();
  const text = useText('error.notFoundText').replace(PATH_PLACEHOLDER, readablePath(usePathname()));
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

function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
