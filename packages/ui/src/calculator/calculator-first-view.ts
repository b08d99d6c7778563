import type { Locale } from '@shop/config/markets';
import {
  flattenCalculatorOptions,
  listCalculatorFormats,
  type CalculatorState,
} from '@shop/domain/calculator/calculator-state';
import type { CalculatorOptions, CalculatorProduct } from '@shop/domain/calculator/calculator-types';
import { formatPrice } from '@shop/domain/format-price';
import { formatCalculatorFormat } from './calculator-content.ts';

/**
 * The texts of a calculator's first view, formatted on the server: the format labels and prices of the material it
 * opens with. The view shows them while that material stays selected, so hydrating the calculator creates no Intl
 * formatter: the browser's first one loads ICU's locale data, 20–30 ms on the main thread in Chromium, which was the
 * calculator's largest piece of its hydration task (issue 16). Another material, an own format or a sku resolved in
 * the browser are formatted there, when the visitor gets to them.
 */
export interface CalculatorFirstView {
  material: string;
  /** Format value → label (`formatCalculatorFormat`). */
  labels: Readonly<Record<string, string>>;
  /** Amount in minor units → price (`formatPrice`). */
  prices: Readonly<Record<string, string>>;
}

export interface CalculatorLabelOptions {
  product: CalculatorProduct;
  locale: Locale;
  units: { cm: string; inch: string };
  inchForAluminiumGalleryPrints?: boolean | undefined;
}

/** The catalogue key of a material (`context.materialType`), which decides an aluminium gallery print's unit. */
export function findMaterialType(
  calculatorOptions: CalculatorOptions,
  materialValue: string,
): string | undefined {
  return flattenCalculatorOptions(calculatorOptions).find((option) => option.value === materialValue)?.context
    ?.materialType;
}

/** A format's label as the view shows it for a material. */
export function labelCalculatorFormat(
  value: string,
  materialType: string | undefined,
  options: CalculatorLabelOptions,
) {
  return formatCalculatorFormat({
    value,
    product: options.product,
    locale: options.locale,
    units: options.units,
    materialType,
    inchForAluminiumGalleryPrints: options.inchForAluminiumGalleryPrints,
  });
}

/** The first view's texts for the state the calculator opens with (and the photo box's price of its material). */
export function buildCalculatorFirstView(
  options: CalculatorLabelOptions & {
    calculatorOptions: CalculatorOptions;
    state: CalculatorState;
    boxPrices?: Readonly<Record<string, number>> | undefined;
  },
): CalculatorFirstView {
  const { calculatorOptions, state, locale } = options;
  const materialType = findMaterialType(calculatorOptions, state.materialValue);
  const labels: Record<string, string> = {};
  const prices: Record<string, string> = {};
  const addPrice = (amountMinor: number | undefined) => {
    if (amountMinor === undefined || !Number.isFinite(amountMinor)) return;
    prices[amountMinor] = formatPrice({ amountMinor, locale });
  };
  for (const format of listCalculatorFormats({ state, calculatorOptions })) {
    labels[format.value] = labelCalculatorFormat(format.value, materialType, options);
    addPrice(format.priceCurrent);
    addPrice(format.priceOriginal);
  }
  addPrice(options.boxPrices?.[state.materialValue]);
  return { material: state.materialValue, labels, prices };
}
