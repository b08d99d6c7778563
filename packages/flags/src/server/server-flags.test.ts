import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRecentTreatments, createServerFlags, destroyServerFlags, getServerFlags } from './server-flags.ts';
import { flagNames } from '../flag-names.ts';
import type { FlagLogger } from '../log-codes.ts';

function spyLogger() {
  return { error: vi.fn(), warn: vi.fn() } satisfies FlagLogger;
}

describe('server flags in localhost mode (flags.yaml)', () => {
  const flags = createServerFlags();
  afterAll(() => flags.destroy());

  it.each([
    // [key, flag, treatment, label]
    ['visitor-1', 'wallart-flyout-grouping', 'on', 'default rule'],
    ['qa-flyout-off', 'wallart-flyout-grouping', 'off', 'whitelisted off'],
    ['visitor-1', 'wallart-flyout-special-entry', 'off', 'default rule'],
    ['qa-special-entry', 'wallart-flyout-special-entry', 'on', 'whitelisted on'],
    ['visitor-1', 'VOLL-965', 'off', 'default rule'],
    ['qa-voll-965-on', 'VOLL-965', 'on', 'whitelisted on'],
    ['visitor-1', 'VOLL-967', 'on', 'default rule'],
    ['qa-voll-967-off', 'VOLL-967', 'off', 'whitelisted off'],
    ['visitor-1', 'VOLL-1031', 'off', 'default rule'],
    ['qa-voll-1031-a', 'VOLL-1031', 'variant-a', 'whitelisted variant-a'],
    ['qa-voll-1031-b', 'VOLL-1031', 'variant-b', 'whitelisted variant-b'],
    ['visitor-1', 'VOLL-1409', 'off', 'default rule'],
    ['qa-voll-1409-on', 'VOLL-1409', 'on', 'whitelisted on'],
    ['visitor-1', 'VOLL-1785', 'on', 'default rule'],
    ['qa-voll-1785-off', 'VOLL-1785', 'off', 'whitelisted off'],
  ])('%s gets %s = %s (%s)', async (key, flag, treatment, label) => {
    const result = await flags.evaluate(key, [flag]);
    expect(result[flag]).toMatchObject({ treatment, label });
  });

  it('returns the treatment config of the file', async () => {
    const result = await flags.evaluate('visitor-1', ['VOLL-1785', 'VOLL-965']);
    expect(JSON.parse(result['VOLL-1785']!.config!)).toEqual({
      frameType: 'artbox',
      materialType: 'acrylglas',
    });
    expect(result['VOLL-965']!.config).toBeNull();
  });

  it('answers the treatments alone as evaluate does, and the same visitor again from the kept answer', async () => {
    const keys = ['visitor-1', 'qa-voll-1031-a', 'qa-flyout-off'];
    for (const key of keys) {
      const evaluated = await flags.evaluate(key, flagNames);
      const expected = Object.fromEntries(flagNames.map((name) => [name, { treatment: evaluated[name]!.treatment }]));
      expect(await flags.treatments(key, flagNames)).toEqual(expected);
      // The repeat is the kept answer (same object), not a second evaluation.
      expect(await flags.treatments(key, flagNames)).toBe(await flags.treatments(key, flagNames));
    }
    // Another flag list or attributes are evaluated on their own.
    expect(await flags.treatments('qa-voll-1031-a', ['VOLL-1031'])).toEqual({ 'VOLL-1031': { treatment: 'variant-a' } });
    expect(await flags.treatments('qa-voll-1031-a', ['VOLL-1031'], { country: 'DE' })).toEqual({ 'VOLL-1031': { treatment: 'variant-a' } });
  });

  it('answers control for an unusable key in treatments too, and keeps no control answer', async () => {
    expect(await flags.treatments('', ['VOLL-965'])).toEqual({ 'VOLL-965': { treatment: 'control' } });
    const first = await flags.treatments('visitor-3', ['no-such-flag']);
    expect(first).toEqual({ 'no-such-flag': { treatment: 'control' } });
    expect(await flags.treatments('visitor-3', ['no-such-flag'])).not.toBe(first);
  });

  it('evaluates every known flag in one call', async () => {
    const result = await flags.evaluate('visitor-2', flagNames);
    expect(Object.keys(result)).toEqual(flagNames);
    expect(Object.values(result).every((evaluation) => evaluation.treatment !== 'control')).toBe(true);
  });

  it('gives control with label "definition not found" for a flag missing from the file', async () => {
    const result = await flags.evaluate('visitor-1', ['no-such-flag']);
    expect(result['no-such-flag']).toEqual({
      treatment: 'control',
      config: null,
      label: 'definition not found',
    });
  });

  it('keeps the labels of concurrent calls apart', async () => {
    const [a, b] = await Promise.all([
      flags.evaluate('qa-voll-965-on', ['VOLL-965']),
      flags.evaluate('visitor-9', ['VOLL-965']),
    ]);
    expect(a['VOLL-965']!.label).toBe('whitelisted on');
    expect(b['VOLL-965']!.label).toBe('default rule');
  });

  it('applies the spec constants (SDK settings are in milliseconds)', () => {
    const { startup, scheduler, sync, core } = flags.factory.settings;
    expect(startup).toMatchObject({
      readyTimeout: 10_000,
      requestTimeoutBeforeReady: 5_000,
      retriesOnFailureBeforeReady: 1,
    });
    expect(scheduler).toMatchObject({
      featuresRefreshRate: 60_000,
      impressionsRefreshRate: 300_000,
      eventsPushRate: 60_000,
      eventsQueueSize: 500,
      impressionsQueueSize: 30_000,
      telemetryRefreshRate: 3_600_000,
    });
    expect(sync.impressionsMode).toBe('OPTIMIZED');
    expect(core.authorizationKey).toBe('localhost');
    expect(flags.mode).toBe('localhost');
  });

  it('hands the browser a rollout plan with the allow-lists of the file', () => {
    const plan = flags.getRolloutPlan() as {
      splitChanges: { ff: { d: Array<{ name: string; conditions: Array<{ conditionType: string }> }> } };
    };
    const names = plan.splitChanges.ff.d.map((flag) => flag.name).sort();
    expect(names).toEqual([...flagNames].sort());
    const grouping = plan.splitChanges.ff.d.find((flag) => flag.name === 'wallart-flyout-grouping')!;
    expect(grouping.conditions.map((condition) => condition.conditionType)).toEqual(['WHITELIST', 'ROLLOUT']);
  });
});

