import { getFeatures } from '@shop/config/channel-settings';
import {
  flattenCalculatorOptions,
  getCalculatorContext,
  initialiseCalculatorState,
  type SkuContext,
} from '@shop/domain/calculator/calculator-state';
import type {
  CalculatorFormat,
  CalculatorOptions,
  CalculatorProduct,
} from '@shop/domain/calculator/calculator-types';
import { buildCalculatorDesignerUrl } from '@shop/domain/designer/calculator-designer-url';
import { createShopIntl, type ShopIntl } from '@shop/i18n/intl';
import type { BlockContext } from '../blocks/block-types.ts';
import { buildPriceNote } from '../blocks/price-note.tsx';
import {
  designerUrlKey,
  OWN_FORMAT_MARKER,
  toCalculatorOptions,
  type PriceCalculatorBlok,
} from './calculator-content.ts';
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
    // Photo boxes: placeholders survive for the client, which knows the selected box and print price.
    photoboxBox: intl.t('screens.photobox.box', { price: '{price}' }),
    perPrint: intl.t('screens.photobox.perPrint', { price: '{price}' }),
    dialog: Object.fromEntries(
      ['dialog.close', 'dialog.title.calculatorMoreFormats', 'dialog.title.calculatorOwnFormat'].map(
        (key) => [key, intl.t(key)],
      ),
    ),
  };
}

export interface PriceCalculatorProps {
  blok: PriceCalculatorBlok;
  context: BlockContext;
  /** Priced options; defaults to `context.calculatorOptions[id]`, else the content's options without prices. */
  calculatorOptions?: CalculatorOptions;
  /** Every priced format per option for the more-formats dialog (framed products). */
  moreFormats?: Readonly<Record<string, readonly CalculatorFormat[]>>;
  formatLimits?: Readonly<Record<string, FormatLimits>>;
}

/**
 * Every designer URL the calculator can reach: each material with each of its formats, its more formats and a sku's
 * extra format, plus per material a template for own formats. Built here so the browser needs no channel settings.
 */
export function buildCalculatorDesignerUrls(options: {
  product: CalculatorProduct;
  calculatorOptions: CalculatorOptions;
  moreFormats?: Readonly<Record<string, readonly CalculatorFormat[]>>;
  selectedValue?: string;
  sku?: SkuContext;
  isCollage?: boolean;
  context: BlockContext;
}): { designerUrls: Record<string, string>; ownFormatUrls: Record<string, string> } {
  const { calculatorOptions, context } = options;
  const build = (materialValue: string, format: CalculatorFormat, inList: boolean) =>
    buildCalculatorDesignerUrl({
      product: options.product,
      context: getCalculatorContext({
        state: { materialValue, formatValue: format.value, extraFormat: inList ? null : format },
        calculatorOptions,
      }),
      isCollage: options.isCollage ?? false,
      common: { locale: context.locale, platform: context.platform },
      settings: context.settings,
    });
  const initial = initialiseCalculatorState({
    calculatorOptions,
    selectedValue: options.selectedValue,
    sku: options.sku,
  });
  const designerUrls: Record<string, string> = {};
  const ownFormatUrls: Record<string, string> = {};
  for (const option of flattenCalculatorOptions(calculatorOptions)) {
    for (const format of option.formats)
      designerUrls[designerUrlKey(option.value, format.value)] = build(option.value, format, true);
    const extras = [
      ...(options.moreFormats?.[option.value] ?? []),
      ...(initial.extraFormat && initial.materialValue === option.value ? [initial.extraFormat] : []),
    ];
    for (const format of extras)
      designerUrls[designerUrlKey(option.value, format.value)] ??= build(option.value, format, false);
    ownFormatUrls[option.value] = build(
      option.value,
      {
        value: OWN_FORMAT_MARKER,
        priceCurrent: Number.NaN,
        priceOriginal: Number.NaN,
        context: { formatType: OWN_FORMAT_MARKER },
      },
      false,
    );
  }
  return { designerUrls, ownFormatUrls };
}

/** Wall pictures can be ordered in any size; the other products only in their listed formats. */
const ownFormatProducts = new Set(['photoframe', 'framed-material']);

/**
 * The `PriceCalculator` blok: translates labels on the server and hands the interactive part to one client leaf.
 * Prices come from the page loader (shop API price routes, see `listCalculatorPriceQueries`).
 */
export function PriceCalculator({
  blok,
  context,
  calculatorOptions,
  moreFormats,
  formatLimits,
}: PriceCalculatorProps) {
  const intl = createShopIntl(context.locale);
  const options =
    calculatorOptions ?? context.calculatorOptions?.[blok.id] ?? toCalculatorOptions({ blok });
  const optionLabels = Object.fromEntries(
    flattenCalculatorOptions(options).map((option) => [
      option.value,
      intl.t(option.labelTranslationKey, option.translationOptions),
    ]),
  );
  const more = blok.moreFormats
    ? (moreFormats ?? context.calculatorMoreFormats?.[blok.id] ?? {})
    : undefined;
  const urls = buildCalculatorDesignerUrls({
    product: blok.product,
    calculatorOptions: options,
    moreFormats: more,
    selectedValue: blok.selectedValue,
    sku: context.sku,
    isCollage: blok.isCollage,
    context,
  });
  const groupLabels = Object.fromEntries(
    options.flatMap((entry) =>
      'labelKey' in entry && entry.labelKey ? [[entry.labelKey, intl.t(entry.labelKey)]] : [],
    ),
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
      inchForAluminiumGalleryPrints={getFeatures(context.settings, context.locale).inchForAluminiumGalleryPrints}
      moreFormats={more}
      ownFormat={ownFormatProducts.has(blok.product)}
      formatLimits={formatLimits ?? context.calculatorFormatLimits?.[blok.id]}
      priceFormat={context.actions?.priceCalculatorFormat}
      resolveSku={context.actions?.resolveSku}
      optionLabels={optionLabels}
      groupLabels={groupLabels}
      texts={buildCalculatorTexts(intl)}
      locale={context.locale}
      designerUrls={urls.designerUrls}
      boxPrices={blok.product === 'photobox' ? context.calculatorBoxPrices?.[blok.id] : undefined}
      priceNote={context.shippingCostsHref ? buildPriceNote(intl, context.locale, context.shippingCostsHref) : undefined}
      ownFormatUrls={ownFormatProducts.has(blok.product) ? urls.ownFormatUrls : undefined}
    />
  );
}
