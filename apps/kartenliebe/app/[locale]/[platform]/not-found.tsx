'use client';

import { NotFoundView } from '@shop/storefront/app/not-found-view';
import { loadErrorStory } from './error-story.ts';

export default function NotFound() {
  return <NotFoundView loadStory={loadErrorStory} />;
}
