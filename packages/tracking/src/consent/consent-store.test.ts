import { describe, expect, it, vi } from 'vitest';
import {
  createConsentStore,
  createFlagConsentGate,
  initialFlagConsent,
  readConsentCookie,
  serializeConsentCookie,
} from './consent-store.ts';

describe('createConsentStore', () => {
  it('starts UNKNOWN and tells subscribers about changes only', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getStatus()).toBe('UNKNOWN');
    store.setStatus('UNKNOWN');
    store.setStatus('GRANTED');
    store.setStatus('GRANTED');
    store.setStatus('DECLINED');
    unsubscribe();
    store.setStatus('GRANTED');
    expect(listener.mock.calls).toEqual([['GRANTED'], ['DECLINED']]);
  });
});

describe('consent cookie', () => {
  it.each([
    ['shop-consent=granted', 'GRANTED'],
    ['a=1; shop-consent=declined', 'DECLINED'],
    ['shop-consent=maybe', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ] as const)('%s reads as %s', (cookies, status) => {
    expect(readConsentCookie(cookies)).toBe(status);
  });

  it('round-trips a decision and is written for half a year, site-wide, SameSite=Lax', () => {
    const cookie = serializeConsentCookie('DECLINED');
    expect(cookie).toBe('shop-consent=declined; Path=/; Max-Age=15724800; SameSite=Lax; Secure');
    expect(readConsentCookie(cookie.split(';')[0])).toBe('DECLINED');
    expect(serializeConsentCookie('GRANTED', { secure: false, domain: 'shop.test' })).toBe(
      'shop-consent=granted; Path=/; Max-Age=15724800; SameSite=Lax; Domain=shop.test',
    );
  });
});

describe('initialFlagConsent', () => {
  it.each([
    ['', undefined, 'UNKNOWN'],
    ['shop-consent=granted', undefined, 'GRANTED'],
    ['shop-consent=declined', undefined, 'DECLINED'],
    ['shop-consent=granted; shop-tracking-disabled=1', undefined, 'DECLINED'],
    ['shop-consent=granted', '?tracking=0', 'DECLINED'],
  ] as const)('%s %s → %s', (cookies, search, expected) => {
    expect(initialFlagConsent({ cookies, ...(search ? { search } : {}) })).toBe(expected);
  });
});

describe('createFlagConsentGate', () => {
  it('runs a task at once when the page starts with a decision (cookie or tracking=0)', () => {
    for (const initial of ['GRANTED', 'DECLINED'] as const) {
      const task = vi.fn();
      createFlagConsentGate().whenDecided(task, initial);
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it('holds a task while consent is UNKNOWN and runs it once when the gate opens', () => {
    const gate = createFlagConsentGate();
    const task = vi.fn();
    gate.whenDecided(task, 'UNKNOWN');
    expect(task).not.toHaveBeenCalled();
    gate.open();
    gate.open();
    expect(task).toHaveBeenCalledTimes(1);
    // After the decision a new task (a remounted provider) runs at once, even if the cookie it read was older.
    const later = vi.fn();
    gate.whenDecided(later, 'UNKNOWN');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('drops a cancelled task', () => {
    const gate = createFlagConsentGate();
    const task = vi.fn();
    const cancel = gate.whenDecided(task, 'UNKNOWN');
    cancel();
    gate.open();
    expect(task).not.toHaveBeenCalled();
  });
});
