'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** What the visual editor's bridge reports: `input` carries the edited (unsaved) story, the others its id. */
interface BridgeEvent {
  action?: string;
  story?: { id?: unknown };
  storyId?: unknown;
}

interface StoryblokBridge {
  on(events: string[], callback: (event?: BridgeEvent) => void): void;
}

type StoryblokBridgeClass = new (options?: { resolveRelations?: string[] }) => StoryblokBridge;

/** The bridge script's class, once it has loaded (or when the page already has one). */
const loadedBridge = () => (window as unknown as { StoryblokBridge?: StoryblokBridgeClass }).StoryblokBridge;

/** Renders an edited story on the server (a server action that checks the preview signature again). */
export type RenderDraft = (input: { search: string; story: unknown }) => Promise<ReactNode>;

export interface LivePreviewProps {
  /** The bridge script (Storyblok's CDN); not loaded when the page already has a bridge. */
  bridgeUrl: string;
  /** The previewed story: the bridge's events of other stories are ignored. */
  storyId: number;
  resolveRelations: readonly string[];
  renderDraft: RenderDraft;
  /** The server-rendered story, shown until the editor types. */
  children: ReactNode;
}

/**
 * Live editing in the visual editor (verified previews only, so none of this is in a normal page's JavaScript): the
 * bridge's `input` event sends the edited story to the server, which renders it as the page does, and the result
 * replaces the story in place (no reload, the editor's scroll position and selection stay); `change` and `published`
 * (the editor saved) refresh the page's server components from the draft content.
 */
export function LivePreview({ bridgeUrl, storyId, resolveRelations, renderDraft, children }: LivePreviewProps) {
  const [draft, setDraft] = useState<ReactNode | null>(null);
  const router = useRouter();
  const relations = resolveRelations.join(',');

  useEffect(() => {
    let stopped = false;
    const connect = () => {
      const Bridge = loadedBridge();
      if (stopped || !Bridge) return;
      const bridge = new Bridge({ resolveRelations: relations ? relations.split(',') : [] });
      bridge.on(['input', 'change', 'published'], (event) => {
        if (stopped || !event) return;
        if (event.action === 'input' && event.story?.id === storyId) {
          const story = event.story;
          startTransition(async () => {
            // A refused or failed render (signature expired, a story the server cannot read) keeps what is shown.
            const rendered = await renderDraft({ search: window.location.search, story }).catch((error: unknown) => {
              console.warn('live preview: the edited story was not rendered', error);
              return undefined;
            });
            if (rendered !== undefined) startTransition(() => setDraft(rendered));
          });
        } else if ((event.action === 'change' || event.action === 'published') && (event.storyId === undefined || event.storyId === storyId)) {
          startTransition(() => {
            setDraft(null);
            router.refresh();
          });
        }
      });
    };
    if (loadedBridge()) {
      connect();
      return () => {
        stopped = true;
      };
    }
    const script = document.createElement('script');
    script.src = bridgeUrl;
    script.async = true;
    script.onload = connect;
    document.head.append(script);
    return () => {
      stopped = true;
      script.remove();
    };
  }, [bridgeUrl, storyId, relations, renderDraft, router]);

  return <>{draft ?? children}</>;
}
