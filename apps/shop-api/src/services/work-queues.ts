import pLimit from 'p-limit';
import { ApiError } from '../http/errors.ts';

/**
 * Image work (sharp: toolbox conversions, the image proxy, profile pictures) runs through one queue: at most two
 * renders at once, so libuv's threads (see main.ts) stay free for password hashing and file reads, and at most
 * `maxWaiting` wait; beyond that the request is answered 503 with Retry-After instead of piling up.
 */
export interface WorkQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const limit = pLimit(options.concurrency);
  return {
    run(work) {
      if (limit.pendingCount >= options.maxWaiting)
        return Promise.reject(
          new ApiError({
            status: 503,
            code: 'busy',
            message: 'Too many images are being processed, retry shortly',
            retryAfterSeconds: 5,
          }),
        );
      return limit(work);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

/** The process's one image queue: the toolbox, the image proxy and profile pictures share it. */
export const imageWork = createWorkQueue({ concurrency: 2, maxWaiting: 16 });
