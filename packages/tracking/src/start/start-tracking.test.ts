import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTrackingConfig, type TrackingConfigInput } from '../config/tracking-config.ts';
import { dispatchConsentDecision } from '../consent/consent-provider.ts';
import { createDataLayer } from '../data-layer/data-layer.ts';
import { loadScript } from '../script-loader/load-script.ts';
import { RECORDER_POLL_MS } from '../session-recorder/session-recorder.ts';
import {
  getPageTracking,
  startPageTracking,
  startTracking,
  stopPageTracking,
} from './start-tracking.ts';

const urls = {
  tagManager: 'https://tm.test/gtm.js?id=GTM-TEST1',
  recorder: 'https://rec.test/recorder.js',
  logging: 'https://logs.test/logs.js',
  consent: 'https://consent.test/notice.js?target_type=domain&target=shop.test&country=DE',
};

const allConfigured: TrackingConfigInput = {
  tagManager: { id: 'GTM-TEST1', origin: 'https://tm.test' },
  recorder: { scriptUrl: urls.recorder, globalName: 'rec' },
  logging: { scriptUrl: urls.logging, globalName: 'LOGS', sampleRate: 1, rumSampleRate: 1 },
  messenger: { scriptUrl: 'https://chat.test/chat.js' },
};

type PageWindow = globalThis.Window & {
  dataLayer?: unknown[];
  rec?: (...args: unknown[]) => void;
  LOGS?: {
    addError(error: unknown): void;
    logger: { error(message: string): void; warn(message: string): void };
  };
};

function setup({
  url = 'https://shop.test/',
  cookies = [] as string[],
  config = allConfigured,
  deferred = false,
} = {}) {
  const happy = new Window({
    url,
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  const window = happy as unknown as PageWindow;
  for (const cookie of cookies) window.document.cookie = `${cookie}; Path=/`;
  const sent: unknown[][] = [];
  // The real loader adds real script elements; the "scripts" define their globals once "loaded".
  const load = vi.fn(async (src: string, options?: Parameters<typeof loadScript>[1]) => {
    await loadScript(src, { ...options, document: window.document });
    if (src === urls.recorder) window.rec = (...args) => sent.push(['recorder', ...args]);
    if (src === urls.logging) {
      window.LOGS = {
        addError: (error) => sent.push(['rum', error]),
        logger: {
          error: (message) => sent.push(['log', message]),
          warn: (message) => sent.push(['log', message]),
        },
      };
    }
  });
  const flagConsent: string[] = [];
  const idle: (() => void)[] = [];
  const tracking = startTracking({
    config: parseTrackingConfig(config),
    window,
    loadScript: load,
    dataLayer: createDataLayer(),
    setFlagConsent: (status) => flagConsent.push(status),
    defer: deferred ? (task) => void idle.push(task) : (task) => task(),
  });
  const scripts = () =>
    [...window.document.querySelectorAll('script')].map((script) => (script as HTMLScriptElement).src);
  return {
    window,
    happy,
    tracking,
    load,
    sent,
    flagConsent,
    scripts,
    runIdle: () => idle.splice(0).forEach((task) => task()),
  };
}

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }),
);
afterEach(() => vi.useRealTimers());