describe('server flags edge cases', () => {
  it('answers control with label "not ready" before the SDK is ready', async () => {
    const flags = createServerFlags();
    const result = await flags.evaluate('visitor-1', ['VOLL-965'], {}, { waitForReady: false });
    expect(result['VOLL-965']).toEqual({ treatment: 'control', config: null, label: 'not ready' });
    await flags.destroy();
  });

  it('logs split-error-key-empty and answers control for an empty key', async () => {
    const logger = spyLogger();
    const flags = createServerFlags({ logger });
    const result = await flags.evaluate(' ', ['VOLL-965']);
    expect(result['VOLL-965']).toEqual({ treatment: 'control', config: null, label: 'invalid key' });
    expect(logger.error).toHaveBeenCalledWith('split-error-key-empty', {
      flagNames: ['VOLL-965'],
      reason: 'empty',
    });
    await flags.destroy();
  });

  it.each([
    // Spec point 5: keys of at most 250 characters.
    ['k'.repeat(250), 'off', 'default rule'],
    ['k'.repeat(251), 'control', 'invalid key'],
  ])('key of %#: length limit of the SDK', async (key, treatment, label) => {
    const flags = createServerFlags();
    expect((await flags.evaluate(key, ['VOLL-965']))['VOLL-965']).toMatchObject({ treatment, label });
    await flags.destroy();
  });

  it('logs split-error-authorization-key-empty and falls back to localhost for an empty SDK key', async () => {
    const logger = spyLogger();
    const flags = createServerFlags({ authorizationKey: '', logger });
    expect(logger.error).toHaveBeenCalledWith('split-error-authorization-key-empty', {
      fallback: 'localhost',
    });
    expect(flags.mode).toBe('localhost');
    await flags.destroy();
  });

  it('logs split-error-initialize when the SDK is not ready within the 10 s ready timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const logger = spyLogger();
      // A missing features file is a load error: the SDK never gets ready.
      const flags = createServerFlags({ featuresFile: '/nonexistent/flags.yaml', logger });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(logger.error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await flags.ready()).toBe(false);
      expect(logger.error).toHaveBeenCalledWith(
        'split-error-initialize',
        expect.objectContaining({ mode: 'localhost' }),
      );
      await flags.destroy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps one SDK per process and warns when asked for another configuration', async () => {
    const logger = spyLogger();
    const first = getServerFlags({ logger });
    const second = getServerFlags({ featuresFile: '/other.yaml', logger });
    expect(second).toBe(first);
    expect(logger.warn).toHaveBeenCalledWith('split-error-already-initialized', { mode: 'localhost' });
    await destroyServerFlags();
    expect(getServerFlags()).not.toBe(first);
    await destroyServerFlags();
  });

  it.each([
    // Spec point 5, enforced by the SDK: event type pattern and length, property size.
    ['add_to_cart', 1, undefined, true],
    ['checkout:step.2-done', null, undefined, true],
    ['a'.repeat(80), 1, undefined, true],
    ['a'.repeat(81), 1, undefined, false],
    ['-starts-with-dash', 1, undefined, false],
    ['has space', 1, undefined, false],
    ['add_to_cart', 1, { note: 'x'.repeat(15_000) }, true],
    // 1024 base + 2 bytes per string character: 16 000 characters exceed 32 768 bytes.
    ['add_to_cart', 1, { note: 'x'.repeat(16_000) }, false],
  ])('track(%j, %j, props) queues: %s', async (eventType, value, properties, queued) => {
    const logger = spyLogger();
    const flags = createServerFlags({ logger });
    await flags.ready();
    expect(flags.track('visitor-1', eventType, value as number, properties)).toBe(queued);
    if (!queued) expect(logger.error).toHaveBeenCalledWith('split-error-track', { eventType });
    await flags.destroy();
  });

  it("bootstraps the browser: rollout plan and the key's features from the same file", () => {
    const flags = createServerFlags();
    const bootstrap = flags.browserBootstrap('qa-voll-1031-a');
    expect(bootstrap.key).toBe('qa-voll-1031-a');
    expect(bootstrap.authorizationKey).toBeUndefined();
    expect(bootstrap.features!['VOLL-1031']).toEqual({ treatment: 'variant-a', config: '{"layout":"a"}' });
    expect(bootstrap.initialRolloutPlan).toHaveProperty('memberships.qa-voll-1031-a');
    return flags.destroy();
  });

  it('asks for the client-side key when bootstrapping the browser in service mode', async () => {
    const logger = spyLogger();
    const flags = createServerFlags({
      authorizationKey: 'server-side-key',
      logger,
      urls: {
        sdk: 'http://127.0.0.1:9',
        events: 'http://127.0.0.1:9',
        auth: 'http://127.0.0.1:9',
        telemetry: 'http://127.0.0.1:9',
      },
      streamingEnabled: false,
    });
    expect(flags.browserBootstrap('visitor-1', 'client-side-key')).toMatchObject({
      key: 'visitor-1',
      authorizationKey: 'client-side-key',
    });
    expect(flags.browserBootstrap('visitor-1').authorizationKey).toBe('');
    expect(logger.error).toHaveBeenCalledWith('split-error-authorization-key-empty', { side: 'client' });
    await flags.destroy();
  });
});

describe('createRecentTreatments', () => {
  it('keeps an answer for the refresh period, drops the oldest beyond its limit, forgets all on clear', () => {
    let time = 0;
    const recent = createRecentTreatments<string>({ maxAgeMs: 60_000, limit: 2, now: () => time });
    recent.set('a', 'A');
    recent.set('b', 'B');
    time = 59_999;
    expect(recent.get('a')).toBe('A');
    recent.set('c', 'C');
    expect(recent.get('a')).toBeUndefined();
    expect([recent.get('b'), recent.get('c'), recent.size]).toEqual(['B', 'C', 2]);
    time = 60_000;
    expect(recent.get('b')).toBeUndefined();
    recent.clear();
    expect(recent.get('c')).toBeUndefined();
  });
});
