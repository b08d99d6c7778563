'use client';

import { useEffect } from 'react';

interface StoryblokBridge {
  on(events: string[], callback: () => void): void;
}

declare global {
  interface Window {
    StoryblokBridge?: new () => StoryblokBridge;
  }
}

/** Loads the visual editor's bridge script (verified previews only) and reloads when the editor saves or publishes. */
export function PreviewBridge({ src }: { src: string }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (!window.StoryblokBridge) return;
      new window.StoryblokBridge().on(['change', 'published'], () => window.location.reload());
    };
    document.head.append(script);
    return () => script.remove();
  }, [src]);
  return null;
}
