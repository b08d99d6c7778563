import { afterEach, describe, expect, it } from 'vitest';
import { connectPageEvents, pageEventsConnected, sendPageEvent, type PageEvent } from './page-events.ts';

let disconnect: (() => void) | undefined;
afterEach(() => {
  disconnect?.();
  // Drain what a test left queued, so the next one starts empty.
  connectPageEvents(() => undefined)();
});

describe('page events', () => {
  it('queues events until the tracking code connects, then replays them in order and passes later ones straight on', () => {
    sendPageEvent({ kind: 'logged-in', isLoggedIn: true });
    sendPageEvent({ kind: 'dialog', change: { event: 'opened', previous: null, next: 'login' } });
    const seen: PageEvent[] = [];
    disconnect = connectPageEvents((event) => seen.push(event));
    expect(seen.map((event) => event.kind)).toEqual(['logged-in', 'dialog']);
    sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-in', target: 'submit' } });
    expect(seen.map((event) => event.kind)).toEqual(['logged-in', 'dialog', 'data']);
  });

  it('keeps the newest 100 events while nothing is connected', () => {
    for (let index = 0; index < 105; index++) sendPageEvent({ kind: 'error', error: index });
    const seen: unknown[] = [];
    disconnect = connectPageEvents((event) => seen.push(event.kind === 'error' ? event.error : undefined));
    expect(seen).toHaveLength(100);
    expect(seen[0]).toBe(5);
    expect(seen.at(-1)).toBe(104);
  });

  it('queues again after a disconnect', () => {
    const seen: PageEvent[] = [];
    connectPageEvents((event) => seen.push(event))();
    sendPageEvent({ kind: 'logged-in', isLoggedIn: false });
    expect(seen).toEqual([]);
    disconnect = connectPageEvents((event) => seen.push(event));
    expect(seen).toEqual([{ kind: 'logged-in', isLoggedIn: false }]);
  });

  it('says whether the tracking code has taken the events over (the mount stops reporting errors itself then)', () => {
    expect(pageEventsConnected()).toBe(false);
    const seen: PageEvent[] = [];
    sendPageEvent({ kind: 'consent', decision: 'GRANTED' });
    disconnect = connectPageEvents((event) => seen.push(event));
    expect(pageEventsConnected()).toBe(true);
    expect(seen).toEqual([{ kind: 'consent', decision: 'GRANTED' }]);
    disconnect();
    expect(pageEventsConnected()).toBe(false);
  });
});
