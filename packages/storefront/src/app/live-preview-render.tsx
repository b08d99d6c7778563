import 'server-only';
import { verifyPreview } from '@shop/api-client/content/preview';
import { parseStory } from '@shop/api-client/content/story';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { MAX_CONTENT_PATH_LENGTH } from '../data/content.ts';
import type { AppEnv } from '../server/app-env.ts';
import { StoryView } from './content-page.tsx';
import { readRouteParams } from './route-params.ts';

/** Where the previewed page lives (bound into the action by the preview page; checked again, as any input). */
const routeSchema = z.object({
  locale: z.string().max(10),
  platform: z.string().max(10),
  variant: z.string().max(200),
  path: z.string().startsWith('/').max(MAX_CONTENT_PATH_LENGTH),
});

/** What the browser sends: the preview page's query (the editor's signature) and the bridge's edited story. */
const inputSchema = z.object({ search: z.string().max(4096), story: z.unknown() });

/**
 * The body of each app's live-preview server action: a server action is a public endpoint, so the editor's preview
 * signature is checked again (the same check as the preview page) and the story is validated like a delivered one
 * before it is rendered exactly as the page renders it. Anything else is an error and renders nothing.
 */
export async function renderDraftStory(settings: ChannelSettings, env: AppEnv, route: unknown, input: unknown): Promise<ReactNode> {
  const { locale: rawLocale, platform: rawPlatform, variant, path } = routeSchema.parse(route);
  const { search, story } = inputSchema.parse(input);
  const verification = await verifyPreview({
    query: new URLSearchParams(search),
    previewToken: env.content.previewToken,
    spaceId: env.content.spaceId,
    now: Date.now,
  });
  if (!verification.ok) throw new Error(`live preview refused: ${verification.reason}`);
  const { locale, platform } = await readRouteParams(Promise.resolve({ locale: rawLocale, platform: rawPlatform }));
  return <StoryView settings={settings} env={env} locale={locale} platform={platform} variant={variant} story={parseStory(story)} path={path} />;
}
