import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background.ts';

describe('background tasks', () => {
  it('start after the delay, one at a time, and report failures without stopping the queue', async () => {
    const failures: string[] = [];
    const tasks = createBackgroundTasks((name) => failures.push(name), { delayMs: 30, jitterMs: 20 });
    const events: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const queuedAt = performance.now();
    let firstStart = Infinity;
    for (const name of ['a', 'b', 'c']) {
      tasks.run(name, async () => {
        firstStart = Math.min(firstStart, performance.now());
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        events.push(name);
        if (name === 'b') throw new Error('mail server down');
      });
    }
    expect(events).toEqual([]);
    await tasks.settled();
    expect(firstStart - queuedAt).toBeGreaterThanOrEqual(25);
    expect(mostAtOnce).toBe(1);
    expect([...events].sort()).toEqual(['a', 'b', 'c']);
    expect(failures).toEqual(['b']);
  });
});
