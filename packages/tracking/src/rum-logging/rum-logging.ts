import type { LogEntry, LogSink } from '@shop/api-client/logger';
import { MILLISECONDS_PER_SECOND } from '@shop/domain/time/time-constants';
import type { TrackingConfig } from '../config/tracking-config.ts';
import { loadScript as defaultLoadScript, type LoadScriptOptions } from '../script-loader/load-script.ts';

/** Spec point 9: the same error is reported at most once a second. */
export const ERROR_THROTTLE_MS = MILLISECONDS_PER_SECOND;

/** What the logging script is expected to define (the shape of the usual browser-logs SDKs). */
export type LoggingGlobal = {
  init?(options: LoggingInitOptions): void;
  logger?: {
    error?(message: string, context?: object): void;
    warn?(message: string, context?: object): void;
  };
  addError?(error: unknown, context?: object): void;
};

/** Handed to the logging script's `init`; rates are percentages, as the vendors count them. */
export type LoggingInitOptions = {
  clientToken?: string;
  site?: string;
  service?: string;
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
  logSampleRate: number;
};

/** The api-client's shop logger, as far as this module needs it (its `attach` replays its own queue). */
export type AttachableLogger = { attach(sink: LogSink): void };

type Call =
  | { kind: 'error'; error: unknown; context: object }
  | { kind: 'log'; level: 'error' | 'warn'; message: string; context: object | undefined };

export type RumLoggingState = 'off' | 'waiting' | 'loading' | 'ready' | 'disabled';

export type RumLoggingOptions = {
  logging: TrackingConfig['logging'];
  /** `logging=0` for this visit (query or the proxy's cookie). */
  optedOut: boolean;
  nonce?: string;
  window?: Window;
  loadScript?: (src: string, options?: LoadScriptOptions) => Promise<unknown>;
  /** The shop logger the app reports through; its entries join the queue (not attached when logging is off). */
  shopLogger?: AttachableLogger;
  now?: () => number;
  onError?: (error: unknown) => void;
};

export type RumLogging = {
  readonly state: RumLoggingState;
  /** Reports an error, queued until the script is ready. */
  logError(error: unknown, context?: object): void;
  /** Listens for unhandled errors and rejections; returns the function that stops listening. */
  captureUnhandledErrors(): () => void;
  /** Consent granted: loads the script once, initialises it, replays the queue in order. */
  start(): Promise<void>;
  /** Consent declined or `logging=0`: queue dropped, nothing is loaded or sent. */
  disable(): void;
};

const MAX_QUEUE = 100;
const percent = (rate: number) => Math.round(rate * 10_000) / 100;

/** Whether logging may run at all: a script configured, not opted out, some sample rate above 0. */
export function isRumLoggingEnabled(logging: TrackingConfig['logging'], optedOut: boolean): boolean {
  return Boolean(logging.scriptUrl) && !optedOut && (logging.sampleRate > 0 || logging.rumSampleRate > 0);
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/** The logging / RUM script: calls queued until it is ready, then replayed; off by default (sample rate 0). */
export function createRumLogging(options: RumLoggingOptions): RumLogging {
  const { logging } = options;
  const now = options.now ?? Date.now;
  let state: RumLoggingState = isRumLoggingEnabled(logging, options.optedOut) ? 'waiting' : 'off';
  let queue: Call[] = [];
  let target: LoggingGlobal | undefined;
  let started: Promise<void> | undefined;
  const lastReported = new Map<string, number>();

  const deliver = (global: LoggingGlobal, call: Call) => {
    try {
      if (call.kind === 'error') {
        if (global.addError) global.addError(call.error, call.context);
        else global.logger?.error?.(describeError(call.error), call.context);
      } else global.logger?.[call.level]?.(call.message, call.context);
    } catch {
      // A broken logging script must never break the page that reports through it.
    }
  };
  const enqueue = (call: Call) => {
    if (state === 'off' || state === 'disabled') return;
    if (target) {
      deliver(target, call);
      return;
    }
    queue.push(call);
    if (queue.length > MAX_QUEUE) queue.shift();
  };
  const sink: LogSink = {
    send: (entry: LogEntry) =>
      enqueue({
        kind: 'log',
        level: entry.level,
        message: entry.event,
        context: { ...entry.details, time: entry.time },
      }),
  };

  // Attached at once, so the shop logger's entries share our queue and keep their order with our own calls.
  if (state !== 'off') options.shopLogger?.attach(sink);

  function logError(error: unknown, context: object = {}) {
    const key = describeError(error);
    const time = now();
    const previous = lastReported.get(key);
    if (previous !== undefined && time - previous < ERROR_THROTTLE_MS) return;
    lastReported.set(key, time);
    enqueue({ kind: 'error', error, context: { ...context, time } });
  }

  return {
    get state() {
      return state;
    },
    logError,
    captureUnhandledErrors() {
      if (state === 'off') return () => undefined;
      const win = options.window ?? window;
      const onError = (event: ErrorEvent) =>
        logError(event.error ?? event.message, {
          source: 'unhandled-error',
          filename: event.filename,
          line: event.lineno,
        });
      const onRejection = (event: PromiseRejectionEvent) =>
        logError(event.reason, { source: 'unhandled-rejection' });
      win.addEventListener('error', onError);
      win.addEventListener('unhandledrejection', onRejection);
      return () => {
        win.removeEventListener('error', onError);
        win.removeEventListener('unhandledrejection', onRejection);
      };
    },
    start() {
      if (state !== 'waiting') return started ?? Promise.resolve();
      state = 'loading';
      const win = (options.window ?? window) as Window & Record<string, unknown>;
      const load = options.loadScript ?? defaultLoadScript;
      started = load(logging.scriptUrl!, {
        ...(options.nonce ? { nonce: options.nonce } : {}),
        document: win.document,
      })
        .then(() => {
          const global = win[logging.globalName] as LoggingGlobal | undefined;
          if ((state as RumLoggingState) === 'disabled') return;
          if (!global) throw new Error(`The logging script defined no ${logging.globalName}`);
          global.init?.({
            ...(logging.clientToken ? { clientToken: logging.clientToken } : {}),
            ...(logging.site ? { site: logging.site } : {}),
            ...(logging.service ? { service: logging.service } : {}),
            sessionSampleRate: percent(logging.rumSampleRate),
            sessionReplaySampleRate: percent(logging.sessionReplaySampleRate),
            logSampleRate: percent(logging.sampleRate),
          });
          state = 'ready';
          target = global;
          for (const call of queue) deliver(global, call);
          queue = [];
        })
        .catch((error: unknown) => {
          state = 'disabled';
          queue = [];
          options.onError?.(error);
        });
      return started;
    },
    disable() {
      state = state === 'off' ? 'off' : 'disabled';
      queue = [];
      target = undefined;
    },
  };
}