describe('startTracking', () => {
  it('consent declined: no script element is ever added and nothing is sent', async () => {
    const { window, happy, tracking, scripts, sent, flagConsent } = setup({
      cookies: ['shop-consent=declined'],
    });
    tracking.dataLayer.push({ event: 'dialog_opened', dialog: 'sign-in' });
    tracking.recorder?.call('event', 'x');
    tracking.rum.logError(new Error('x'));
    window.dispatchEvent(
      new happy.ErrorEvent('error', { error: new Error('unhandled') }) as unknown as Event,
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(scripts()).toEqual([]);
    expect(sent).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(flagConsent).toEqual(['DECLINED']);
    expect(tracking.usesBuiltInBanner).toBe(true);
  });

  it('consent unknown: nothing loads; once granted, everything loads and the queued calls are replayed in order', async () => {
    const { window, tracking, scripts, sent, flagConsent } = setup();
    tracking.dataLayer.push({ event: 'dialog_opened', dialog: 'sign-in' });
    tracking.dataLayer.pushLoggedIn(false);
    tracking.recorder?.call('event', 'first');
    tracking.recorder?.call('event', 'second');
    tracking.rum.logError('early error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scripts()).toEqual([]);
    expect(flagConsent).toEqual([]);

    tracking.decide('GRANTED');
    expect(window.document.cookie).toContain('shop-consent=granted');
    expect(flagConsent).toEqual(['GRANTED']);
    await vi.advanceTimersByTimeAsync(RECORDER_POLL_MS);
    expect(scripts()).toEqual([urls.tagManager, urls.recorder, urls.logging]);
    expect(window.dataLayer!.slice(1)).toEqual([
      { event: 'dialog_opened', dialog: 'sign-in' },
      { event: 'customer_data_loaded', isLoggedIn: false },
    ]);
    expect(sent).toEqual([
      ['rum', 'early error'],
      ['recorder', 'event', 'first'],
      ['recorder', 'event', 'second'],
    ]);
  });

  it('loads nothing and shows no chat launcher before the page is idle, even with consent', async () => {
    const { scripts, runIdle, tracking } = setup({ cookies: ['shop-consent=granted'], deferred: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([]);
    expect(tracking.messenger.getState().visible).toBe(false);
    runIdle();
    expect(tracking.messenger.getState()).toMatchObject({ visible: true, loaded: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([urls.tagManager, urls.recorder, urls.logging]);
  });

  it('tracking=0: no tag manager, data layer or recorder, flag consent declined, logging still runs', async () => {
    const { window, tracking, scripts, flagConsent } = setup({
      url: 'https://shop.test/?tracking=0',
      cookies: ['shop-consent=granted'],
    });
    tracking.dataLayer.push({ event: 'dialog_opened', dialog: 'sign-up' });
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([urls.logging]);
    expect(window.dataLayer).toBeUndefined();
    expect(flagConsent).toEqual(['DECLINED']);
    expect(tracking.optOuts()).toEqual({ tracking: true, logging: false });
  });

  it('logging=0 (the proxy cookie): no logging script, the rest runs', async () => {
    const { scripts, tracking } = setup({ cookies: ['shop-consent=granted', 'shop-logging-disabled=1'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([urls.tagManager, urls.recorder]);
    expect(tracking.rum.state).toBe('off');
  });

  it('a tracking opt-out from another tab or the proxy stops the data layer here too', async () => {
    const { window, happy, tracking, flagConsent } = setup({ cookies: ['shop-consent=granted'] });
    await vi.advanceTimersByTimeAsync(0);
    tracking.dataLayer.push({ event: 'dialog_opened', dialog: 'sign-in' });
    const before = window.dataLayer!.length;
    window.document.cookie = 'shop-tracking-disabled=1; Path=/';
    window.dispatchEvent(new happy.Event('focus') as unknown as Event);
    tracking.dataLayer.push({ event: 'dialog_closed', dialog: 'sign-in' });
    expect(window.dataLayer).toHaveLength(before);
    expect(tracking.dataLayer.state).toBe('disabled');
    expect(flagConsent.at(-1)).toBe('DECLINED');
  });

  it('with a consent provider: its notice loads after idle with its targets, and its decision drives the rest', async () => {
    const { window, tracking, scripts, flagConsent } = setup({
      config: {
        ...allConfigured,
        consent: {
          scriptUrl: 'https://consent.test/notice.js',
          targetType: 'domain',
          target: 'shop.test',
          country: 'DE',
        },
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(tracking.usesBuiltInBanner).toBe(false);
    expect(scripts()).toEqual([urls.consent]);
    dispatchConsentDecision('GRANTED', window);
    await vi.advanceTimersByTimeAsync(0);
    expect(flagConsent).toEqual(['GRANTED']);
    expect(window.document.cookie).toContain('shop-consent=granted');
    expect(scripts()).toEqual([urls.consent, urls.tagManager, urls.recorder, urls.logging]);
  });

  it('stopped before idle: nothing ever loads', async () => {
    const { scripts, runIdle, tracking } = setup({ cookies: ['shop-consent=granted'], deferred: true });
    tracking.stop();
    runIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([]);
  });

  it('askAgain reopens the question without touching the recorded cookie; a decline then stops everything', async () => {
    const { window, tracking, flagConsent } = setup({ cookies: ['shop-consent=granted'] });
    await vi.advanceTimersByTimeAsync(0);
    tracking.askAgain();
    expect(tracking.consent.getStatus()).toBe('UNKNOWN');
    expect(window.document.cookie).toContain('shop-consent=granted');
    tracking.decide('DECLINED');
    expect(window.document.cookie).toContain('shop-consent=declined');
    expect(flagConsent).toEqual(['GRANTED', 'DECLINED']);
    expect(tracking.dataLayer.state).toBe('disabled');
    expect(tracking.recorder?.state).toBe('dropped');
    expect(tracking.rum.state).toBe('disabled');
  });

  it('with nothing configured: stays quiet, loads nothing, even with consent', async () => {
    const { scripts, tracking } = setup({ config: {}, cookies: ['shop-consent=granted'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts()).toEqual([]);
    expect(tracking.recorder).toBeUndefined();
    expect(tracking.rum.state).toBe('off');
    expect(tracking.dataLayer.state).toBe('disabled');
  });

  it('reports synced cookie changes, the visitor key too', () => {
    const happy = new Window({ url: 'https://shop.test/' });
    const window = happy as unknown as globalThis.Window;
    const onCookieChange = vi.fn();
    startTracking({
      config: parseTrackingConfig(),
      window,
      dataLayer: createDataLayer(),
      defer: () => undefined,
      onCookieChange,
      setFlagConsent: () => undefined,
    });
    window.document.cookie = 'splitIoUserKey=k2; Path=/';
    window.dispatchEvent(new happy.Event('focus') as unknown as Event);
    expect(onCookieChange).toHaveBeenCalledWith({ name: 'splitIoUserKey', value: 'k2' });
  });
});

describe('page tracking', () => {
  it('starts once per page and can be stopped', () => {
    const window = new Window({ url: 'https://shop.test/' }) as unknown as globalThis.Window;
    const options = {
      config: parseTrackingConfig(),
      window,
      defer: () => undefined,
      setFlagConsent: () => undefined,
    };
    const first = startPageTracking(options);
    expect(startPageTracking(options)).toBe(first);
    expect(getPageTracking()).toBe(first);
    stopPageTracking();
    expect(getPageTracking()).toBeUndefined();
  });
});
