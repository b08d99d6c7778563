import { describe, expect, it } from 'vitest';
import { getConfiguratorFrameDefault } from './configurator-frame-default.ts';

describe('getConfiguratorFrameDefault', () => {
  it.each([
    [
      'poster',
      { frameType: 'holzrahmen', frameVariant: 'holzrahmen-schwarz', matType: 'mat-weiss', matSize: 30 },
    ],
    [
      'leinwand',
      {
        frameType: 'schattenfuge-leinwand',
        frameVariant: 'schattenfuge-leinwand-schwarz',
        matType: 'mat-none',
        matSize: 0,
      },
    ],
    ['acrylglas', undefined],
  ] as const)('%s → %j', (material, expected) => {
    expect(getConfiguratorFrameDefault(material)).toEqual(expected);
  });
});
