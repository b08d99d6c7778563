import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerFlags, type ServerFlags } from './server-flags.ts';
import { createBrowserFlags } from '../client/browser-flags.ts';
import { serviceFlag, startFakeSplitService } from '../../test/fake-split-service.ts';

// Killed, archived, traffic allocation and percentage rollouts cannot be written in the localhost
// file (the SDK forces every localhost flag ACTIVE, not killed, 100 % to one treatment), so these
// label cases run the same wrapper against a loopback stand-in of the service: an SDK key and
// `urls` instead of localhost, no other code change.
const flags = [
  serviceFlag('exp-50-50', {
    partitions: [
      { treatment: 'on', size: 50 },
      { treatment: 'off', size: 50 },
    ],
  }),
  serviceFlag('exp-killed', { killed: true, defaultTreatment: 'off' }),
  serviceFlag('exp-no-traffic', { trafficAllocation: 0, defaultTreatment: 'off' }),
  serviceFlag('exp-archived', { status: 'ARCHIVED' }),
  serviceFlag('exp-prerequisite', { prerequisites: [{ n: 'exp-killed', ts: ['on'] }] }),
];

describe('server flags with an SDK key (service stand-in on loopback)', () => {
  let service: Awaited<ReturnType<typeof startFakeSplitService>>;
  let server: ServerFlags;
  beforeAll(async () => {
    service = await startFakeSplitService(flags);
    server = createServerFlags({
      authorizationKey: 'server-side-key',
      urls: service.urls,
      streamingEnabled: false,
    });
    expect(await server.ready()).toBe(true);
  });
  afterAll(async () => {
    await server.destroy();
    await service.close();
  });

  it.each([
    ['exp-killed', 'off', 'killed'],
    ['exp-no-traffic', 'off', 'not in split'],
    // The service sync drops archived definitions, so the SDK reports them as unknown.
    ['exp-archived', 'control', 'definition not found'],
    ['exp-prerequisite', 'off', 'prerequisites not met'],
    ['exp-missing', 'control', 'definition not found'],
  ])('%s gives %s (label %s)', async (flag, treatment, label) => {
    const result = await server.evaluate('visitor-1', [flag]);
    expect(result[flag]).toMatchObject({ treatment, label });
  });

  it('splits a 50/50 rollout by key hash, stably per key', async () => {
    const keys = Array.from({ length: 1000 }, (_, index) => `visitor-${index}`);
    const first = await Promise.all(keys.map((key) => server.evaluate(key, ['exp-50-50'])));
    const second = await Promise.all(keys.map((key) => server.evaluate(key, ['exp-50-50'])));
    const on = first.filter((result) => result['exp-50-50']!.treatment === 'on').length;
    expect(on).toBeGreaterThan(430);
    expect(on).toBeLessThan(570);
    expect(second.map((result) => result['exp-50-50']!.treatment)).toEqual(
      first.map((result) => result['exp-50-50']!.treatment),
    );
    expect(first[0]!['exp-50-50']!.label).toBe('default rule');
  });

  it('the browser SDK started from the rollout plan agrees with the server for every key, synchronously', async () => {
    const plan = server.getRolloutPlan();
    for (const key of ['visitor-1', 'visitor-2', 'visitor-3', 'visitor-4', 'visitor-5', 'visitor-6']) {
      const expected = await server.evaluate(key, ['exp-50-50', 'exp-killed']);
      const browser = createBrowserFlags({
        key,
        authorizationKey: 'client-side-key',
        urls: service.urls,
        initialRolloutPlan: plan,
        streamingEnabled: false,
        storage: 'MEMORY',
      });
      expect(browser.getTreatment('exp-50-50').treatment).toBe(expected['exp-50-50']!.treatment);
      expect(browser.getTreatment('exp-killed').treatment).toBe('off');
      await browser.destroy();
    }
  });

  it('reports label "archived" for an archived definition handed over in a rollout plan', async () => {
    const plan = server.getRolloutPlan() as { splitChanges: { ff: { d: unknown[]; t: number; s: number } } };
    const withArchived = {
      ...plan,
      splitChanges: {
        ...plan.splitChanges,
        ff: { ...plan.splitChanges.ff, d: [...plan.splitChanges.ff.d, flags[3]] },
      },
    };
    const trackEvent = vi.fn();
    const browser = createBrowserFlags({
      key: 'visitor-1',
      authorizationKey: 'client-side-key',
      urls: service.urls,
      initialRolloutPlan: withArchived,
      streamingEnabled: false,
      storage: 'MEMORY',
      trackEvent,
    });
    expect(browser.getTreatment('exp-archived').treatment).toBe('control');
    await vi.waitFor(() =>
      expect(trackEvent).toHaveBeenCalledWith(
        'split_evaluation',
        expect.objectContaining({ feature: 'exp-archived', label: 'archived' }),
      ),
    );
    await browser.destroy();
  });
});
