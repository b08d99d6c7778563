import { MILLISECONDS_PER_MINUTE, MILLISECONDS_PER_SECOND } from '@shop/domain/time/time-constants';

/** Spec point 9: look for the recorder every 2 s … */
export const RECORDER_POLL_MS = 2 * MILLISECONDS_PER_SECOND;
/** … and give up after 60 s. */
export const RECORDER_GIVE_UP_MS = MILLISECONDS_PER_MINUTE;

export type RecorderState = 'idle' | 'polling' | 'ready' | 'gave-up' | 'dropped';

type Timers = {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: never): void;
};

export type SessionRecorderOptions = {
  /** The global function the recorder script defines (e.g. `hj`). */
  globalName: string;
  /** Where the global appears; the page's window by default. */
  window?: object;
  timers?: Timers;
  pollMs?: number;
  giveUpMs?: number;
};

export type SessionRecorder = {
  readonly state: RecorderState;
  /** Calls the recorder (`recorder.call('event', 'checkout')`), queued until it exists. */
  call(...args: unknown[]): void;
  /** Starts the poll; later calls do nothing (it starts once per page). */
  startPolling(): void;
  /** Consent declined or `tracking=0`: queue dropped, poll stopped, later calls ignored. */
  drop(): void;
};

type RecorderFunction = (...args: unknown[]) => unknown;

/** The session recorder's call queue: calls wait for the recorder global and are replayed in order. */
export function createSessionRecorder(options: SessionRecorderOptions): SessionRecorder {
  const timers: Timers = options.timers ?? globalThis;
  const pollMs = options.pollMs ?? RECORDER_POLL_MS;
  const giveUpMs = options.giveUpMs ?? RECORDER_GIVE_UP_MS;
  let state: RecorderState = 'idle';
  let queue: unknown[][] = [];
  let handle: unknown;
  let waited = 0;

  const find = (): RecorderFunction | undefined => {
    const candidate = (options.window ?? globalThis.window)?.[options.globalName as keyof object] as unknown;
    return typeof candidate === 'function' ? (candidate as RecorderFunction) : undefined;
  };
  const invoke = (recorder: RecorderFunction, args: unknown[]) => {
    try {
      recorder(...args);
    } catch {
      // The recorder's own failures must not break the page.
    }
  };
  const stop = (next: RecorderState) => {
    if (handle !== undefined) timers.clearInterval(handle as never);
    handle = undefined;
    state = next;
  };
  const check = () => {
    const recorder = find();
    if (recorder) {
      stop('ready');
      for (const args of queue) invoke(recorder, args);
      queue = [];
      return;
    }
    if (waited >= giveUpMs) {
      stop('gave-up');
      queue = [];
    }
  };

  return {
    get state() {
      return state;
    },
    call(...args) {
      if (state === 'gave-up' || state === 'dropped') return;
      const recorder = state === 'ready' ? find() : undefined;
      if (recorder) invoke(recorder, args);
      else queue.push(args);
    },
    startPolling() {
      if (state !== 'idle') return;
      state = 'polling';
      handle = timers.setInterval(() => {
        waited += pollMs;
        check();
      }, pollMs);
      check();
    },
    drop() {
      queue = [];
      stop('dropped');
    },
  };
}
