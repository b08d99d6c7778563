import type {
  CalculatorContext,
  CalculatorFormat,
  CalculatorOption,
  CalculatorOptionGroup,
  CalculatorOptions,
} from '@shop/domain/calculator/calculator-types';
import { flattenCalculatorOptions } from '@shop/domain/calculator/calculator-state';
import type { CalculatorFormatLimits } from '../blocks/block-types.ts';

/**
 * The calculator's options as the server hands them to the browser (issue 16): everything the client island gets is
 * in the page twice (HTML and flight data), and a format as an object (`{"value":"300x200","priceCurrent":1343,
 * "priceOriginal":1343,"context":{"formatType":"300x200"}}`, 90 bytes) was 14 KB of wallart's /wandbilder. A plain
 * format travels as one string, `"300x200 1343"` (value and price in minor units, then the original price when it
 * differs; the value alone when it has no price); any other format stays an object. Labels arrive translated.
 */
export type PackedCalculatorFormat = string | CalculatorFormat;

export interface PackedCalculatorOption {
  value: string;
  /** The translated label of the material select. */
  label: string;
  formats: PackedCalculatorFormat[];
  initiallySelectedFormat: string;
  context?: CalculatorContext;
}

export interface PackedCalculatorGroup {
  /** The translated `optgroup` label; '' for options outside a group. */
  label: string;
  options: PackedCalculatorOption[];
}

export type PackedCalculatorOptions = PackedCalculatorOption[] | PackedCalculatorGroup[];

const isWholeMinor = (amount: number) => Number.isSafeInteger(amount);

/** One format for the wire: a string where the string says all of it, else the format itself. */
export function packCalculatorFormat(format: CalculatorFormat): PackedCalculatorFormat {
  const context = format.context;
  const plainContext =
    context !== undefined && Object.keys(context).length === 1 && context.formatType === format.value;
  const plainValue = format.value !== '' && !/\s/.test(format.value);
  if (!plainContext || !plainValue) return format;
  if (Number.isNaN(format.priceCurrent) && Number.isNaN(format.priceOriginal)) return format.value;
  if (!isWholeMinor(format.priceCurrent) || !isWholeMinor(format.priceOriginal)) return format;
  return format.priceOriginal === format.priceCurrent
    ? `${format.value} ${format.priceCurrent}`
    : `${format.value} ${format.priceCurrent} ${format.priceOriginal}`;
}

/** The format a wire entry stands for (the inverse of `packCalculatorFormat`). */
export function unpackCalculatorFormat(packed: PackedCalculatorFormat): CalculatorFormat {
  if (typeof packed !== 'string') return packed;
  const [value = '', current, original] = packed.split(' ');
  const priceCurrent = current === undefined ? Number.NaN : Number(current);
  const priceOriginal = original === undefined ? priceCurrent : Number(original);
  return { value, priceCurrent, priceOriginal, context: { formatType: value } };
}

function isGroup(entry: CalculatorOption | CalculatorOptionGroup): entry is CalculatorOptionGroup {
  return 'options' in entry;
}

/**
 * The options for the wire, with their translated labels (by option value and by group label key) in place of the
 * translation keys the browser cannot resolve.
 */
export function packCalculatorOptions(
  options: CalculatorOptions,
  labels: { optionLabels: Readonly<Record<string, string>>; groupLabels: Readonly<Record<string, string>> },
): PackedCalculatorOptions {
  const packOption = (option: CalculatorOption): PackedCalculatorOption => ({
    value: option.value,
    label: labels.optionLabels[option.value] ?? option.value,
    formats: option.formats.map(packCalculatorFormat),
    initiallySelectedFormat: option.initiallySelectedFormat,
    ...(option.context && Object.keys(option.context).length > 0 ? { context: option.context } : {}),
  });
  const entries = options as readonly (CalculatorOption | CalculatorOptionGroup)[];
  if (entries.length > 0 && entries.every(isGroup))
    return (entries as readonly CalculatorOptionGroup[]).map((group) => ({
      label: group.labelKey ? (labels.groupLabels[group.labelKey] ?? group.labelKey) : '',
      options: group.options.map(packOption),
    }));
  return flattenCalculatorOptions(options).map(packOption);
}

function isPackedGroup(entry: PackedCalculatorOption | PackedCalculatorGroup): entry is PackedCalculatorGroup {
  return 'options' in entry;
}

