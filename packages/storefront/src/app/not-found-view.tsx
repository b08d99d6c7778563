'use client';

import { useText } from '@shop/i18n/react';
import { NotFoundContent } from '@shop/ui/shell/not-found-content';
import { usePathname } from 'next/navigation';
import { PATH_PLACEHOLDER } from './not-found-text.ts';
import { useShell } from './shell-context.tsx';


/**
 * The 404 page inside the shared layout. Rendered on the client: it has no props, and reading request
 * headers on the server would make every page of the segment dynamic.
 */
export function NotFoundView() {
  const { homeHref } = useShell();
  const path = readablePath(usePathname());
  return (
    <NotFoundContent
      title={useText('error.notFoundTitle')}
      text={useText('error.notFoundText').replace(PATH_PLACEHOLDER, path)}
      homeLabel={useText('error.backHome')}
      homeHref={homeHref}
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
