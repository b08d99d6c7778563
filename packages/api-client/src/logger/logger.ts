import type { Logger } from '@shop/domain/logger';
import type { LogEvent } from './log-events.ts';

export type LogLevel = 'error' | 'warn';

export interface LogEntry {
  level: LogLevel;
  event: LogEvent;
  details: object | undefined;
  /** Epoch ms when the call was made (not when a queued entry was finally sent). */
  time: number;
}

/** The logging script once it has loaded (e.g. a wrapper around the vendor's browser logs API). */
export interface LogSink {
  send(entry: LogEntry): void;
}

/** Spec point 9: identical events are sent at most once per second. */
export const LOG_THROTTLE_MS = 1000;
/** Spec point 9: logging sample rate 0 unless configured. */
export const DEFAULT_LOG_SAMPLE_RATE = 0;
const DEFAULT_MAX_QUEUE = 200;

export interface ShopLoggerOptions {
  /** The page's query: `logging=0` turns logging off (spec point 5). */
  pageQuery?: URLSearchParams;
  /** Share of sessions that log, 0 to 1; decided once per logger. */
  sampleRate?: number;
  throttleMs?: number;
  /** Entries kept while the logging script loads; the oldest are dropped beyond it. */
  maxQueue?: number;
  now?: () => number;
  random?: () => number;
}

/** The shop's logger: typed event names, throttled, queued until the logging script is ready. */
export interface ShopLogger extends Logger {
  error(event: LogEvent, details?: object): void;
  warn(event: LogEvent, details?: object): void;
  /** Logs a missing translation key once per key and returns what to show: the key's last segment. */
  missingTranslation(key: string): string;
  /** The logging script is ready: queued calls are replayed in order, later ones go straight to it. */
  attach(sink: LogSink): void;
  /** False when `logging=0` or the session was not sampled: nothing is queued or sent. */
  readonly enabled: boolean;
}

/** Logging is active unless the page says `logging=0` (spec point 5). */
export function isLoggingEnabled(pageQuery: URLSearchParams | undefined): boolean {
  return pageQuery?.get('logging') !== '0';
}

/** Stable text of the details, so the same event with the same details counts as identical. */
function detailsKey(details: object | undefined): string {
  if (details === undefined) return '';
  try {
    return JSON.stringify(details, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
        : value,
    );
  } catch {
    return String(details);
  }
}

/** Creates the logger every app and package reports through (implements the domain `Logger`). */
export function createShopLogger(options: ShopLoggerOptions = {}): ShopLogger {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const throttleMs = options.throttleMs ?? LOG_THROTTLE_MS;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const sampleRate = Math.min(1, Math.max(0, options.sampleRate ?? DEFAULT_LOG_SAMPLE_RATE));
  const enabled = isLoggingEnabled(options.pageQuery) && sampleRate > 0 && random() < sampleRate;
  const lastSent = new Map<string, number>();
  const reportedKeys = new Set<string>();
  const queue: LogEntry[] = [];
  let sink: LogSink | undefined;

  const deliver = (entry: LogEntry) => {
    try {
      sink?.send(entry);
    } catch {
      // A broken logging script must never break the page that reports through it.
    }
  };

  const log = (level: LogLevel, event: LogEvent, details: object | undefined) => {
    if (!enabled) return;
    const time = now();
    const key = `${level}\u0000${event}\u0000${detailsKey(details)}`;
    const previous = lastSent.get(key);
    if (previous !== undefined && time - previous < throttleMs) return;
    lastSent.set(key, time);
    const entry: LogEntry = { level, event, details, time };
    if (sink) deliver(entry);
    else {
      queue.push(entry);
      if (queue.length > maxQueue) queue.shift();
    }
  };

  return {
    enabled,
    error: (event, details) => log('error', event, details),
    warn: (event, details) => log('warn', event, details),
    missingTranslation(key) {
      if (!reportedKeys.has(key)) {
        reportedKeys.add(key);
        log('warn', 'missing-translation-key', { key });
      }
      return key.split('.').filter(Boolean).at(-1) ?? key;
    },
    attach(next) {
      sink = next;
      for (const entry of queue.splice(0)) deliver(entry);
    },
  } satisfies ShopLogger;
}
