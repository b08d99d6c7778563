'use server';

import { renderErrorStory } from '@shop/storefront/app/error-story';
import { channel } from '../../../src/channel.ts';
import { env } from '../../../src/env.ts';

/** The error story's blocks for the client-side 404 and error views, loaded when one of them shows (input checked inside). */
export async function loadErrorStory(locale: string, platform: string) {
  return renderErrorStory(channel, env, locale, platform);
}
