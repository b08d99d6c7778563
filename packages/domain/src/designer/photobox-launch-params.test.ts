import { describe, expect, it } from 'vitest';
import type { CommonLaunchInput } from './launch-params.ts';
import { buildPhotoboxLaunchParams } from './photobox-launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };

describe('buildPhotoboxLaunchParams', () => {
  it.each([
    [
      { photoboxType: 'small', format: '150x100', type: 'glossy' },
      { photoboxType: 'small', formatWidth: '150', formatHeight: '100', type: 'glossy' },
    ],
    [
      { photoboxType: 'max', format: '130x90' },
      { photoboxType: 'max', formatWidth: '130', formatHeight: '90' },
    ],
    [
      { photoboxType: 'photoprint', format: 'nonsense', type: 'matt' },
      { photoboxType: 'photoprint', type: 'matt' },
    ],
  ] as const)('%j → %j', (input, expected) => {
    expect(buildPhotoboxLaunchParams({ common, ...input })).toEqual({
      ...expected,
      locale: 'de-DE',
      platform: 'web',
    });
  });
});
