import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseTrackingConfig } from '../config/tracking-config.ts';
import {
  buildTagManagerUrl,
  createDataLayer,
  pushEvent,
  toDialogEvents,
  type DataLayerEvent,
} from './data-layer.ts';

const tagManager = (id?: string) =>
  parseTrackingConfig(id ? { tagManager: { id, origin: 'https://tm.test' } } : {}).tagManager;
type PageWindow = globalThis.Window & { dataLayer?: unknown[] };

function setup() {
  const window = new Window({ url: 'https://shop.test/' }) as unknown as PageWindow;
  const loadScript = vi.fn((_src: string) => Promise.resolve());
  return { window, loadScript, dataLayer: createDataLayer() };
}

const opened: DataLayerEvent = { event: 'dialog_opened', dialog: 'sign-in' };
const click: DataLayerEvent = { event: 'dialog_click', dialog: 'sign-up', target: 'submit' };

describe('buildTagManagerUrl', () => {
  it.each([
    ['GTM-AB12', 'https://tm.test/gtm.js?id=GTM-AB12'],
    ['G-XY9', 'https://tm.test/gtag/js?id=G-XY9'],
    [undefined, undefined],
  ])('%s → %s', (id, url) => {
    expect(buildTagManagerUrl(tagManager(id))).toBe(url);
  });

  it('keeps a path on the origin (a first-party proxy for the tag manager)', () => {
    expect(buildTagManagerUrl({ id: 'GTM-AB12', origin: 'https://shop.test/tm' })).toBe(
      'https://shop.test/tm/gtm.js?id=GTM-AB12',
    );
  });

  it('refuses an id that is not valid (the script is never requested)', () => {
    expect(buildTagManagerUrl({ id: 'gtm-ab12', origin: 'https://tm.test' })).toBeUndefined();
  });
});

describe('createDataLayer', () => {
  it('queues events until started, then replays them in order after the tag manager bootstrap', () => {
    const { window, loadScript, dataLayer } = setup();
    dataLayer.push(opened);
    dataLayer.pushLoggedIn(true);
    dataLayer.push(click);
    expect(window.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();

    dataLayer.start({ tagManager: tagManager('GTM-AB12'), window, loadScript, now: () => 42 });
    expect(dataLayer.state).toBe('active');
    expect(window.dataLayer).toEqual([
      { 'gtm.start': 42, event: 'gtm.js' },
      opened,
      { event: 'customer_data_loaded', isLoggedIn: true },
      click,
    ]);
    expect(loadScript).toHaveBeenCalledOnce();
    expect(loadScript.mock.calls[0]![0]).toBe('https://tm.test/gtm.js?id=GTM-AB12');

    dataLayer.push({ event: 'dialog_closed', dialog: 'sign-in' });
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'dialog_closed', dialog: 'sign-in' });
  });

  it('pushes the logged-in flag once per page (the first customer-data load)', () => {
    const { window, loadScript, dataLayer } = setup();
    dataLayer.start({ tagManager: tagManager('GTM-AB12'), window, loadScript });
    dataLayer.pushLoggedIn(false);
    dataLayer.pushLoggedIn(true);
    expect(
      window.dataLayer!.filter((entry) => (entry as { event?: string }).event === 'customer_data_loaded'),
    ).toEqual([{ event: 'customer_data_loaded', isLoggedIn: false }]);
  });

  it('turns flag impressions into split_evaluation events (the flag client trackEvent)', () => {
    const { window, loadScript, dataLayer } = setup();
    const impression = {
      feature: 'VOLL-1785',
      treatment: 'on',
      label: 'rule',
      key: 'k1',
      changeNumber: 3,
      time: 9,
    };
    dataLayer.trackSplitEvaluation('split_evaluation', impression);
    dataLayer.start({ tagManager: tagManager('G-XY9'), window, loadScript });
    expect(window.dataLayer!.at(-1)).toEqual({ event: 'split_evaluation', ...impression });
  });

  it('bootstraps gtag.js for a measurement id with arguments objects', () => {
    const { window, loadScript, dataLayer } = setup();
    dataLayer.start({ tagManager: tagManager('G-XY9'), window, loadScript, now: () => 0 });
    const [js, config] = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(js).toEqual(['js', new Date(0)]);
    expect(config).toEqual(['config', 'G-XY9']);
    expect(loadScript.mock.calls[0]![0]).toBe('https://tm.test/gtag/js?id=G-XY9');
  });

  it('declined or tracking=0: the queue is dropped, no data layer and no script, ever', () => {
    const { window, loadScript, dataLayer } = setup();
    dataLayer.push(opened);
    dataLayer.disable();
    dataLayer.push(click);
    dataLayer.start({ tagManager: tagManager('GTM-AB12'), window, loadScript });
    expect(dataLayer.state).toBe('disabled');
    expect(window.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('stays quiet without a tag-manager id, and reports an invalid one', () => {
    const { window, loadScript, dataLayer } = setup();
    const onError = vi.fn();
    dataLayer.start({ tagManager: { id: 'GTM_AB', origin: 'https://tm.test' }, window, loadScript, onError });
    expect(dataLayer.state).toBe('disabled');
    expect(window.dataLayer).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'invalid-tag-manager-id', suggestion: 'GTM-AB' });
  });

  it('reports a tag manager that fails to load', async () => {
    const { window, dataLayer } = setup();
    const onError = vi.fn();
    dataLayer.start({
      tagManager: tagManager('GTM-AB12'),
      window,
      loadScript: () => Promise.reject(new Error('blocked')),
      onError,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
  });
});

describe('pushEvent', () => {
  it('is a no-op on the server (no page, no per-request leak into a module queue)', () => {
    expect(typeof window).toBe('undefined');
    expect(() => pushEvent(opened)).not.toThrow();
  });
});

describe('toDialogEvents (the ui dialog store changes)', () => {
  it.each([
    [{ event: 'opened', previous: null, next: 'login' }, [{ event: 'dialog_opened', dialog: 'sign-in' }]],
    [{ event: 'closed', previous: 'login', next: 'signup' }, [{ event: 'dialog_closed', dialog: 'sign-in' }]],
    [{ event: 'opened', previous: 'login', next: 'signup' }, [{ event: 'dialog_opened', dialog: 'sign-up' }]],
    [{ event: 'closed', previous: 'signup', next: null }, [{ event: 'dialog_closed', dialog: 'sign-up' }]],
    [{ event: 'opened', previous: null, next: 'image-magnify' }, []],
    [{ event: 'closed', previous: 'password-reset', next: null }, []],
  ] as const)('%j', (change, events) => {
    expect(toDialogEvents(change)).toEqual(events);
  });
});
