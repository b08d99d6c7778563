import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionMonitor, SESSION_MONITOR_STORAGE_KEY, type SessionStore } from './session-monitor.ts';

function memoryStore(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('session monitor', () => {
  let storage: ReturnType<typeof memoryStore>;
  const logger = { error: vi.fn(), warn: vi.fn() };
  beforeEach(() => {
    storage = memoryStore();
    logger.error.mockClear();
  });

  it('stays quiet while treatments are stable', () => {
    const monitor = createSessionMonitor({ storage, logger });
    monitor.observe('visitor-1', { 'VOLL-965': 'on', 'VOLL-967': 'off' });
    monitor.observe('visitor-1', { 'VOLL-965': 'on' });
    monitor.observe('visitor-1', { 'VOLL-967': 'off' });
    expect(logger.error).not.toHaveBeenCalled();
    expect(JSON.parse(storage.data.get(SESSION_MONITOR_STORAGE_KEY)!)).toEqual({
      userKey: 'visitor-1',
      flags: { 'VOLL-965': 'on', 'VOLL-967': 'off' },
    });
  });

  it('logs split-error-change-of-feature-flag when a treatment changes within the session', () => {
    const monitor = createSessionMonitor({ storage, logger });
    monitor.observe('visitor-1', { 'VOLL-965': 'on' });
    monitor.observe('visitor-1', { 'VOLL-965': 'off' });
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('split-error-change-of-feature-flag', {
      flag: 'VOLL-965',
      userKey: 'visitor-1',
      previous: 'on',
      treatment: 'off',
    });
  });

  it('logs split-error-no-treatment for control and does not remember it', () => {
    const monitor = createSessionMonitor({ storage, logger });
    monitor.observe('visitor-1', { 'VOLL-965': 'control' });
    monitor.observe('visitor-1', { 'VOLL-965': 'on' });
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('split-error-no-treatment', {
      flag: 'VOLL-965',
      userKey: 'visitor-1',
    });
  });

  it('logs split-error-user-key-changed and resets the remembered flags', () => {
    const monitor = createSessionMonitor({ storage, logger });
    monitor.observe('visitor-1', { 'VOLL-965': 'on' });
    monitor.observe('customer-7', { 'VOLL-965': 'off' });
    expect(logger.error).toHaveBeenCalledExactlyOnceWith('split-error-user-key-changed', {
      previousKey: 'visitor-1',
      userKey: 'customer-7',
    });
    expect(JSON.parse(storage.data.get(SESSION_MONITOR_STORAGE_KEY)!)).toEqual({
      userKey: 'customer-7',
      flags: { 'VOLL-965': 'off' },
    });
  });

  it('survives a page load: a new monitor on the same storage remembers the session', () => {
    createSessionMonitor({ storage, logger }).observe('visitor-1', { 'VOLL-965': 'on' });
    createSessionMonitor({ storage, logger }).observe('visitor-1', { 'VOLL-965': 'off' });
    expect(logger.error).toHaveBeenCalledWith(
      'split-error-change-of-feature-flag',
      expect.objectContaining({ previous: 'on' }),
    );
  });

  it('starts afresh from corrupt or unavailable storage', () => {
    for (const corrupt of [
      '{not json',
      '{"userKey":1,"flags":{}}',
      '{"userKey":"visitor-0","flags":{"VOLL-965":1}}',
      '[]',
    ]) {
      storage.data.set(SESSION_MONITOR_STORAGE_KEY, corrupt);
      createSessionMonitor({ storage, logger }).observe('visitor-1', { 'VOLL-965': 'on' });
    }
    const broken: SessionStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      createSessionMonitor({ storage: broken, logger }).observe('visitor-1', { 'VOLL-965': 'on' }),
    ).not.toThrow();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
