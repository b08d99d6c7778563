import { createShopLogger } from '@shop/api-client/logger';
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseTrackingConfig, type TrackingConfigInput } from '../config/tracking-config.ts';
import {
  createRumLogging,
  ERROR_THROTTLE_MS,
  isRumLoggingEnabled,
  type AttachableLogger,
  type LoggingGlobal,
} from './rum-logging.ts';

const logging = (input: NonNullable<TrackingConfigInput['logging']> = {}) =>
  parseTrackingConfig({
    logging: { scriptUrl: 'https://logs.test/logs.js', sampleRate: 1, rumSampleRate: 0.5, ...input },
  }).logging;

function setup(
  options: {
    optedOut?: boolean;
    input?: NonNullable<TrackingConfigInput['logging']>;
    defineGlobal?: boolean;
    shopLogger?: AttachableLogger;
  } = {},
) {
  const happy = new Window({ url: 'https://shop.test/' });
  const window = happy as unknown as globalThis.Window & { DD_LOGS?: LoggingGlobal };
  const calls: unknown[][] = [];
  const global: LoggingGlobal = {
    init: (init) => calls.push(['init', init]),
    logger: {
      error: (message, context) => calls.push(['logger.error', message, context]),
      warn: (message, context) => calls.push(['logger.warn', message, context]),
    },
    addError: (error, context) => calls.push(['addError', error, context]),
  };
  const loadScript = vi.fn(async (_src: string) => {
    if (options.defineGlobal !== false) window.DD_LOGS = global;
  });
  let time = 1000;
  const rum = createRumLogging({
    logging: logging(options.input),
    optedOut: options.optedOut ?? false,
    window,
    loadScript,
    now: () => time,
    ...(options.shopLogger ? { shopLogger: options.shopLogger } : {}),
  });
  return { window, happy, calls, loadScript, rum, advance: (ms: number) => (time += ms) };
}

describe('isRumLoggingEnabled', () => {
  it.each([
    ['the default config (sample rates 0, no script)', parseTrackingConfig().logging, false, false],
    [
      'a script with sample rates 0 (spec point 9 default)',
      logging({ sampleRate: 0, rumSampleRate: 0 }),
      false,
      false,
    ],
    ['a script and a log sample rate', logging({ rumSampleRate: 0 }), false, true],
    ['a script and a RUM sample rate', logging({ sampleRate: 0 }), false, true],
    ['logging=0', logging(), true, false],
  ])('%s', (_name, config, optedOut, enabled) => {
    expect(isRumLoggingEnabled(config, optedOut)).toBe(enabled);
  });
});

describe('createRumLogging', () => {
  it('queues calls until the logging script is ready, then inits it and replays them in order', async () => {
    const { calls, loadScript, rum, advance } = setup();
    const first = new Error('first');
    rum.logError(first, { where: 'a' });
    advance(5);
    rum.logError('second');
    expect(calls).toEqual([]);
    expect(loadScript).not.toHaveBeenCalled();

    await rum.start();
    expect(loadScript).toHaveBeenCalledOnce();
    expect(rum.state).toBe('ready');
    expect(calls).toEqual([
      ['init', { sessionSampleRate: 50, sessionReplaySampleRate: 0, logSampleRate: 100 }],
      ['addError', first, { where: 'a', time: 1000 }],
      ['addError', 'second', { time: 1005 }],
    ]);
    rum.logError('third');
    expect(calls.at(-1)).toEqual(['addError', 'third', { time: 1005 }]);
  });

  it('carries the shop logger (api-client) through the same queue, in call order', async () => {
    const shopLogger = createShopLogger({ sampleRate: 1, random: () => 0, now: () => 7 });
    shopLogger.error('cms-page-not-found', { path: '/a' });
    const { calls, rum } = setup({ shopLogger });
    rum.logError('own');
    shopLogger.warn('asset-load-on-slug', { path: '/b' });
    expect(calls).toEqual([]);
    await rum.start();
    expect(calls.slice(1)).toEqual([
      ['logger.error', 'cms-page-not-found', { path: '/a', time: 7 }],
      ['addError', 'own', { time: 1000 }],
      ['logger.warn', 'asset-load-on-slug', { path: '/b', time: 7 }],
    ]);
    shopLogger.error('hybrid-ssr-error');
    expect(calls.at(-1)).toEqual(['logger.error', 'hybrid-ssr-error', { time: 7 }]);
  });

  it('logging=0: nothing is queued, loaded or sent, and no error listener is installed', async () => {
    const shopLogger = { attach: vi.fn() };
    const { window, calls, loadScript, rum } = setup({ optedOut: true, shopLogger });
    expect(shopLogger.attach).not.toHaveBeenCalled();
    const add = vi.spyOn(window, 'addEventListener');
    rum.captureUnhandledErrors();
    rum.logError('x');
    await rum.start();
    expect(rum.state).toBe('off');
    expect(add).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('declined: the queue is dropped and the script is never loaded', async () => {
    const { calls, loadScript, rum } = setup();
    rum.logError('x');
    rum.disable();
    await rum.start();
    rum.logError('y');
    expect(rum.state).toBe('disabled');
    expect(loadScript).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('logs unhandled errors and rejections', async () => {
    const { window, happy, calls, rum } = setup();
    const stop = rum.captureUnhandledErrors();
    const boom = new Error('boom');
    window.dispatchEvent(
      new happy.ErrorEvent('error', {
        error: boom,
        message: 'boom',
        filename: 'app.js',
        lineno: 3,
      }) as unknown as Event,
    );
    const rejection = new happy.Event('unhandledrejection') as unknown as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'nope' });
    window.dispatchEvent(rejection as unknown as Event);
    await rum.start();
    expect(calls.slice(1)).toEqual([
      ['addError', boom, { source: 'unhandled-error', filename: 'app.js', line: 3, time: 1000 }],
      ['addError', 'nope', { source: 'unhandled-rejection', time: 1000 }],
    ]);
    stop();
    window.dispatchEvent(new happy.ErrorEvent('error', { error: new Error('later') }) as unknown as Event);
    expect(calls).toHaveLength(3);
  });

  it('throttles the same error to once per 1000 ms (spec point 9)', async () => {
    const { calls, rum, advance } = setup();
    await rum.start();
    rum.logError(new Error('same'));
    advance(ERROR_THROTTLE_MS - 1);
    rum.logError(new Error('same'));
    rum.logError(new Error('other'));
    advance(1);
    rum.logError(new Error('same'));
    expect(calls.slice(1).map((call) => String(call[1]))).toEqual([
      'Error: same',
      'Error: other',
      'Error: same',
    ]);
  });

  it('falls back to logger.error where the script has no addError', async () => {
    const { window, calls, rum } = setup();
    await rum.start();
    delete window.DD_LOGS!.addError;
    rum.logError(new TypeError('bad'));
    expect(calls.at(-1)).toEqual(['logger.error', 'TypeError: bad', { time: 1000 }]);
  });

  it('disables itself when the script fails to load or defines no global', async () => {
    const onError = vi.fn();
    const failing = createRumLogging({
      logging: logging(),
      optedOut: false,
      window: setup().window,
      loadScript: () => Promise.reject(new Error('blocked')),
      onError,
    });
    await failing.start();
    expect(failing.state).toBe('disabled');
    const { rum } = setup({ defineGlobal: false });
    await rum.start();
    expect(rum.state).toBe('disabled');
    expect(onError).toHaveBeenCalledOnce();
  });
});
