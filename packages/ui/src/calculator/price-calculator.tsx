import { flattenCalculatorOptions } from '@shop/domain/calculator/calculator-state';
import type { CalculatorFormat, CalculatorOptions } from '@shop/domain/calculator/calculator-types';
import { createShopIntl, type ShopIntl } from '@shop/i18n/intl';
import type { BlockContext } from '../blocks/block-types.ts';
import { toCalculatorOptions, type PriceCalculatorBlok } from './calculator-content.ts';
import { PriceCalculatorView, type CalculatorTexts, type FormatLimits } from './price-calculator-view.tsx';

export type { PriceCalculatorBlok };

/** The calculator's translated texts of a locale (server side: formatjs runs here, not in the browser). */
export function buildCalculatorTexts(intl: ShopIntl): CalculatorTexts {
  return {
    material: intl.t('calculator.material'),
    format: intl.t('calculator.format'),
    priceOriginal: intl.t('calculator.priceOriginal'),
    // The placeholder survives for the client, which knows the percentage.
    discount: intl.t('calculator.discount', { percent: '{percent}' }),
    moreFormats: intl.t('calculator.moreFormats'),
    moreFormatsChoose: intl.t('calculator.moreFormats.choose'),
    ownFormat: intl.t('calculator.ownFormat'),
    ownFormatIntro: intl.t('calculator.ownFormat.intro'),
    width: intl.t('calculator.ownFormat.width'),
    height: intl.t('calculator.ownFormat.height'),
    ownFormatSubmit: intl.t('calculator.ownFormat.submit'),
    ownFormatInvalid: intl.t('calculator.ownFormat.invalid'),
    unitCm: intl.t('calculator.unit.cm'),
    unitInch: intl.t('calculator.unit.inch'),
    cta: intl.t('calculator.cta'),
    badge: intl.t('calculator.badge'),
    dialog: Object.fromEntries(['dialog.close', 'dialog.title.calculatorMoreFormats', 'dialog.title.calculatorOwnFormat'].map((key) => [key, intl.t(key)])),
  };
}

export interface PriceCalculatorProps {
  blok: PriceCalculatorBlok;
  context: BlockContext;
  /** Priced options; defaults to `context.calculatorOptions[_uid]`, else the content's options without prices. */
  calculatorOptions?: CalculatorOptions;
  /** Every priced format per option for the more-formats dialog (framed products). */
  moreFormats?: Readonly<Record<string, readonly CalculatorFormat[]>>;
  formatLimits?: Readonly<Record<string, FormatLimits>>;
}

/** Wall pictures can be ordered in any size; the other products only in their listed formats. */
const ownFormatProducts = new Set(['photoframe', 'framed-material']);

/**
 * The `PriceCalculator` blok: translates labels on the server and hands the interactive part to one client leaf.
 * Prices come from the page loader (shop API price routes, see `listCalculatorPriceQueries`).
 */
export function PriceCalculator({ blok, context, calculatorOptions, moreFormats, formatLimits }: PriceCalculatorProps) {
  const intl = createShopIntl(context.locale);
  const options = calculatorOptions ?? context.calculatorOptions?.[blok._uid] ?? toCalculatorOptions({ blok });
  const optionLabels = Object.fromEntries(
    flattenCalculatorOptions(options).map((option) => [option.value, intl.t(option.labelTranslationKey, option.translationOptions)]),
  );
  const groupLabels = Object.fromEntries(
    options.flatMap((entry) => ('labelKey' in entry && entry.labelKey ? [[entry.labelKey, intl.t(entry.labelKey)]] : [])),
  );
  return (
    <PriceCalculatorView
      product={blok.product}
      calculatorOptions={options}
      selectedValue={blok.selectedValue}
      sku={context.sku}
      headline={blok.headline}
      ctaText={blok.ctaText}
      ctaColors={blok.ctaColors}
      labels={blok.labels}
      badgeText={blok.badgeText}
      showFromPrice={blok.showFromPrice}
      moreFormats={blok.moreFormats ? (moreFormats ?? {}) : undefined}
      ownFormat={ownFormatProducts.has(blok.product)}
      formatLimits={formatLimits}
      isCollage={blok.isCollage}
      optionLabels={optionLabels}
      groupLabels={groupLabels}
      texts={buildCalculatorTexts(intl)}
      locale={context.locale}
      platform={context.platform}
      settings={context.settings}
    />
  );
}
