import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { ApiError } from '../http/errors.ts';

/**
 * Image work (sharp: toolbox conversions, the image proxy, profile pictures) runs through one queue, sized so that a
 * core always stays free for everything else (log-ins: the request's JavaScript, the database, scrypt): one render per
 * core but one, each on one libvips thread (sharp.concurrency, which also bounds the AVIF encoder's threads). On the
 * 2-core machine that is one render at a time on one thread; 8 parallel heavy renders left a concurrent log-in at
 * 650–764 ms with two renders of two threads each. At most `maxWaiting` wait; beyond that the request is answered 503
 * with Retry-After instead of piling up.
 */
export const imageRenderConcurrency = Math.max(1, availableParallelism() - 1);
sharp.concurrency(1);

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
export const imageWork = createWorkQueue({ concurrency: imageRenderConcurrency, maxWaiting: 16 });
