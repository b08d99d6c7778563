import pLimit from 'p-limit';

/**
 * Work done after the answer has left (a reset mail): the answer takes the same time whatever the work finds, and a
 * failure is logged, never shown to the client. `settled()` lets tests (and a graceful shutdown) wait for it.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

/**
 * A queue: each task starts `delayMs` plus a random part of `jitterMs` after it was queued, one at a time. The
 * database and the mail renderer run on the server's one JavaScript thread, so work started right after an answer
 * slows down the request that comes next: a reset for an existing account (lookup, token, mail) made the following
 * request slower than a reset for an unknown one (lookup only), which a client could measure. Deferred by a random
 * delay, the work falls on whatever request happens to run then, whichever kind it is (a fixed delay would fall on the
 * same point of a regular request rhythm every time).
 */
export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void,
  options: { delayMs?: number; jitterMs?: number } = {},
): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  const oneAtATime = pLimit(1);
  const { delayMs = 0, jitterMs = 0 } = options;
  return {
    run(name, task) {
      // A timer, never sooner than the current request's answer is written.
      const wait = delayMs + Math.random() * jitterMs;
      const promise = new Promise<void>((resolve) => setTimeout(resolve, wait))
        .then(() => oneAtATime(task))
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** The shop API's delay for background work: a reset mail leaves 0.25–1.25 s after the answer. */
export const backgroundDelay = { delayMs: 250, jitterMs: 1000 } as const;
