import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { buildCollageLaunchParams, buildFrameLaunchParams } from './frame-launch-params.ts';
import type { CommonLaunchInput } from './launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };

describe('frame and collage launch parameters', () => {
  it('passes materialType, frameType and designId', () => {
    expect(
      buildFrameLaunchParams({ common, materialType: 'poster', frameType: 'holzrahmen', designId: '7' }),
    ).toEqual({
      materialType: 'poster',
      frameType: 'holzrahmen',
      designId: '7',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [kartenliebe, undefined, '1'],
    [wallart, undefined, '13'],
    [wallart, '', '13'],
    [wallart, '42', '42'],
    [kartenliebe, 42, '42'],
  ])('collage on %s with designId %j → %s', (settings, designId, expected) => {
    expect(buildCollageLaunchParams({ common, settings, designId }).designId).toBe(expected);
  });
});
