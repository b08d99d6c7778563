import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { ApiError } from '../http/errors.ts';
import { lowerThreadsNamed } from './thread-priority.ts';

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

/**
 * libvips renders on threads of its own ("libvips worker"), started on demand at normal priority. While renders run
 * they are lowered to nice 19 (Linux, per thread): when the machine is busy, a log-in's event loop and scrypt get the
 * CPU first and the render waits (a log-in beside 8 heavy renders on a machine at load 20: 475–574 ms at equal
 * priority). libuv's threads keep their priority: they also hash passwords and read files.
 */
const lowerImageThreads = () => lowerThreadsNamed('libvips');
const priorityCheckMs = 50;

export interface WorkQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const limit = pLimit(options.concurrency);
  let watcher: NodeJS.Timeout | undefined;
  // A render may start new libvips threads: look again every 50 ms while any runs.
  const watchPriorities = <T>(work: () => Promise<T>) => async () => {
    lowerImageThreads();
    watcher ??= setInterval(lowerImageThreads, priorityCheckMs).unref();
    try {
      return await work();
    } finally {
      lowerImageThreads();
      if (limit.activeCount <= 1 && limit.pendingCount === 0) {
        clearInterval(watcher);
        watcher = undefined;
      }
    }
  };
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
      return limit(watchPriorities(work));
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
