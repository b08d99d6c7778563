import { describe, expect, it } from 'vitest';
import {
  createVisitorKey,
  ensureVisitorKeyInDocument,
  parseVisitorKey,
  readVisitorKey,
  resolveVisitorKey,
  serializeVisitorKeyCookie,
  VISITOR_KEY_COOKIE,
} from './visitor-key.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('readVisitorKey', () => {
  it.each([
    ['splitIoUserKey=abc-123', 'abc-123'],
    ['a=1; splitIoUserKey=abc-123; b=2', 'abc-123'],
    ['xsplitIoUserKey=abc', undefined],
    ['splitIoUserKey=', undefined],
    ['splitIoUserKey=has space', undefined],
    [`splitIoUserKey=${'k'.repeat(251)}`, undefined],
    ['', undefined],
  ])('%s → %s', (cookies, expected) => expect(readVisitorKey(cookies)).toBe(expected));
});

describe('parseVisitorKey', () => {
  it('accepts the SDK maximum of 250 characters', () =>
    expect(parseVisitorKey('k'.repeat(250))).toHaveLength(250));
});

describe('resolveVisitorKey', () => {
  it('keeps the cookie key, also for a logged-in customer with another stored key', () => {
    expect(resolveVisitorKey({ cookies: 'splitIoUserKey=visitor-1', customerKey: 'customer-key' })).toEqual({
      key: 'visitor-1',
      source: 'cookie',
    });
  });
  it('uses the customer key where the cookie is missing and writes it', () => {
    const resolved = resolveVisitorKey({ cookies: '', customerKey: 'customer-key' });
    expect(resolved).toMatchObject({ key: 'customer-key', source: 'customer' });
    expect(resolved.setCookie).toContain('splitIoUserKey=customer-key');
  });
  it('creates a random UUID for a new visitor', () => {
    const first = resolveVisitorKey({ cookies: undefined });
    const second = resolveVisitorKey({ cookies: undefined });
    expect(first.key).toMatch(uuid);
    expect(first.key).not.toBe(second.key);
    expect(first.source).toBe('new');
  });
});

describe('createVisitorKey', () => {
  it('builds a UUID v4 from random bytes where randomUUID is missing (insecure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => createVisitorKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: randomUUID });
    }
  });
});

describe('serializeVisitorKeyCookie', () => {
  it('is a one-year, site-wide, not http-only cookie', () => {
    const cookie = serializeVisitorKeyCookie('abc');
    expect(cookie).toBe(`${VISITOR_KEY_COOKIE}=abc; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(cookie.toLowerCase()).not.toContain('httponly');
  });
  it('drops Secure for plain-http local hosts and sets a domain on request', () => {
    expect(serializeVisitorKeyCookie('abc', { secure: false, domain: 'example.com' })).toBe(
      'splitIoUserKey=abc; Path=/; Max-Age=31536000; SameSite=Lax; Domain=example.com',
    );
  });
});

describe('ensureVisitorKeyInDocument', () => {
  it('writes a new key once and reads it back afterwards', () => {
    const jar: string[] = [];
    const doc = {
      get cookie() {
        return jar.map((cookie) => cookie.split(';')[0]).join('; ');
      },
      set cookie(value: string) {
        jar.push(value);
      },
    };
    const key = ensureVisitorKeyInDocument(doc, { secure: false });
    expect(ensureVisitorKeyInDocument(doc, { secure: false })).toBe(key);
    expect(jar).toHaveLength(1);
  });
});
