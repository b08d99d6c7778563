import { describe, expect, it } from 'vitest';
import {
  flattenCalculatorOptions,
  getCalculatorContext,
  getSelectedCalculatorFormat,
  initialiseCalculatorState,
  listCalculatorFormats,
  selectCalculatorFormat,
  selectCalculatorMaterial,
  type CalculatorState,
} from './calculator-state.ts';
import {
  calculatorProducts,
  type CalculatorFormat,
  type CalculatorOption,
  type CalculatorOptionGroup,
} from './calculator-types.ts';

function format(value: string, priceCurrent = 2990, priceOriginal = 3990): CalculatorFormat {
  return { value, priceCurrent, priceOriginal, context: { formatType: value } };
}

const poster: CalculatorOption = {
  value: 'poster',
  labelTranslationKey: 'material.poster',
  formats: [format('300x200'), format('600x400'), format('900x600')],
  initiallySelectedFormat: '600x400',
  context: { materialType: 'poster', frameType: 'holzrahmen' },
};
const canvas: CalculatorOption = {
  value: 'leinwand',
  labelTranslationKey: 'material.leinwand',
  formats: [format('400x300'), format('800x600')],
  initiallySelectedFormat: '800x600',
  context: { materialType: 'leinwand' },
};
const plain = [poster, canvas];
const grouped: CalculatorOptionGroup[] = [
  { labelKey: 'group.paper', options: [poster] },
  { labelKey: 'group.canvas', options: [canvas] },
];

describe('calculator products', () => {
  it('are the six of spec point 2', () => {
    expect(calculatorProducts).toEqual([
      'photoframe',
      'framed-material',
      'photobox',
      'photoprint',
      'photobook',
      'collage',
    ]);
  });
});

describe('flattenCalculatorOptions', () => {
  it.each([
    ['plain', plain],
    ['grouped', grouped],
  ])('%s options flatten to the materials in order', (_name, options) => {
    expect(flattenCalculatorOptions(options).map((option) => option.value)).toEqual(['poster', 'leinwand']);
  });
});

