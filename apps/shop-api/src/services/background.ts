/**
 * Work done after the answer has left (a reset mail): the answer takes the same time whatever the work finds, and a
 * failure is logged, never shown to the client. `settled()` lets tests (and a graceful shutdown) wait for it.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(onError: (name: string, error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      // setImmediate: the task starts after the current request has written its answer.
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
