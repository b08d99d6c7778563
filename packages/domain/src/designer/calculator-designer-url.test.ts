import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { buildCalculatorDesignerUrl } from './calculator-designer-url.ts';
import type { CommonLaunchInput } from './launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };

describe('buildCalculatorDesignerUrl', () => {
  it.each([
    [
      'photoframe',
      { materialType: 'acrylglas', frameType: 'artbox', formatType: '600x400' },
      false,
      '/configurator-photo-frame?materialType=acrylglas&frameType=artbox&locale=de-DE&platform=web&formatType=600x400',
    ],
    [
      'framed-material',
      { materialType: 'poster', frameType: 'holzrahmen' },
      false,
      '/configurator-photo-frame?materialType=poster&frameType=holzrahmen&locale=de-DE&platform=web',
    ],
    [
      'photoframe',
      { materialType: 'poster', formatType: '600x400' },
      true,
      '/configurator-collage?materialType=poster&designId=13&locale=de-DE&platform=web&formatType=600x400',
    ],
    ['collage', { designId: '99' }, false, '/configurator-collage?designId=99&locale=de-DE&platform=web'],
    [
      'photobox',
      { photoboxType: 'max', formatType: '150x100' },
      false,
      '/configurator-photobox?photoboxType=max&formatWidth=150&formatHeight=100&locale=de-DE&platform=web',
    ],
    [
      'photoprint',
      { formatType: '130x90' },
      false,
      '/configurator-photobox?photoboxType=photoprint&formatWidth=130&formatHeight=90&locale=de-DE&platform=web',
    ],
    [
      'photoprint',
      { materialType: 'matt', formatType: '150x100' },
      false,
      '/configurator-photobox?photoboxType=photoprint&formatWidth=150&formatHeight=100&type=matt&locale=de-DE&platform=web',
    ],
    [
      'photoprint',
      { materialType: 'gold', formatType: '150x100' },
      false,
      '/configurator-photobox?photoboxType=photoprint&formatWidth=150&formatHeight=100&locale=de-DE&platform=web',
    ],
    ['photobox', {}, false, '/configurator-photobox?locale=de-DE&platform=web'],
    [
      'photobook',
      { formatType: 'a4-hoch', designId: '5' },
      false,
      '/configurator-photobook?format=a4-hoch&quantity=1&designId=5&locale=de-DE&platform=web',
    ],
    [
      'photobook',
      { materialType: 'digitalfotobuch', formatType: 'a4-quer' },
      false,
      // Every parameter of point 3 the calculator's price stands for; wallart's gold refinement preselected.
      '/configurator-photobook?photobookType=digitalfotobuch&photobookPrinting=digital&photobookCover=hard&binding=pur&paper=standard&format=a4-quer&pageCount=24&quantity=1&refinement=gold&locale=de-DE&platform=web',
    ],
    [
      'photobook',
      { materialType: 'fotoheft', formatType: 'a5-hoch' },
      false,
      '/configurator-photobook?photobookType=fotoheft&photobookPrinting=digital&photobookCover=hard&binding=heftbindung&paper=standard&format=a5-hoch&pageCount=16&quantity=1&refinement=gold&locale=de-DE&platform=web',
    ],
  ] as const)('%s %j collage=%s → %s', (product, context, isCollage, expected) => {
    expect(buildCalculatorDesignerUrl({ product, context, isCollage, common, settings: wallart })).toBe(
      expected,
    );
  });

  it('leaves the refinement out on a channel without one (kartenliebe)', () => {
    expect(
      buildCalculatorDesignerUrl({ product: 'photobook', context: { materialType: 'digitalfotobuch', formatType: 'a4-hoch' }, isCollage: false, common, settings: kartenliebe }),
    ).toBe(
      '/configurator-photobook?photobookType=digitalfotobuch&photobookPrinting=digital&photobookCover=hard&binding=pur&paper=standard&format=a4-hoch&pageCount=24&quantity=1&locale=de-DE&platform=web',
    );
  });
});
