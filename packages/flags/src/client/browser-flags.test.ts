import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createBrowserFlags,
  getBrowserFlags,
  startBrowserFlags,
  stopBrowserFlags,
  type BrowserFlags,
} from './browser-flags.ts';
import { loadFlagDefinitions, toBrowserFeatures } from '../definitions/definitions.ts';
import { flagNames } from '../flag-names.ts';
import { createServerFlags } from '../server/server-flags.ts';
import { serviceFlag, startFakeSplitService } from '../../test/fake-split-service.ts';

const definitions = loadFlagDefinitions();

describe('browser flags in localhost mode agree with the server', () => {
  const server = createServerFlags();
  beforeAll(() => server.ready());
  afterAll(() => server.destroy());

  it.each([
    'visitor-1',
    'qa-flyout-off',
    'qa-special-entry',
    'qa-voll-965-on',
    'qa-voll-967-off',
    'qa-voll-1031-a',
    'qa-voll-1031-b',
    'qa-voll-1409-on',
    'qa-voll-1785-off',
  ])('for key %s, synchronously after creation (no flicker)', async (key) => {
    const serverResult = await server.evaluate(key, flagNames);
    const browser = createBrowserFlags({
      key,
      features: toBrowserFeatures(definitions, key),
      initialRolloutPlan: server.getRolloutPlan(),
      storage: 'MEMORY',
    });
    // No await: the rollout plan makes the SDK ready from cache at construction.
    for (const flag of flagNames) {
      expect(browser.getTreatment(flag), flag).toEqual({
        treatment: serverResult[flag]!.treatment,
        config: serverResult[flag]!.config,
      });
    }
    await browser.destroy();
  });

  it('pushes split_evaluation to our tracker for each impression', async () => {
    const trackEvent = vi.fn();
    const browser = createBrowserFlags({
      key: 'qa-voll-965-on',
      features: toBrowserFeatures(definitions, 'qa-voll-965-on'),
      consent: 'GRANTED',
      trackEvent,
      storage: 'MEMORY',
    });
    await browser.ready();
    browser.getTreatment('VOLL-965');
    await vi.waitFor(() =>
      expect(trackEvent).toHaveBeenCalledWith(
        'split_evaluation',
        expect.objectContaining({
          feature: 'VOLL-965',
          treatment: 'on',
          key: 'qa-voll-965-on',
          label: 'default rule',
        }),
      ),
    );
    await browser.destroy();
  });
});

describe('browser flags against a loopback stand-in of the Split service', () => {
  const flags = [serviceFlag('VOLL-965', { partitions: [{ treatment: 'on', size: 100 }] })];
  let service: Awaited<ReturnType<typeof startFakeSplitService>>;
  let browser: BrowserFlags | undefined;
  beforeAll(async () => {
    service = await startFakeSplitService(flags);
  });
  afterEach(async () => {
    await browser?.destroy();
    browser = undefined;
    service.requests.length = 0;
  });
  afterAll(() => service.close());

  function start(consent: 'GRANTED' | 'DECLINED' | 'UNKNOWN', trackEvent = vi.fn()) {
    browser = createBrowserFlags({
      key: 'visitor-1',
      authorizationKey: 'client-side-key',
      urls: service.urls,
      streamingEnabled: false,
      storage: 'MEMORY',
      consent,
      trackEvent,
    });
    return browser;
  }

  it('GRANTED: the flush on destroy sends impressions, counts and events (the harness sees them)', async () => {
    const flagsClient = start('GRANTED');
    await flagsClient.ready();
    expect(flagsClient.getTreatment('VOLL-965').treatment).toBe('on');
    expect(flagsClient.track('add_to_cart', 12.5)).toBe(true);
    await flagsClient.destroy();
    const paths = service.trackingRequests().map((request) => request.path);
    expect(paths).toContain('/api/testImpressions/bulk');
    expect(paths).toContain('/api/events/bulk');
    const events = service.requests.find((request) => request.path === '/api/events/bulk')!.body as Array<
      Record<string, unknown>
    >;
    expect(events[0]).toMatchObject({
      eventTypeId: 'add_to_cart',
      trafficTypeName: 'user',
      key: 'visitor-1',
      value: 12.5,
    });
  });

  it('DECLINED from the start: nothing is queued, the tracker hears nothing, nothing leaves', async () => {
    const trackEvent = vi.fn();
    const flagsClient = start('DECLINED', trackEvent);
    await flagsClient.ready();
    expect(flagsClient.getTreatment('VOLL-965').treatment).toBe('on');
    flagsClient.track('add_to_cart', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await flagsClient.destroy();
    expect(trackEvent).not.toHaveBeenCalled();
    expect(service.trackingRequests()).toEqual([]);
  });

  it('GRANTED then DECLINED: queued impressions, events and counts are dropped and never sent', async () => {
    const flagsClient = start('GRANTED');
    await flagsClient.ready();
    flagsClient.getTreatment('VOLL-965');
    flagsClient.track('add_to_cart', 1);
    expect(flagsClient.setConsent('DECLINED')).toBe(true);
    expect(flagsClient.getConsent()).toBe('DECLINED');
    await flagsClient.destroy();
    expect(service.trackingRequests()).toEqual([]);
  });

  it('UNKNOWN queues without sending; GRANTED starts the submitters and sends the queue', async () => {
    const trackEvent = vi.fn();
    const flagsClient = start('UNKNOWN', trackEvent);
    await flagsClient.ready();
    flagsClient.getTreatment('VOLL-965');
    flagsClient.track('add_to_cart', 1);
    await vi.waitFor(() => expect(trackEvent).toHaveBeenCalledTimes(1));
    expect(service.trackingRequests()).toEqual([]);
    flagsClient.setConsent('GRANTED');
    await vi.waitFor(() =>
      expect(service.trackingRequests().map((request) => request.path)).toContain(
        '/api/testImpressions/bulk',
      ),
    );
    const [bulk] = service
      .trackingRequests()
      .filter((request) => request.path === '/api/testImpressions/bulk');
    expect(JSON.stringify(bulk!.body)).toContain('VOLL-965');
  });

  it('UNKNOWN then DECLINED then GRANTED: the dropped queue stays dropped', async () => {
    const flagsClient = start('UNKNOWN');
    await flagsClient.ready();
    flagsClient.getTreatment('VOLL-965');
    flagsClient.track('add_to_cart', 1);
    flagsClient.setConsent('DECLINED');
    flagsClient.setConsent('GRANTED');
    await flagsClient.destroy();
    expect(service.trackingRequests()).toEqual([]);
  });
});

describe('the page singleton', () => {
  afterEach(() => stopBrowserFlags());

  it('logs split-error-no-global-client before start, split-error-already-initialized for another key', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    expect(getBrowserFlags(logger)).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('split-error-no-global-client');
    const first = startBrowserFlags({ key: 'visitor-1', features: {}, storage: 'MEMORY', logger });
    expect(startBrowserFlags({ key: 'visitor-2', features: {}, storage: 'MEMORY', logger })).toBe(first);
    expect(logger.warn).toHaveBeenCalledWith('split-error-already-initialized', { key: 'visitor-2' });
    expect(getBrowserFlags(logger)).toBe(first);
  });

  it('refuses an empty key or an empty SDK key', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    expect(startBrowserFlags({ key: '', logger })).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('split-error-key-empty');
    expect(startBrowserFlags({ key: 'visitor-1', authorizationKey: ' ', logger })).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('split-error-authorization-key-empty');
  });
});
