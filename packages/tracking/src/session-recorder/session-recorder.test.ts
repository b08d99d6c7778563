import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRecorder, RECORDER_GIVE_UP_MS, RECORDER_POLL_MS } from './session-recorder.ts';

type Page = { hj?: (...args: unknown[]) => void };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSessionRecorder (spec point 4, numbers of point 9)', () => {
  it('polls every 2000 ms and gives up at 60000 ms', () => {
    expect([RECORDER_POLL_MS, RECORDER_GIVE_UP_MS]).toEqual([2000, 60000]);
  });

  it('replays the queued calls in order once the recorder appears', () => {
    const page: Page = {};
    const recorder = createSessionRecorder({ globalName: 'hj', window: page });
    recorder.call('event', 'first');
    recorder.startPolling();
    recorder.call('identify', 'k1', { plan: 'x' });
    const hj = vi.fn();
    vi.advanceTimersByTime(RECORDER_POLL_MS * 3 - 1);
    page.hj = hj;
    expect(hj).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recorder.state).toBe('ready');
    expect(hj.mock.calls).toEqual([
      ['event', 'first'],
      ['identify', 'k1', { plan: 'x' }],
    ]);
    recorder.call('event', 'later');
    expect(hj).toHaveBeenLastCalledWith('event', 'later');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds a recorder that appears after the start at the next 2 s tick', () => {
    const page: Page = {};
    const hj = vi.fn();
    const recorder = createSessionRecorder({ globalName: 'hj', window: page });
    recorder.call('event', 'a');
    recorder.startPolling();
    page.hj = hj;
    vi.advanceTimersByTime(RECORDER_POLL_MS - 1);
    expect(hj).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hj).toHaveBeenCalledWith('event', 'a');
  });

  it('stops polling after 60 s and drops the queue (a late recorder gets nothing)', () => {
    const page: Page = {};
    const recorder = createSessionRecorder({ globalName: 'hj', window: page });
    recorder.startPolling();
    recorder.call('event', 'queued');
    vi.advanceTimersByTime(RECORDER_GIVE_UP_MS - 1);
    expect(recorder.state).toBe('polling');
    vi.advanceTimersByTime(1);
    expect(recorder.state).toBe('gave-up');
    expect(vi.getTimerCount()).toBe(0);
    const hj = vi.fn();
    page.hj = hj;
    recorder.call('event', 'after');
    vi.advanceTimersByTime(RECORDER_GIVE_UP_MS);
    expect(hj).not.toHaveBeenCalled();
  });

  it('looks once at the start, then every 2 s until 60 s: 31 looks in all', () => {
    let looks = 0;
    const page = {};
    Object.defineProperty(page, 'hj', {
      get: () => {
        looks += 1;
        return undefined;
      },
    });
    createSessionRecorder({ globalName: 'hj', window: page }).startPolling();
    vi.advanceTimersByTime(RECORDER_GIVE_UP_MS * 2);
    expect(looks).toBe(31);
  });

  it('uses a recorder that is already there at once, without a timer', () => {
    const hj = vi.fn();
    const recorder = createSessionRecorder({ globalName: 'hj', window: { hj } });
    recorder.call('event', 'a');
    recorder.startPolling();
    expect(hj).toHaveBeenCalledWith('event', 'a');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts polling once, however often it is asked', () => {
    const recorder = createSessionRecorder({ globalName: 'hj', window: {} });
    recorder.startPolling();
    recorder.startPolling();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('declined: queue dropped, poll stopped, recorder never called', () => {
    const page: Page = {};
    const hj = vi.fn();
    const recorder = createSessionRecorder({ globalName: 'hj', window: page });
    recorder.call('event', 'a');
    recorder.startPolling();
    recorder.drop();
    page.hj = hj;
    recorder.call('event', 'b');
    vi.advanceTimersByTime(RECORDER_GIVE_UP_MS);
    expect(recorder.state).toBe('dropped');
    expect(hj).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives a recorder that throws', () => {
    const page: Page = {
      hj: () => {
        throw new Error('broken');
      },
    };
    const recorder = createSessionRecorder({ globalName: 'hj', window: page });
    recorder.call('event', 'a');
    recorder.startPolling();
    vi.advanceTimersByTime(RECORDER_POLL_MS);
    expect(() => recorder.call('event', 'b')).not.toThrow();
  });
});
