import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { buildCalculatorDesignerUrl } from './calculator-designer-url.ts';
import { buildCalendarLaunchParams } from './calendar-launch-params.ts';
import { buildCardLaunchParams } from './card-launch-params.ts';
import { addLocaleToConfiguratorUrl, buildDesignerUrl, configuratorPaths, isConfiguratorPath } from './configurator-paths.ts';
import { buildCollageLaunchParams, buildFrameLaunchParams } from './frame-launch-params.ts';
import { buildCommonLaunchParams, pickLaunchParams, type CommonLaunchInput } from './launch-params.ts';
import { buildPhotobookLaunchParams, selectTemplateId } from './photobook-launch-params.ts';
import { buildPhotoboxLaunchParams } from './photobox-launch-params.ts';

const common: CommonLaunchInput = { locale: 'de-DE', platform: 'web' };
const now = new Date('2026-11-21T12:00:00Z');

describe('buildCommonLaunchParams', () => {
  it.each([
    [{ locale: 'de-DE', platform: 'web' }, { locale: 'de-DE', platform: 'web' }],
    [{ locale: 'fr-CH', platform: 'desktop' }, { locale: 'fr-CH', platform: 'desktop' }],
    [{ locale: 'de-DE', platform: 'web', adClickId: { requested: true, cookieValue: 'abc123' } }, { locale: 'de-DE', platform: 'web', gclid: 'abc123' }],
    [{ locale: 'de-DE', platform: 'web', adClickId: { requested: false, cookieValue: 'abc123' } }, { locale: 'de-DE', platform: 'web' }],
    [{ locale: 'de-DE', platform: 'web', adClickId: { requested: true, cookieValue: undefined } }, { locale: 'de-DE', platform: 'web' }],
    [{ locale: 'de-DE', platform: 'web', adClickId: { requested: true, cookieValue: '' } }, { locale: 'de-DE', platform: 'web' }],
  ] as const)('%j → %j', (input, expected) => {
    expect(buildCommonLaunchParams(input)).toEqual(expected);
  });

  it('pickLaunchParams drops empty values and stringifies the rest', () => {
    expect(pickLaunchParams({ a: 'x', b: '', c: undefined, d: null, e: 0, f: false })).toEqual({ a: 'x', e: '0', f: 'false' });
  });
});

