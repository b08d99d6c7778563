/** The products the price calculator block sells (spec point 2). */
export const calculatorProducts = [
  'photoframe',
  'framed-material',
  'photobox',
  'photoprint',
  'photobook',
  'collage',
] as const;
export type CalculatorProduct = (typeof calculatorProducts)[number];

/** What a calculator option or format passes on to the designer and to preselection. */
export interface CalculatorContext {
  designId?: string;
  formatType?: string;
  materialType?: string;
  photoboxType?: string;
  frameType?: string;
}

export interface CalculatorFormat {
  value: string;
  /** Minor units. */
  priceCurrent: number;
  /** Minor units. */
  priceOriginal: number;
  context?: CalculatorContext;
}

export interface CalculatorOption {
  value: string;
  labelTranslationKey: string;
  translationOptions?: Record<string, string | number>;
  formats: readonly CalculatorFormat[];
  initiallySelectedFormat: string;
  context?: CalculatorContext;
}

export interface CalculatorOptionGroup {
  labelKey: string;
  options: readonly CalculatorOption[];
}

/** Options come plain or grouped under a label key. */
export type CalculatorOptions = readonly CalculatorOption[] | readonly CalculatorOptionGroup[];
