import { validateTagManagerId } from '@shop/domain/validation/tag-manager-id';
import type { SplitEvaluationEvent, TrackEvent } from '@shop/flags/client';
import type { TrackingConfig } from '../config/tracking-config.ts';
import { loadScript as defaultLoadScript, type LoadScriptOptions } from '../script-loader/load-script.ts';

/** The dialogs whose events the spec names (point 8: opened, closed and click for sign-in and sign-up). */
export type TrackedDialog = 'sign-in' | 'sign-up';

/** Every event the shop pushes to the tag manager's data layer. */
export type DataLayerEvent =
  /** Spec point 4: pushed once, after the first customer-data load of the page. */
  | { event: 'customer_data_loaded'; isLoggedIn: boolean }
  | { event: 'dialog_opened' | 'dialog_closed'; dialog: TrackedDialog }
  /** A click inside the dialog; `target` names what was clicked (e.g. `submit`, `google`, `to-sign-up`). */
  | { event: 'dialog_click'; dialog: TrackedDialog; target: string }
  /** Spec point 7: one per flag impression, from the flag client's impression listener. */
  | ({ event: 'split_evaluation' } & SplitEvaluationEvent);

export type DataLayerState = 'waiting' | 'active' | 'disabled';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export type StartTagManagerOptions = {
  tagManager: TrackingConfig['tagManager'];
  nonce?: string;
  window?: Window;
  loadScript?: (src: string, options?: LoadScriptOptions) => Promise<unknown>;
  onError?: (error: unknown) => void;
  now?: () => number;
};

export type DataLayer = {
  readonly state: DataLayerState;
  /** Queued while consent is pending, sent once the tag manager starts, dropped when disabled. */
  push(event: DataLayerEvent): void;
  /** The logged-in flag, at most once per page (the first customer-data load). */
  pushLoggedIn(isLoggedIn: boolean): void;
  /** Pass as the flag client's `trackEvent`: each impression becomes a `split_evaluation` event. */
  trackSplitEvaluation: TrackEvent;
  /** Consent granted, no opt-out: creates `window.dataLayer`, replays the queue, loads the tag manager once. */
  start(options: StartTagManagerOptions): void;
  /** Consent declined or `tracking=0`: the queue is dropped and nothing is pushed any more. */
  disable(): void;
};

const MAX_QUEUE = 100;

/** The tag manager's script URL for a valid id (container or measurement id), undefined otherwise. */
export function buildTagManagerUrl(tagManager: TrackingConfig['tagManager']): string | undefined {
  if (!tagManager.id || !validateTagManagerId(tagManager.id).valid) return undefined;
  const path = tagManager.id.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  // Relative to the origin's path, so a first-party proxy path (`https://shop.test/tm/`) is kept.
  const base = tagManager.origin.endsWith('/') ? tagManager.origin : `${tagManager.origin}/`;
  const url = new URL(path, base);
  url.searchParams.set('id', tagManager.id);
  return url.toString();
}

/** A data layer for one page; `pushEvent` below is the page's instance. */
export function createDataLayer(): DataLayer {
  let state: DataLayerState = 'waiting';
  let queue: DataLayerEvent[] = [];
  let target: unknown[] | undefined;
  let loggedInPushed = false;

  const disable = () => {
    state = 'disabled';
    queue = [];
    target = undefined;
  };
  const push = (event: DataLayerEvent) => {
    if (state === 'disabled') return;
    if (target) {
      target.push(event);
      return;
    }
    queue.push(event);
    if (queue.length > MAX_QUEUE) queue.shift();
  };

  return {
    get state() {
      return state;
    },
    push,
    pushLoggedIn(isLoggedIn) {
      if (loggedInPushed) return;
      loggedInPushed = true;
      push({ event: 'customer_data_loaded', isLoggedIn });
    },
    trackSplitEvaluation: (name, payload) => push({ ...payload, event: name }),
    start(options) {
      if (state !== 'waiting') return;
      const src = buildTagManagerUrl(options.tagManager);
      if (!src) {
        // Without a (valid) id there is no tag manager to feed: stay quiet rather than fill an array nobody reads.
        if (options.tagManager.id) {
          const result = validateTagManagerId(options.tagManager.id);
          if (!result.valid) options.onError?.(result.error);
        }
        disable();
        return;
      }
      const win = (options.window ?? window) as DataLayerWindow;
      win.dataLayer ??= [];
      const layer = win.dataLayer;
      const now = options.now ?? Date.now;
      if (options.tagManager.id!.startsWith('GTM-')) layer.push({ 'gtm.start': now(), event: 'gtm.js' });
      else {
        // gtag.js reads `arguments` objects from the data layer, not arrays.
        const gtag = function (..._args: unknown[]) {
          // eslint-disable-next-line prefer-rest-params -- gtag.js only understands `arguments` objects
          layer.push(arguments);
        };
        gtag('js', new Date(now()));
        gtag('config', options.tagManager.id);
      }
      state = 'active';
      target = layer;
      for (const event of queue) layer.push(event);
      queue = [];
      const load = options.loadScript ?? defaultLoadScript;
      load(src, { ...(options.nonce ? { nonce: options.nonce } : {}), document: win.document }).catch(
        (error: unknown) => options.onError?.(error),
      );
    },
    disable,
  };
}

/** The page's data layer (a no-op on the server, where there is no page to track). */
export const pageDataLayer: DataLayer = createDataLayer();

/** Pushes a typed event to the page's data layer (queued until consent, dropped after `tracking=0` or decline). */
export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  pageDataLayer.push(event);
}

/** The ui dialog store's change (`dialogStore.getState().onChange`), structurally, so this package needs no ui. */
export type DialogChangeLike = { event: 'opened' | 'closed'; previous: string | null; next: string | null };

const trackedDialogs: Readonly<Record<string, TrackedDialog>> = { login: 'sign-in', signup: 'sign-up' };

/** The data-layer events for one dialog change: only the sign-in and sign-up dialogs are tracked. */
export function toDialogEvents(change: DialogChangeLike): DataLayerEvent[] {
  const id = change.event === 'opened' ? change.next : change.previous;
  const dialog = id === null ? undefined : trackedDialogs[id];
  if (!dialog) return [];
  return [{ event: change.event === 'opened' ? 'dialog_opened' : 'dialog_closed', dialog }];
}
