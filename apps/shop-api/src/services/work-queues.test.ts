import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOWEST_PRIORITY, threadNice, threadsNamed } from './thread-priority.ts';
import { createWorkQueue, imageWork } from './work-queues.ts';

describe('image work queue', () => {
  it('answers 503 busy beyond its waiting room', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = queue.run(async () => {});
    await expect(queue.run(async () => {})).rejects.toMatchObject({ status: 503, code: 'busy' });
    release();
    await Promise.all([first, second]);
  });

  it.runIf(process.platform === 'linux')('renders on libvips threads lowered to the lowest priority (log-ins come first)', async () => {
    const mainBefore = threadNice(process.pid);
    await imageWork.run(() =>
      sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#884422' } })
        .blur(3)
        .webp({ quality: 80 })
        .toBuffer(),
    );
    const threads = threadsNamed('libvips');
    expect(threads.length).toBeGreaterThan(0);
    expect(threads.map(threadNice)).toEqual(threads.map(() => LOWEST_PRIORITY));
    // The event loop's thread keeps its priority.
    expect(threadNice(process.pid)).toBe(mainBefore);
  });
});
