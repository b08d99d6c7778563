import { Browser } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_SYNC_CHANNEL, createCookieSync, type CookieChange } from './cookie-sync.ts';

const names = ['shop-consent', 'shop-tracking-disabled'];
const browsers: Browser[] = [];

/** Two tabs of one browser: they share the cookie jar, as real tabs do. */
function twoTabs({ broadcast }: { broadcast: boolean }) {
  const browser = new Browser();
  browsers.push(browser);
  const tabs = [browser.newPage(), browser.newPage()].map((page) => {
    page.url = 'https://shop.test/';
    return page.mainFrame.window;
  });
  // happy-dom has no BroadcastChannel: a tiny in-memory one stands in, shared by both tabs.
  const bus = new Set<{ name: string; onmessage: ((event: MessageEvent) => void) | null }>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    readonly name: string;
    constructor(name: string) {
      this.name = name;
      bus.add(this);
    }
    postMessage(data: unknown) {
      for (const other of bus)
        if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
    close() {
      bus.delete(this);
    }
  }
  for (const tab of tabs) {
    Object.defineProperty(tab, 'BroadcastChannel', {
      value: broadcast ? FakeChannel : undefined,
      configurable: true,
    });
  }
  const [a, b] = tabs as [(typeof tabs)[number], (typeof tabs)[number]];
  // Typed as DOM windows for the code under test; `happy` keeps happy-dom's own event constructors.
  return { tabs: [a, b] as unknown as [globalThis.Window, globalThis.Window], happy: [a, b] as const, bus };
}

afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

describe('createCookieSync', () => {
  it('tells the other tab over BroadcastChannel and reports the change there', () => {
    const { tabs, bus } = twoTabs({ broadcast: true });
    const seenA: CookieChange[] = [];
    const seenB: CookieChange[] = [];
    const a = createCookieSync({ names, window: tabs[0], onChange: (change) => seenA.push(change) });
    const b = createCookieSync({ names, window: tabs[1], onChange: (change) => seenB.push(change) });
    a.write('shop-consent', 'shop-consent=declined; Path=/');
    expect(seenA).toEqual([{ name: 'shop-consent', value: 'declined' }]);
    expect(seenB).toEqual([{ name: 'shop-consent', value: 'declined' }]);
    expect(b.get('shop-consent')).toBe('declined');
    a.stop();
    b.stop();
    expect(bus.size).toBe(0);
  });

  it('falls back to storage events where BroadcastChannel is missing', () => {
    const { tabs, happy } = twoTabs({ broadcast: false });
    const seenB: CookieChange[] = [];
    const a = createCookieSync({ names, window: tabs[0], onChange: () => undefined });
    createCookieSync({ names, window: tabs[1], onChange: (change) => seenB.push(change) });
    const setItem = vi.spyOn(tabs[0].localStorage, 'setItem');
    a.write('shop-tracking-disabled', 'shop-tracking-disabled=1; Path=/');
    expect(setItem).toHaveBeenCalledWith(
      COOKIE_SYNC_CHANNEL,
      expect.stringMatching(/^shop-tracking-disabled:/),
    );
    // The browser delivers the storage event to the other tabs only; happy-dom does not, so do it here.
    tabs[1].dispatchEvent(
      new happy[1].StorageEvent('storage', { key: COOKIE_SYNC_CHANNEL, newValue: 'x' }) as unknown as Event,
    );
    expect(seenB).toEqual([{ name: 'shop-tracking-disabled', value: '1' }]);
  });

  it('picks up a cookie the server set when the tab regains focus', () => {
    const { tabs, happy } = twoTabs({ broadcast: true });
    const seen: CookieChange[] = [];
    createCookieSync({ names, window: tabs[0], onChange: (change) => seen.push(change) });
    tabs[1].document.cookie = 'shop-tracking-disabled=1; Path=/';
    expect(seen).toEqual([]);
    tabs[0].dispatchEvent(new happy[0].Event('focus') as unknown as Event);
    expect(seen).toEqual([{ name: 'shop-tracking-disabled', value: '1' }]);
    tabs[0].dispatchEvent(new happy[0].Event('focus') as unknown as Event);
    expect(seen).toHaveLength(1);
  });

  it('ignores cookies it does not watch', () => {
    const { tabs } = twoTabs({ broadcast: true });
    const onChange = vi.fn();
    const sync = createCookieSync({ names, window: tabs[0], onChange });
    sync.write('other', 'other=1; Path=/');
    expect(onChange).not.toHaveBeenCalled();
  });
});
