import { describe, expect, it } from 'vitest';
import type { Logger } from '@shop/domain/logger';
import { isLogEvent, logEvents } from './log-events.ts';
import { createShopLogger, LOG_THROTTLE_MS, type LogEntry, type ShopLoggerOptions } from './logger.ts';

function setup(options: ShopLoggerOptions = {}) {
  let time = 1_000_000;
  const sent: LogEntry[] = [];
  const logger = createShopLogger({ sampleRate: 1, random: () => 0, now: () => time, ...options });
  return {
    logger,
    sent,
    sink: { send: (entry: LogEntry) => sent.push(entry) },
    advance: (ms: number) => (time += ms),
  };
}

describe('createShopLogger', () => {
  it('implements the domain Logger', () => {
    const logger: Logger = createShopLogger();
    expect(typeof logger.error).toBe('function');
  });

  it('knows the event names of spec point 8', () => {
    expect(logEvents).toContain('login-error');
    expect(logEvents).toContain('teaser-hero-video-failed-to-load');
    expect(isLogEvent('password-reset-error')).toBe(true);
    expect(isLogEvent('made-up-event')).toBe(false);
  });

  it('throttles identical events to one per 1000 ms', () => {
    const { logger, sent, sink, advance } = setup();
    logger.attach(sink);
    logger.error('login-error', { code: 'x' });
    advance(999);
    logger.error('login-error', { code: 'x' });
    logger.error('login-error', { code: 'y' });
    logger.warn('login-error', { code: 'x' });
    advance(1);
    logger.error('login-error', { code: 'x' });
    expect(LOG_THROTTLE_MS).toBe(1000);
    expect(sent.map((entry) => `${entry.level}:${entry.event}:${JSON.stringify(entry.details)}`)).toEqual([
      'error:login-error:{"code":"x"}',
      'error:login-error:{"code":"y"}',
      'warn:login-error:{"code":"x"}',
      'error:login-error:{"code":"x"}',
    ]);
  });

  it('treats details with the same fields in another order as identical', () => {
    const { logger, sent, sink } = setup();
    logger.attach(sink);
    logger.error('sign-up-error', { a: 1, b: 2 });
    logger.error('sign-up-error', { b: 2, a: 1 });
    expect(sent).toHaveLength(1);
  });

  it('logs a missing translation key once per key and shows its last segment', () => {
    const { logger, sent, sink, advance } = setup();
    logger.attach(sink);
    expect(logger.missingTranslation('cart.summary.title')).toBe('title');
    advance(5000);
    expect(logger.missingTranslation('cart.summary.title')).toBe('title');
    expect(logger.missingTranslation('header.account')).toBe('account');
    expect(sent.map((entry) => entry.details)).toEqual([
      { key: 'cart.summary.title' },
      { key: 'header.account' },
    ]);
  });

  it('queues calls until the logging script is ready, then replays them in order', () => {
    const { logger, sent, sink, advance } = setup();
    logger.error('cms-page-not-found', { path: '/a' });
    advance(10);
    logger.warn('asset-load-on-slug', { path: '/b' });
    expect(sent).toEqual([]);
    logger.attach(sink);
    expect(sent.map((entry) => [entry.event, entry.time])).toEqual([
      ['cms-page-not-found', 1_000_000],
      ['asset-load-on-slug', 1_000_010],
    ]);
    logger.error('hybrid-ssr-error');
    expect(sent).toHaveLength(3);
  });

  it('keeps at most maxQueue entries while waiting, dropping the oldest', () => {
    const { logger, sent, sink, advance } = setup({ maxQueue: 2 });
    for (const path of ['/1', '/2', '/3']) {
      logger.error('cms-page-not-found', { path });
      advance(1);
    }
    logger.attach(sink);
    expect(sent.map((entry) => entry.details)).toEqual([{ path: '/2' }, { path: '/3' }]);
  });

  it.each([
    ['logging=0 turns it off', { pageQuery: new URLSearchParams('logging=0') }, false],
    ['logging=1 leaves it on', { pageQuery: new URLSearchParams('logging=1') }, true],
    ['sample rate 0 by default (spec point 9)', { sampleRate: undefined }, false],
    ['sampled out', { sampleRate: 0.25, random: () => 0.3 }, false],
    ['sampled in', { sampleRate: 0.25, random: () => 0.2 }, true],
  ])('%s', (_name, options, enabled) => {
    const { logger, sent, sink } = setup(options);
    logger.attach(sink);
    logger.error('nuxt-bootstrap');
    expect(logger.enabled).toBe(enabled);
    expect(sent).toHaveLength(enabled ? 1 : 0);
  });

  it('survives a logging script that throws', () => {
    const { logger } = setup();
    logger.attach({
      send: () => {
        throw new Error('broken');
      },
    });
    expect(() => logger.error('richtext-render-error')).not.toThrow();
  });
});
