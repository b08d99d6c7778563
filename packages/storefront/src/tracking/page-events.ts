import type { DataLayerEvent } from '@shop/tracking/data-layer';
import type { DialogChange } from '@shop/ui/dialogs/dialog-store';

/** What the page's first-load code reports for tracking before (and after) the tracking code has loaded. */
export type PageEvent =
  | { kind: 'data'; event: DataLayerEvent }
  | { kind: 'dialog'; change: DialogChange }
  | { kind: 'logged-in'; isLoggedIn: boolean }
  | { kind: 'consent'; decision: 'GRANTED' | 'DECLINED' }
  | { kind: 'error'; error: unknown };

const MAX_QUEUE = 100;
let queue: PageEvent[] = [];
let sink: ((event: PageEvent) => void) | undefined;

/**
 * Reports a page event. The tracking code loads after hydration, on idle, so that it adds nothing to first-load JS;
 * until then events wait here (the oldest dropped beyond 100), afterwards they go straight through.
 */
export function sendPageEvent(event: PageEvent): void {
  if (sink) {
    sink(event);
    return;
  }
  queue.push(event);
  if (queue.length > MAX_QUEUE) queue.shift();
}

/** The tracking code takes over: queued events are replayed in order. Returns the disconnect function. */
export function connectPageEvents(next: (event: PageEvent) => void): () => void {
  sink = next;
  const waiting = queue;
  queue = [];
  for (const event of waiting) next(event);
  return () => {
    if (sink === next) sink = undefined;
  };
}

/** True once the tracking code has taken the events over. */
export function pageEventsConnected(): boolean {
  return sink !== undefined;
}