describe('buildCalendarLaunchParams', () => {
  const base = { common, calendarType: 'wandkalender', mounting: 'spirale', designGroupId: '12', designId: '345', now } as const;

  it('defaults start month and year to the current month, accessory types to none', () => {
    expect(buildCalendarLaunchParams(base)).toEqual({
      calendarType: 'wandkalender',
      startMonth: '11',
      startYear: '2026',
      mounting: 'spirale',
      accessoryTypes: 'none',
      designGroupId: '12',
      designId: '345',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [{ startMonth: 3, startYear: 2027 }, '3', '2027'],
    [{ startMonth: 1 }, '1', '2026'],
    [{ startMonth: 12 }, '12', '2026'],
    [{ startMonth: 13 }, '11', '2026'],
    [{ startMonth: 0 }, '11', '2026'],
    [{ startMonth: 2.5 }, '11', '2026'],
    [{ startYear: 99 }, '11', '2026'],
    [{ startYear: 10000 }, '11', '2026'],
  ])('%j → month %s, year %s', (overrides, startMonth, startYear) => {
    const params = buildCalendarLaunchParams({ ...base, ...overrides });
    expect([params.startMonth, params.startYear]).toEqual([startMonth, startYear]);
  });

  it.each([
    [['ribbon'], 'ribbon'],
    [['ribbon', 'hook'], 'ribbon,hook'],
    [[], 'none'],
    [[''], 'none'],
  ])('accessory types %j → %s', (accessoryTypes, expected) => {
    expect(buildCalendarLaunchParams({ ...base, accessoryTypes }).accessoryTypes).toBe(expected);
  });

  it.each([
    ['2026-12-31T23:30:00Z', undefined, '2027', '1'],
    ['2026-12-31T23:30:00Z', 'UTC', '2026', '12'],
    ['2026-06-30T21:59:59Z', undefined, '2026', '6'],
    ['2026-06-30T22:00:00Z', undefined, '2026', '7'],
  ])('launched at %s in %s starts %s-%s', (iso, timeZone, year, month) => {
    const params = buildCalendarLaunchParams({ ...base, now: new Date(iso), timeZone });
    expect([params.startYear, params.startMonth]).toEqual([year, month]);
  });
});

describe('buildPhotobookLaunchParams', () => {
  const base = {
    common,
    photobookType: 'digitalfotobuch',
    photobookPrinting: 'digital',
    photobookCover: 'hard',
    paper: 'matt',
    format: 'a4-quer',
    pageCount: 26,
    templateGroup: { portrait: 'tpl-p', landscape: 'tpl-l', square: 'tpl-s' },
  } as const;

  it('defaults quantity to 1, derives binding from the type and omits refinement when none', () => {
    expect(buildPhotobookLaunchParams(base)).toEqual({
      photobookType: 'digitalfotobuch',
      photobookPrinting: 'digital',
      photobookCover: 'hard',
      binding: 'pur',
      paper: 'matt',
      format: 'a4-quer',
      pageCount: '26',
      quantity: '1',
      templateId: 'tpl-l',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [{ quantity: 3 }, 'quantity', '3'],
    [{ quantity: 0 }, 'quantity', '1'],
    [{ quantity: 1.5 }, 'quantity', '1'],
    [{ refinement: 'gold' }, 'refinement', 'gold'],
    [{ refinement: 'none' }, 'refinement', undefined],
    [{ refinement: 'ohne' }, 'refinement', undefined],
    [{ refinement: null }, 'refinement', undefined],
    [{ photobookType: 'echtfotobuch' }, 'binding', 'layflat'],
    [{ photobookType: 'fotoheft' }, 'binding', 'heftbindung'],
    [{ binding: 'layflat' }, 'binding', 'layflat'],
    [{ format: 'a4-hoch' }, 'templateId', 'tpl-p'],
    [{ format: '300-300' }, 'templateId', 'tpl-s'],
    [{ templateGroup: { portrait: 'only-p' } }, 'templateId', undefined],
  ] as const)('%j → %s = %s', (overrides, key, expected) => {
    expect(buildPhotobookLaunchParams({ ...base, ...overrides })[key]).toBe(expected);
  });

  it.each([
    ['a3-quer', 'L'],
    ['a5-hoch', 'P'],
    ['200-200', 'S'],
  ] as const)('template for %s is %s', (format, expected) => {
    expect(selectTemplateId({ templateGroup: { portrait: 'P', landscape: 'L', square: 'S' }, format })).toBe(expected);
  });

  it('has no template without a template group', () => {
    expect(selectTemplateId({ templateGroup: undefined, format: 'a4-hoch' })).toBeUndefined();
  });
});

describe('buildPhotoboxLaunchParams', () => {
  it.each([
    [{ photoboxType: 'small', format: '150x100', type: 'glossy' }, { photoboxType: 'small', formatWidth: '150', formatHeight: '100', type: 'glossy' }],
    [{ photoboxType: 'max', format: '130x90' }, { photoboxType: 'max', formatWidth: '130', formatHeight: '90' }],
    [{ photoboxType: 'photoprint', format: 'nonsense', type: 'matt' }, { photoboxType: 'photoprint', type: 'matt' }],
  ] as const)('%j → %j', (input, expected) => {
    expect(buildPhotoboxLaunchParams({ common, ...input })).toEqual({ ...expected, locale: 'de-DE', platform: 'web' });
  });
});

describe('frame and collage launch parameters', () => {
  it('passes materialType, frameType and designId', () => {
    expect(buildFrameLaunchParams({ common, materialType: 'poster', frameType: 'holzrahmen', designId: '7' })).toEqual({
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

describe('buildCardLaunchParams', () => {
  const base = { common, themeId: 't1', designId: 'd1' };

  it('passes every card parameter and joins the inlay sku parts', () => {
    expect(
      buildCardLaunchParams({
        ...base,
        paper: 'premium',
        refinementType: 'gold',
        punching: 'round',
        ribbon: 'satin',
        ribbonColor: 'red',
        bow: 'b1',
        seal: 's1',
        screw: 'sc1',
        tag: 'tag1',
        quantity: 100,
        envelopeSku: 'ENV-C6',
        inlaySkuParts: ['INL', 'A6', 'WEISS'],
        category: 'hochzeit',
        occasion: 'hochzeit',
        referralSource: 'newsletter',
      }),
    ).toEqual({
      themeId: 't1',
      designId: 'd1',
      paper: 'premium',
      refinementType: 'gold',
      punching: 'round',
      ribbon: 'satin',
      ribbonColor: 'red',
      bow: 'b1',
      seal: 's1',
      screw: 'sc1',
      tag: 'tag1',
      quantity: '100',
      envelopeSku: 'ENV-C6',
      inlaySku: 'INL-A6-WEISS',
      category: 'hochzeit',
      occasion: 'hochzeit',
      referralSource: 'newsletter',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it.each([
    [{}, { quantity: '50' }],
    [{ quantity: 0 }, { quantity: '1' }],
    [{ quantity: 250 }, { quantity: '250' }],
    [{ quantity: 53 }, { quantity: '55' }],
    [{ quantity: 6000 }, { quantity: '5000' }],
    [{ sample: true, quantity: 100 }, { quantity: '1', sample: 'true' }],
    [{ sample: true, addReferralSource: true }, { quantity: '1', sample: 'true', referralSource: 'shopping' }],
    [{ sample: false, addReferralSource: true }, { quantity: '50' }],
  ])('%j → %j', (overrides, expected) => {
    expect(buildCardLaunchParams({ ...base, ...overrides })).toEqual({ ...base.common, themeId: 't1', designId: 'd1', ...expected });
  });
});

describe('configurator paths', () => {
  it.each([
    ['calendar', '/configurator-calendar'],
    ['card', '/configurator-card'],
    ['collage', '/configurator-collage'],
    ['photoframe', '/configurator-photo-frame'],
    ['photobook', '/configurator-photobook'],
    ['photobox', '/configurator-photobox'],
    ['photoprint', '/configurator-photobox'],
  ] as const)('%s → %s', (family, path) => {
    expect(configuratorPaths[family]).toBe(path);
    expect(isConfiguratorPath(path)).toBe(true);
  });

  it.each([
    ['/configurator-card', '/configurator-card?locale=de-DE'],
    ['/configurator-card?themeId=1', '/configurator-card?themeId=1&locale=de-DE'],
    ['/configurator-card?locale=fr-CH', '/configurator-card?locale=fr-CH'],
    ['/configurator-card?x=1#top', '/configurator-card?x=1&locale=de-DE#top'],
    ['/configurator-card#top', '/configurator-card?locale=de-DE#top'],
    ['/hochzeit', '/hochzeit'],
    ['/configurator', '/configurator'],
  ])('addLocaleToConfiguratorUrl(%s) → %s', (url, expected) => {
    expect(addLocaleToConfiguratorUrl({ url, locale: 'de-DE' })).toBe(expected);
  });

  it.each([
    [{}, '/configurator-collage'],
    [{ designId: '13', locale: 'de-DE' }, '/configurator-collage?designId=13&locale=de-DE'],
  ])('buildDesignerUrl(%j) → %s', (params, expected) => {
    expect(buildDesignerUrl({ family: 'collage', params })).toBe(expected);
  });
});

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
    ['photoframe', { materialType: 'poster', formatType: '600x400' }, true, '/configurator-collage?materialType=poster&designId=13&locale=de-DE&platform=web&formatType=600x400'],
    ['collage', { designId: '99' }, false, '/configurator-collage?designId=99&locale=de-DE&platform=web'],
    ['photobox', { photoboxType: 'max', formatType: '150x100' }, false, '/configurator-photobox?photoboxType=max&formatWidth=150&formatHeight=100&locale=de-DE&platform=web'],
    ['photoprint', { formatType: '130x90' }, false, '/configurator-photobox?photoboxType=photoprint&formatWidth=130&formatHeight=90&locale=de-DE&platform=web'],
    ['photobox', {}, false, '/configurator-photobox?locale=de-DE&platform=web'],
    ['photobook', { formatType: 'a4-hoch', designId: '5' }, false, '/configurator-photobook?format=a4-hoch&designId=5&locale=de-DE&platform=web'],
  ] as const)('%s %j collage=%s → %s', (product, context, isCollage, expected) => {
    expect(buildCalculatorDesignerUrl({ product, context, isCollage, common, settings: wallart })).toBe(expected);
  });
});
