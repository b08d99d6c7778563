import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, optOutCookies, readCookie, readOptOuts, syncedCookies } from './opt-outs.ts';

describe('readOptOuts (spec point 5: tracking active unless tracking=0, logging active unless logging=0)', () => {
  it.each([
    ['nothing set', '', '', { tracking: false, logging: false }],
    ['tracking=0 in the query', '', '?tracking=0', { tracking: true, logging: false }],
    ['logging=0 in the query', '', '?logging=0', { tracking: false, logging: true }],
    ['both in the query', '', '?tracking=0&logging=0', { tracking: true, logging: true }],
    ['tracking=1 is not an opt-out', '', '?tracking=1', { tracking: false, logging: false }],
    [
      'the proxy cookie holds it for the visit',
      'shop-tracking-disabled=1',
      '',
      { tracking: true, logging: false },
    ],
    [
      'both cookies',
      'a=b; shop-tracking-disabled=1; shop-logging-disabled=1',
      '',
      { tracking: true, logging: true },
    ],
    [
      'the query opts back in before the proxy clears the cookie',
      'shop-tracking-disabled=1',
      '?tracking=1',
      { tracking: false, logging: false },
    ],
    [
      'another cookie value is no opt-out',
      'shop-logging-disabled=0',
      '',
      { tracking: false, logging: false },
    ],
  ])('%s', (_name, cookies, search, expected) => {
    expect(readOptOuts({ cookies, search })).toEqual(expected);
  });
});

describe('readCookie', () => {
  it('finds a cookie among others, decoded, and nothing for a prefix match', () => {
    expect(readCookie('x=1; shop-consent=granted%20x; y=2', 'shop-consent')).toBe('granted x');
    expect(readCookie('shop-consent-old=1', 'shop-consent')).toBeUndefined();
    expect(readCookie(undefined, 'shop-consent')).toBeUndefined();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});

describe('cookie names', () => {
  it('are the ones the storefront proxy sets (packages/storefront/src/routing/visit-cookies.ts)', () => {
    const source = readFileSync(
      new URL('../../../storefront/src/routing/visit-cookies.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain(`tracking: '${optOutCookies.tracking}'`);
    expect(source).toContain(`logging: '${optOutCookies.logging}'`);
  });

  it('sync consent, both opt-outs and the visitor key', () => {
    expect(syncedCookies).toEqual([
      CONSENT_COOKIE,
      'shop-tracking-disabled',
      'shop-logging-disabled',
      'splitIoUserKey',
    ]);
  });
});
