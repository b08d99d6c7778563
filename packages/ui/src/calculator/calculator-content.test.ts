import { describe, expect, it } from 'vitest';
import { framedCalculator, photoboxCalculator, photoboxPrices } from '../blocks/block-fixtures.ts';
import {
  formatCalculatorFormat,
  listCalculatorPriceQueries,
  normaliseCalculatorContext,
  shouldLoadArtboxPrices,
  toApiFormatType,
  toCalculatorOptions,
} from './calculator-content.ts';
import { contrastRatio } from '@shop/domain/color/contrast-ratio';
import { readableColors } from './readable-colors.ts';
import { getFeatures } from '@shop/config/channel-settings';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';

const units = { cm: 'cm', inch: 'in' };
const NBSP = '\u00a0';

describe('toApiFormatType', () => {
  it.each([
    ['photobox', '1500x1000', '150x100'],
    ['photoprint', '1300x900', '130x90'],
    ['photobox', '1305x900', '1305x900'],
    ['photoframe', '600x400', '600x400'],
    ['photobook', 'a4-quer', 'a4-quer'],
  ] as const)('%s %s → %s', (product, value, expected) => {
    expect(toApiFormatType(product, value)).toBe(expected);
  });
});

describe('normaliseCalculatorContext', () => {
  it('drops nulls and unknown keys, turns ids into strings', () => {
    expect(
      normaliseCalculatorContext({
        designId: 1,
        materialType: 'poster',
        frameType: null,
        photoboxType: '',
        cover: 'hard',
      }),
    ).toEqual({ designId: '1', materialType: 'poster' });
  });
});

describe('formatCalculatorFormat', () => {
  it.each([
    ['600x400', 'photoframe', 'de-DE', `60${NBSP}×${NBSP}40${NBSP}cm`],
    ['450x300', 'photoframe', 'en-US', `17.7${NBSP}×${NBSP}11.8${NBSP}in`],
    ['150x100', 'photobox', 'de-DE', `15${NBSP}×${NBSP}10${NBSP}cm`],
    ['150x100', 'photoprint', 'en-US', `6${NBSP}×${NBSP}4${NBSP}in`],
    ['130x90', 'photoprint', 'en-US', `5${NBSP}×${NBSP}3.5${NBSP}in`],
    ['a4-hoch', 'photobook', 'de-DE', `21,5${NBSP}×${NBSP}27,6${NBSP}cm`],
    // 21.5 × 27.6 cm ÷ 2.54 = 8.46 × 10.87 in
    ['a4-hoch', 'photobook', 'en-US', `8.5${NBSP}×${NBSP}10.9${NBSP}in`],
    ['unknown', 'photoframe', 'de-DE', 'unknown'],
  ] as const)('%s (%s, %s) → %s', (value, product, locale, expected) => {
    expect(formatCalculatorFormat({ value, product, locale, units })).toBe(expected);
  });
});

describe('formatCalculatorFormat: aluminium gallery prints (channel setting inchForAluminiumGalleryPrints, spec point 3)', () => {
  const wallartUs = getFeatures(wallart, 'en-US').inchForAluminiumGalleryPrints;
  const kartenliebeUs = getFeatures(kartenliebe, 'en-US').inchForAluminiumGalleryPrints;
  const label = (materialType: string, inchForAluminiumGalleryPrints: boolean) =>
    formatCalculatorFormat({ value: '600x400', product: 'photoframe', locale: 'en-US', units, materialType, inchForAluminiumGalleryPrints });

  it('wallart en-US: gallery bond in inches', () => {
    expect(label('gallerybond', wallartUs)).toBe(`23.6${NBSP}×${NBSP}15.7${NBSP}in`);
  });
  it('en-US without the setting (kartenliebe): gallery bond in centimetres, other materials in the locale’s inches', () => {
    expect(label('gallerybond', kartenliebeUs)).toBe(`60${NBSP}×${NBSP}40${NBSP}cm`);
    expect(label('acrylglas', kartenliebeUs)).toBe(`23.6${NBSP}×${NBSP}15.7${NBSP}in`);
  });
});

describe('toCalculatorOptions', () => {
  it('keeps groups, prices formats from the shop API and converts photo formats to mm', () => {
    const prices = {
      ...photoboxPrices,
      small: (photoboxPrices.small ?? []).filter((entry) => entry.formatType !== '100x100'),
    };
    const options = toCalculatorOptions({ blok: photoboxCalculator, prices });
    const small = options[0] as unknown as {
      value: string;
      initiallySelectedFormat: string;
      formats: { value: string; priceCurrent: number }[];
    };
    expect(small.value).toBe('small');
    expect(small.initiallySelectedFormat).toBe('150x100');
    expect(small.formats.find((format) => format.value === '150x100')?.priceCurrent).toBe(35);
    // A format the API has no price for stays selectable but shows no price.
    expect(Number.isNaN(small.formats.find((format) => format.value === '100x100')?.priceCurrent ?? 0)).toBe(
      true,
    );
    const grouped = toCalculatorOptions({ blok: framedCalculator });
    expect(grouped.map((group) => ('labelKey' in group ? group.labelKey : ''))).toEqual([
      'calculator.group.framed',
      'calculator.group.unframed',
    ]);
  });

  it('lists one price query per option', () => {
    expect(listCalculatorPriceQueries(framedCalculator).slice(0, 3)).toEqual([
      {
        optionValue: 'poster-gerahmt',
        materialType: 'poster',
        frameType: 'holzrahmen',
        photoboxType: undefined,
      },
      {
        optionValue: 'hahnemuehle-gerahmt',
        materialType: 'hahnemuehle',
        frameType: 'alurahmen',
        photoboxType: undefined,
      },
      { optionValue: 'poster', materialType: 'poster', frameType: undefined, photoboxType: undefined },
    ]);
  });
});

describe('readableColors', () => {
  it('keeps editor colours only at WCAG AA contrast', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(readableColors({ background: '#e30613', text: '#ffffff' })).toEqual({
      backgroundColor: '#e30613',
      color: '#ffffff',
    });
    // The seed's CTA blue under white is 4.4:1: the stylesheet's colours apply instead.
    expect(readableColors({ background: '#3f7cac', text: '#ffffff' })).toBeUndefined();
    expect(readableColors({ background: 'red', text: '#fff' })).toBeUndefined();
  });
});

describe('shouldLoadArtboxPrices', () => {
  it.each([
    [{ 'VOLL-1785': 'on' }, true],
    [{ 'VOLL-1785': 'off' }, false],
    [{ 'VOLL-1785': 'control' }, false],
    [{}, false],
  ])('%j → %s', (treatments, expected) => {
    expect(shouldLoadArtboxPrices(treatments)).toBe(expected);
  });
});
