import { describe, expect, it } from 'vitest';
import { flattenCalculatorOptions } from '@shop/domain/calculator/calculator-state';
import type { CalculatorFormat } from '@shop/domain/calculator/calculator-types';
import {
  framedMoreFormats,
  framedOptions,
  photobookCalculator,
  photobookPrices,
  photoboxCalculator,
  photoboxPrices,
} from '../blocks/block-fixtures.ts';
import { toCalculatorOptions } from './calculator-content.ts';
import {
  packCalculatorFormat,
  packCalculatorOptions,
  packDesignerUrlTemplates,
  packFormatLimits,
  packMoreFormats,
  unpackCalculatorFormat,
  unpackCalculatorOptions,
  unpackDesignerUrlTemplates,
  unpackFormatLimits,
} from './calculator-wire.ts';

const plain = (value: string, priceCurrent: number, priceOriginal = priceCurrent): CalculatorFormat => ({
  value,
  priceCurrent,
  priceOriginal,
  context: { formatType: value },
});

describe('calculator wire format (issue 16: the island gets the options in few bytes)', () => {
  it.each([
    ['a format at its price', plain('300x200', 1343), '300x200 1343'],
    ['a format on promotion keeps its original price', plain('450x300', 1512, 1890), '450x300 1512 1890'],
    ['a format without a known price is its value', plain('a4-hoch', Number.NaN), 'a4-hoch'],
  ])('%s travels as one string', (_name, format, packed) => {
    expect(packCalculatorFormat(format)).toBe(packed);
    expect(unpackCalculatorFormat(packed)).toEqual(format);
  });

  it.each([
    ['a format with more context', { ...plain('300x200', 990), context: { formatType: '300x200', designId: '7' } }],
    ['a format whose format type differs from its value', { ...plain('1500x1000', 990), context: { formatType: '150x100' } }],
    ['a format without context', { value: '300x200', priceCurrent: 990, priceOriginal: 990 }],
    ['a price in fractions of a minor unit', plain('300x200', 990.5)],
    ['a price known only as the original', plain('300x200', Number.NaN, 990)],
    ['a value with a space', plain('30 x 20', 990)],
  ])('%s stays an object', (_name, format) => {
    expect(packCalculatorFormat(format)).toEqual(format);
    expect(unpackCalculatorFormat(packCalculatorFormat(format))).toEqual(format);
  });

  it('gives back the grouped options with their formats, contexts and translated labels', () => {
    const optionLabels = Object.fromEntries(flattenCalculatorOptions(framedOptions).map((option) => [option.value, `Label ${option.value}`]));
    const groupLabels = { 'calculator.group.framed': 'Gerahmt', 'calculator.group.unframed': 'Ohne Rahmen' };
    const packed = packCalculatorOptions(framedOptions, { optionLabels, groupLabels });
    const { calculatorOptions, optionLabels: labels } = unpackCalculatorOptions(JSON.parse(JSON.stringify(packed)));
    expect(labels).toEqual(optionLabels);
    expect(calculatorOptions.map((group) => ('labelKey' in group ? group.labelKey : undefined))).toEqual(['Gerahmt', 'Ohne Rahmen']);
    const strip = (options: typeof framedOptions) =>
      flattenCalculatorOptions(options).map(({ value, formats, initiallySelectedFormat, context }) => ({ value, formats, initiallySelectedFormat, context }));
    expect(strip(calculatorOptions)).toEqual(strip(framedOptions));
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(framedOptions).length / 2);
  });

  it('keeps plain options plain, photo boxes and photobooks alike', () => {
    for (const options of [
      toCalculatorOptions({ blok: photoboxCalculator, prices: photoboxPrices }),
      toCalculatorOptions({ blok: photobookCalculator, prices: photobookPrices }),
    ]) {
      const { calculatorOptions } = unpackCalculatorOptions(packCalculatorOptions(options, { optionLabels: {}, groupLabels: {} }));
      expect(calculatorOptions.every((option) => !('options' in option))).toBe(true);
      expect(flattenCalculatorOptions(calculatorOptions).map((option) => option.formats)).toEqual(
        flattenCalculatorOptions(options).map((option) => option.formats),
      );
    }
  });

  it('packs the more-formats lists to a fraction of their size and back', () => {
    const packed = packMoreFormats(framedMoreFormats);
    expect(Object.fromEntries(Object.entries(packed).map(([value, formats]) => [value, formats.map(unpackCalculatorFormat)]))).toEqual(
      framedMoreFormats,
    );
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(framedMoreFormats).length / 3);
  });

  it('sends the designer URL templates\' shared start and end once and gives every template back', () => {
    const templates = {
      'poster-gerahmt': '/configurator-photo-frame?materialType=poster&frameType=holzrahmen&locale=de-DE&platform=web&formatType=OWNFORMAT',
      poster: '/configurator-photo-frame?materialType=poster&locale=de-DE&platform=web&formatType=OWNFORMAT',
      leinwand: '/configurator-photo-frame?materialType=leinwand&locale=de-DE&platform=web&formatType=OWNFORMAT',
    };
    const packed = packDesignerUrlTemplates(templates);
    expect(packed.prefix).toBe('/configurator-photo-frame?materialType=');
    expect(packed.suffix).toBe('&locale=de-DE&platform=web&formatType=OWNFORMAT');
    expect(packed.middles.poster).toBe('poster');
    expect(unpackDesignerUrlTemplates(JSON.parse(JSON.stringify(packed)))).toEqual(templates);
  });

  it.each([
    ['one template', { hardcover: '/configurator-photobook?format=OWNFORMAT' }],
    ['equal templates', { a: '/x?format=OWNFORMAT', b: '/x?format=OWNFORMAT' }],
    ['one template the start of another', { a: '/x?format=OWNFORMAT', b: '/x?format=OWNFORMAT&more=1' }],
    ['no templates', {}],
  ])('gives back %s exactly', (_name, templates: Record<string, string>) => {
    expect(unpackDesignerUrlTemplates(packDesignerUrlTemplates(templates))).toEqual(templates);
  });

  it('sends own-format limits as four numbers per material', () => {
    const limits = { poster: { minWidthMm: 200, maxWidthMm: 1500, minHeightMm: 200, maxHeightMm: 1000 } };
    const packed = packFormatLimits(limits);
    expect(packed.poster).toEqual([200, 1500, 200, 1000]);
    expect(unpackFormatLimits(packed.poster)).toEqual(limits.poster);
    expect(unpackFormatLimits(undefined)).toBeUndefined();
  });
});
