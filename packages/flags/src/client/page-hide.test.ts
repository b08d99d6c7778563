// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrowserFlags } from './browser-flags.ts';
import { serviceFlag, startFakeSplitService } from '../../test/fake-split-service.ts';

describe('page hide (browser platform of the SDK)', () => {
  let service: Awaited<ReturnType<typeof startFakeSplitService>>;
  const beacons: string[] = [];
  beforeAll(async () => {
    service = await startFakeSplitService([serviceFlag('VOLL-965')]);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string) => {
        beacons.push(new URL(url).pathname);
        return true;
      },
    });
  });
  afterAll(() => service.close());

  async function hidePageAfterOneEvaluation(consent: 'GRANTED' | 'DECLINED') {
    beacons.length = 0;
    const flags = createBrowserFlags({
      key: 'visitor-1',
      authorizationKey: 'client-side-key',
      urls: service.urls,
      streamingEnabled: false,
      storage: 'MEMORY',
      consent,
    });
    // Ready straight from a rollout plan, so no request is needed before the evaluation.
    await flags.ready();
    flags.getTreatment('VOLL-965');
    flags.track('add_to_cart', 1);
    window.dispatchEvent(new Event('pagehide'));
    const sent = [...beacons];
    await flags.destroy();
    return sent;
  }

  it('GRANTED: impressions, events and counts leave as beacons', async () => {
    const sent = await hidePageAfterOneEvaluation('GRANTED');
    // One impression only, so OPTIMIZED mode has nothing deduplicated to count yet.
    expect(sent.filter((path) => !path.startsWith('/api/v1/metrics/'))).toEqual([
      '/api/testImpressions/beacon',
      '/api/events/beacon',
    ]);
  });

  it('DECLINED: only the usage telemetry beacon leaves, no impression or event', async () => {
    const sent = await hidePageAfterOneEvaluation('DECLINED');
    // Usage telemetry would still go, but the SDK samples it (0.1 %), so usually nothing leaves at all.
    expect(sent.filter((path) => !path.startsWith('/api/v1/metrics/'))).toEqual([]);
  });

  it('uses the browser platform of the SDK (no Node signal handler)', () => {
    expect(vi.isFakeTimers()).toBe(false);
    expect(process.listenerCount('SIGTERM')).toBe(0);
  });
});
