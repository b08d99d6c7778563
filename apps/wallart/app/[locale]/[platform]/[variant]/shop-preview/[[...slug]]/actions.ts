'use server';

import { renderDraftStory } from '@shop/storefront/app/live-preview-render';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';

/** Live preview: renders the visual editor's edited story (signature checked again inside). */
export async function renderDraft(route: unknown, input: unknown) {
  return renderDraftStory(channel, env, route, input);
}
