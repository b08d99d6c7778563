import { describe, expect, it } from 'vitest';
import { buildCommonLaunchParams, pickLaunchParams } from './launch-params.ts';

describe('buildCommonLaunchParams', () => {
  it.each([
    [
      { locale: 'de-DE', platform: 'web' },
      { locale: 'de-DE', platform: 'web' },
    ],
    [
      { locale: 'fr-CH', platform: 'desktop' },
      { locale: 'fr-CH', platform: 'desktop' },
    ],
    [
      { locale: 'de-DE', platform: 'web', adClickId: { requested: true, cookieValue: 'abc123' } },
      { locale: 'de-DE', platform: 'web', gclid: 'abc123' },
    ],
    [
      { locale: 'de-DE', platform: 'web', adClickId: { requested: false, cookieValue: 'abc123' } },
      { locale: 'de-DE', platform: 'web' },
    ],
    [
      { locale: 'de-DE', platform: 'web', adClickId: { requested: true, cookieValue: undefined } },
      { locale: 'de-DE', platform: 'web' },
    ],
    [
      { locale: 'de-DE', platform: 'web', adClickId: { requested: true, cookieValue: '' } },
      { locale: 'de-DE', platform: 'web' },
    ],
  ] as const)('%j → %j', (input, expected) => {
    expect(buildCommonLaunchParams(input)).toEqual(expected);
  });

  it('pickLaunchParams drops empty values and stringifies the rest', () => {
    expect(pickLaunchParams({ a: 'x', b: '', c: undefined, d: null, e: 0, f: false })).toEqual({
      a: 'x',
      e: '0',
      f: 'false',
    });
  });
});
