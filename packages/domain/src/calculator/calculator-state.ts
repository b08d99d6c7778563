import type {
  CalculatorContext,
  CalculatorFormat,
  CalculatorOption,
  CalculatorOptionGroup,
  CalculatorOptions,
} from './calculator-types.ts';

export interface CalculatorState {
  /** Value of the selected material option; '' when the calculator has no options. */
  materialValue: string;
  formatValue: string;
  /** A format picked in the more-formats dialog that the material's list does not have; shown as an extra entry. */
  extraFormat: CalculatorFormat | null;
}

/** The sku context a content page may carry to preselect a variant (spec point 3); prices in minor units. */
export interface SkuContext {
  formatType: string;
  materialType: string;
  priceCurrent: number;
  priceOriginal: number;
}

function isGroup(entry: CalculatorOption | CalculatorOptionGroup): entry is CalculatorOptionGroup {
  return 'options' in entry;
}

/** The material options of a calculator, groups flattened in order. */
export function flattenCalculatorOptions(options: CalculatorOptions): CalculatorOption[] {
  return (options as readonly (CalculatorOption | CalculatorOptionGroup)[]).flatMap((entry) =>
    isGroup(entry) ? entry.options : [entry],
  );
}

function findOption(options: CalculatorOptions, value: string): CalculatorOption | undefined {
  return flattenCalculatorOptions(options).find((option) => option.value === value);
}

function matchesFormat(format: CalculatorFormat, formatType: string): boolean {
  return format.value === formatType || format.context?.formatType === formatType;
}

/** Selecting a material resets the format to that material's initial format and drops any extra entry. */
export function selectCalculatorMaterial(options: {
  state: CalculatorState;
  calculatorOptions: CalculatorOptions;
  value: string;
}): CalculatorState {
  const option = findOption(options.calculatorOptions, options.value);
  if (!option) return options.state;
  return { materialValue: option.value, formatValue: option.initiallySelectedFormat, extraFormat: null };
}

/**
 * Choosing a format: one from the material's list clears the extra entry; one from the more-formats dialog that the
 * list does not have becomes the extra entry until another format is chosen.
 */
export function selectCalculatorFormat(options: {
  state: CalculatorState;
  calculatorOptions: CalculatorOptions;
  format: CalculatorFormat;
}): CalculatorState {
  const { state, format } = options;
  const material = findOption(options.calculatorOptions, state.materialValue);
  const inList = material?.formats.some((candidate) => candidate.value === format.value) ?? false;
  return { ...state, formatValue: format.value, extraFormat: inList ? null : format };
}

/** The initial state: a matching sku variant wins, then the block's selected value, then the first option. */
export function initialiseCalculatorState(options: {
  calculatorOptions: CalculatorOptions;
  selectedValue?: string;
  sku?: SkuContext;
}): CalculatorState {
  const all = flattenCalculatorOptions(options.calculatorOptions);
  const { sku } = options;
  if (sku) {
    const material = all.find(
      (option) => option.context?.materialType === sku.materialType || option.value === sku.materialType,
    );
    if (material) {
      const format = material.formats.find((candidate) => matchesFormat(candidate, sku.formatType));
      if (format) return { materialValue: material.value, formatValue: format.value, extraFormat: null };
      // The sku names a format the block does not list: shown as an extra entry with the sku's own prices.
      const extraFormat: CalculatorFormat = {
        value: sku.formatType,
        priceCurrent: sku.priceCurrent,
        priceOriginal: sku.priceOriginal,
        context: { formatType: sku.formatType, materialType: sku.materialType },
      };
      return { materialValue: material.value, formatValue: sku.formatType, extraFormat };
    }
  }
  const selected =
    (options.selectedValue === undefined
      ? undefined
      : all.find((option) => option.value === options.selectedValue)) ?? all[0];
  if (!selected) return { materialValue: '', formatValue: '', extraFormat: null };
  return { materialValue: selected.value, formatValue: selected.initiallySelectedFormat, extraFormat: null };
}

/** The formats to list for the selected material, with the extra entry last. */
export function listCalculatorFormats(options: {
  state: CalculatorState;
  calculatorOptions: CalculatorOptions;
}): CalculatorFormat[] {
  const material = findOption(options.calculatorOptions, options.state.materialValue);
  const formats = [...(material?.formats ?? [])];
  return options.state.extraFormat ? [...formats, options.state.extraFormat] : formats;
}

/** The selected format, if the state points to one. */
export function getSelectedCalculatorFormat(options: {
  state: CalculatorState;
  calculatorOptions: CalculatorOptions;
}): CalculatorFormat | undefined {
  return listCalculatorFormats(options).find((format) => format.value === options.state.formatValue);
}

/** The designer context of the selection: the material's context overlaid by the format's. */
export function getCalculatorContext(options: {
  state: CalculatorState;
  calculatorOptions: CalculatorOptions;
}): CalculatorContext {
  const material = findOption(options.calculatorOptions, options.state.materialValue);
  const format = getSelectedCalculatorFormat(options);
  return { ...material?.context, ...format?.context };
}