describe('initialiseCalculatorState', () => {
  it.each([
    ['first option by default', {}, { materialValue: 'poster', formatValue: '600x400', extraFormat: null }],
    [
      'the selected value',
      { selectedValue: 'leinwand' },
      { materialValue: 'leinwand', formatValue: '800x600', extraFormat: null },
    ],
    [
      'unknown selected value falls back to the first',
      { selectedValue: 'holz' },
      { materialValue: 'poster', formatValue: '600x400', extraFormat: null },
    ],
    [
      'sku context selects material and format',
      { sku: { materialType: 'leinwand', formatType: '400x300', priceCurrent: 1, priceOriginal: 2 } },
      { materialValue: 'leinwand', formatValue: '400x300', extraFormat: null },
    ],
    [
      'sku wins over the selected value',
      {
        selectedValue: 'leinwand',
        sku: { materialType: 'poster', formatType: '900x600', priceCurrent: 1, priceOriginal: 2 },
      },
      { materialValue: 'poster', formatValue: '900x600', extraFormat: null },
    ],
    [
      'sku with a material nobody offers is ignored',
      { sku: { materialType: 'echtglas', formatType: '400x300', priceCurrent: 1, priceOriginal: 2 } },
      { materialValue: 'poster', formatValue: '600x400', extraFormat: null },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(initialiseCalculatorState({ calculatorOptions: grouped, ...input })).toEqual(expected);
  });

  it('keeps an unlisted sku format as extra entry with the sku prices', () => {
    const state = initialiseCalculatorState({
      calculatorOptions: plain,
      sku: { materialType: 'poster', formatType: '1000x700', priceCurrent: 4990, priceOriginal: 5990 },
    });
    expect(state).toEqual({
      materialValue: 'poster',
      formatValue: '1000x700',
      extraFormat: {
        value: '1000x700',
        priceCurrent: 4990,
        priceOriginal: 5990,
        context: { formatType: '1000x700', materialType: 'poster' },
      },
    });
  });

  it('is empty without options', () => {
    expect(initialiseCalculatorState({ calculatorOptions: [] })).toEqual({
      materialValue: '',
      formatValue: '',
      extraFormat: null,
    });
  });
});

describe('calculator transitions', () => {
  const start: CalculatorState = { materialValue: 'poster', formatValue: '900x600', extraFormat: null };

  it('selecting a material resets the format to its initial format', () => {
    expect(selectCalculatorMaterial({ state: start, calculatorOptions: plain, value: 'leinwand' })).toEqual({
      materialValue: 'leinwand',
      formatValue: '800x600',
      extraFormat: null,
    });
  });

  it('selecting an unknown material changes nothing', () => {
    expect(selectCalculatorMaterial({ state: start, calculatorOptions: plain, value: 'holz' })).toBe(start);
  });

  it('a more-formats choice outside the list is kept as extra entry, then cleared by the next choice', () => {
    const custom = format('1200x800', 8990, 8990);
    const withExtra = selectCalculatorFormat({ state: start, calculatorOptions: plain, format: custom });
    expect(withExtra).toEqual({ materialValue: 'poster', formatValue: '1200x800', extraFormat: custom });
    expect(
      listCalculatorFormats({ state: withExtra, calculatorOptions: plain }).map((entry) => entry.value),
    ).toEqual(['300x200', '600x400', '900x600', '1200x800']);
    expect(getSelectedCalculatorFormat({ state: withExtra, calculatorOptions: plain })).toBe(custom);

    const next = selectCalculatorFormat({
      state: withExtra,
      calculatorOptions: plain,
      format: format('300x200'),
    });
    expect(next).toEqual({ materialValue: 'poster', formatValue: '300x200', extraFormat: null });
    expect(listCalculatorFormats({ state: next, calculatorOptions: plain })).toHaveLength(3);
  });

  it('a more-formats choice that the list has is selected without extra entry', () => {
    expect(
      selectCalculatorFormat({ state: start, calculatorOptions: plain, format: format('300x200') })
        .extraFormat,
    ).toBeNull();
  });

  it('a new extra choice replaces the previous one', () => {
    const first = selectCalculatorFormat({
      state: start,
      calculatorOptions: plain,
      format: format('1200x800'),
    });
    const second = selectCalculatorFormat({
      state: first,
      calculatorOptions: plain,
      format: format('1500x1000'),
    });
    expect(second.extraFormat?.value).toBe('1500x1000');
  });

  it('changing the material clears the extra entry', () => {
    const withExtra = selectCalculatorFormat({
      state: start,
      calculatorOptions: plain,
      format: format('1200x800'),
    });
    expect(selectCalculatorMaterial({ state: withExtra, calculatorOptions: plain, value: 'poster' })).toEqual(
      {
        materialValue: 'poster',
        formatValue: '600x400',
        extraFormat: null,
      },
    );
  });

  it('a state without a known material keeps any chosen format as extra', () => {
    const empty: CalculatorState = { materialValue: '', formatValue: '', extraFormat: null };
    expect(
      selectCalculatorFormat({ state: empty, calculatorOptions: [], format: format('300x200') }).extraFormat
        ?.value,
    ).toBe('300x200');
    expect(listCalculatorFormats({ state: empty, calculatorOptions: [] })).toEqual([]);
  });
});

describe('getCalculatorContext', () => {
  it.each([
    [
      { materialValue: 'poster', formatValue: '600x400', extraFormat: null },
      { materialType: 'poster', frameType: 'holzrahmen', formatType: '600x400' },
    ],
    [{ materialValue: 'leinwand', formatValue: 'gone', extraFormat: null }, { materialType: 'leinwand' }],
    [{ materialValue: '', formatValue: '', extraFormat: null }, {}],
  ])('%j → %j', (state, expected) => {
    expect(getCalculatorContext({ state, calculatorOptions: plain })).toEqual(expected);
  });
});