/**
 * The domain's options back from the wire, and the labels: `optionLabels` by option value, and each group's label
 * (the group's `labelKey` is its label here, the browser needs no key).
 */
export function unpackCalculatorOptions(packed: PackedCalculatorOptions): {
  calculatorOptions: CalculatorOptions;
  optionLabels: Record<string, string>;
} {
  const optionLabels: Record<string, string> = {};
  const unpackOption = (option: PackedCalculatorOption): CalculatorOption => {
    optionLabels[option.value] = option.label;
    return {
      value: option.value,
      labelTranslationKey: '',
      formats: option.formats.map(unpackCalculatorFormat),
      initiallySelectedFormat: option.initiallySelectedFormat,
      context: option.context ?? {},
    };
  };
  const entries = packed as readonly (PackedCalculatorOption | PackedCalculatorGroup)[];
  const calculatorOptions: CalculatorOptions =
    entries.length > 0 && entries.every(isPackedGroup)
      ? (entries as readonly PackedCalculatorGroup[]).map((group) => ({
          labelKey: group.label,
          options: group.options.map(unpackOption),
        }))
      : (entries as readonly PackedCalculatorOption[]).map(unpackOption);
  return { calculatorOptions, optionLabels };
}

/** The more-formats lists per option for the wire. */
export function packMoreFormats(
  moreFormats: Readonly<Record<string, readonly CalculatorFormat[]>>,
): Record<string, PackedCalculatorFormat[]> {
  return Object.fromEntries(
    Object.entries(moreFormats).map(([value, formats]) => [value, formats.map(packCalculatorFormat)]),
  );
}

/**
 * The designer URL templates for the wire: what all of them start and end with once (`/configurator-photo-frame?
 * materialType=` … `&locale=de-DE&platform=web&formatType=OWNFORMAT`), and per material only what lies between.
 */
export interface PackedDesignerUrlTemplates {
  prefix: string;
  suffix: string;
  /** By material value: the template without `prefix` and `suffix`. */
  middles: Record<string, string>;
}

/** The templates with their shared start and end sent once. */
export function packDesignerUrlTemplates(templates: Readonly<Record<string, string>>): PackedDesignerUrlTemplates {
  const values = Object.values(templates);
  const first = values[0] ?? '';
  const shortest = Math.min(...values.map((value) => value.length), first.length);
  let prefix = 0;
  while (prefix < shortest && values.every((value) => value[prefix] === first[prefix])) prefix += 1;
  let suffix = 0;
  while (suffix < shortest - prefix && values.every((value) => value.at(-1 - suffix) === first.at(-1 - suffix))) suffix += 1;
  return {
    prefix: first.slice(0, prefix),
    suffix: suffix === 0 ? '' : first.slice(-suffix),
    middles: Object.fromEntries(
      Object.entries(templates).map(([material, value]) => [material, value.slice(prefix, value.length - suffix)]),
    ),
  };
}

/** The templates back from the wire. */
export function unpackDesignerUrlTemplates(packed: PackedDesignerUrlTemplates): Record<string, string> {
  return Object.fromEntries(
    Object.entries(packed.middles).map(([material, middle]) => [material, `${packed.prefix}${middle}${packed.suffix}`]),
  );
}

/** Smallest and largest own format of a material in millimetres, as `[minWidth, maxWidth, minHeight, maxHeight]`. */
export type PackedFormatLimits = readonly [number, number, number, number];

/** The own-format limits for the wire, four numbers per material instead of four named fields. */
export function packFormatLimits(
  limits: Readonly<Record<string, CalculatorFormatLimits>>,
): Record<string, PackedFormatLimits> {
  return Object.fromEntries(
    Object.entries(limits).map(([material, limit]) => [
      material,
      [limit.minWidthMm, limit.maxWidthMm, limit.minHeightMm, limit.maxHeightMm] as const,
    ]),
  );
}

/** One material's own-format limits back from the wire. */
export function unpackFormatLimits(packed: PackedFormatLimits | undefined): CalculatorFormatLimits | undefined {
  if (!packed) return undefined;
  const [minWidthMm, maxWidthMm, minHeightMm, maxHeightMm] = packed;
  return { minWidthMm, maxWidthMm, minHeightMm, maxHeightMm };
}
