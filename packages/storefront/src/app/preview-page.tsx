import { verifyPreview } from '@shop/api-client/content/preview';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getPreviewPage, getPublishedPage, PAGE_RELATIONS } from '../data/content.ts';
import type { AppEnv } from '../server/app-env.ts';
import { contentPath, StoryView, type ContentRouteParams } from './content-page.tsx';
import { LivePreview, type RenderDraft } from './live-preview.tsx';
import { readRouteParams } from './route-params.ts';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toQuery(searchParams: Awaited<SearchParams>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) query.append(name, item);
  }
  return query;
}

/** Each app's live-preview server action (`renderDraftStory` with its settings and env), the page's route bound first. */
export type RenderDraftAction = (route: { locale: string; platform: string; variant: string; path: string }, input: { search: string; story: unknown }) => Promise<ReactNode>;

/**
 * Where the proxy sends page requests that carry `_storyblok`: draft (or release) content, its blocks marked for the
 * visual editor, and live editing when the editor's signature checks out; the published page otherwise. Never cached.
 */
export function createPreviewPage(settings: ChannelSettings, env: AppEnv, renderDraft: RenderDraftAction) {
  async function PreviewPage({ params, searchParams }: { params: Promise<ContentRouteParams>; searchParams: SearchParams }) {
    const { slug, variant } = await params;
    const { locale, platform } = await readRouteParams(params);
    const path = contentPath(slug);
    const verification = await verifyPreview({ query: toQuery(await searchParams), previewToken: env.content.previewToken, spaceId: env.content.spaceId, now: Date.now });
    const story = verification.ok
      ? await getPreviewPage({ settings, env, locale, platform, path, preview: verification.preview })
      : await getPublishedPage({ settings, env, locale, platform, path });
    const view = <StoryView settings={settings} env={env} locale={locale} platform={platform} variant={variant} story={story} />;
    if (!verification.ok || !story) return view;
    return (
      <LivePreview
        bridgeUrl={env.content.bridgeUrl}
        storyId={story.id}
        resolveRelations={PAGE_RELATIONS}
        renderDraft={renderDraft.bind(null, { locale, platform, variant, path }) as RenderDraft}
      >
        {view}
      </LivePreview>
    );
  }

  // Previews are never indexed.
  const metadata: Metadata = { robots: { index: false, follow: false } };
  return { PreviewPage, metadata };
}
