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
import { buildCalculatorFirstView } from './calculator-first-view.ts';
import {
  designerUrlKey,
  OWN_FORMAT_MARKER,
  toCalculatorOptions,
  type PriceCalculatorBlok,
} from './calculator-content.ts';
import {
  packCalculatorOptions,
  packDesignerUrlTemplates,
  packFormatLimits,
  packMoreFormats,
} from './calculator-wire.ts';
import { PriceCalculatorView, type CalculatorTexts, type FormatLimits } from './price-calculator-view.tsx';

export type { PriceCalculatorBlok };

/** The parts of a calculator that have texts of their own; a text of a part it does not have is not sent. */
export interface CalculatorTextParts {
  moreFormats: boolean;
  ownFormat: boolean;
  photobox: boolean;
}

/** The calculator's translated texts of a locale (server side: formatjs runs here, not in the browser). */
export function buildCalculatorTexts(
  intl: ShopIntl,
  parts: CalculatorTextParts = { moreFormats: true, ownFormat: true, photobox: true },
): CalculatorTexts {
  const dialogKeys = [
    ...(parts.moreFormats || parts.ownFormat ? ['dialog.close'] : []),
    ...(parts.moreFormats ? ['dialog.title.calculatorMoreFormats'] : []),
    ...(parts.ownFormat ? ['dialog.title.calculatorOwnFormat'] : []),
  ];
  return {
    material: intl.t('calculator.material'),
    format: intl.t('calculator.format'),
    priceOriginal: intl.t('calculator.priceOriginal'),
    // The placeholder survives for the client, which knows the percentage.
    discount: intl.t('calculator.discount', { percent: '{percent}' }),
    ...(parts.moreFormats
      ? { moreFormats: intl.t('calculator.moreFormats'), moreFormatsChoose: intl.t('calculator.moreFormats.choose') }
      : {}),
    // The more-formats dialog links to the own format, so its name comes with either part.
    ...(parts.moreFormats || parts.ownFormat ? { ownFormat: intl.t('calculator.ownFormat') } : {}),
    ...(parts.ownFormat
      ? {
          ownFormatIntro: intl.t('calculator.ownFormat.intro'),
          width: intl.t('calculator.ownFormat.width'),
          height: intl.t('calculator.ownFormat.height'),
          ownFormatSubmit: intl.t('calculator.ownFormat.submit'),
          ownFormatInvalid: intl.t('calculator.ownFormat.invalid'),
        }
      : {}),
    unitCm: intl.t('calculator.unit.cm'),
    unitInch: intl.t('calculator.unit.inch'),
    cta: intl.t('calculator.cta'),
    badge: intl.t('calculator.badge'),
    // Photo boxes: placeholders survive for the client, which knows the selected box and print price.
    ...(parts.photobox
      ? {
          photoboxBox: intl.t('screens.photobox.box', { price: '{price}' }),
          perPrint: intl.t('screens.photobox.perPrint', { price: '{price}' }),
        }
      : {}),
    dialog: Object.fromEntries(dialogKeys.map((key) => [key, intl.t(key)])),
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

const packLimits = (limits: Readonly<Record<string, FormatLimits>> | undefined) => limits && packFormatLimits(limits);

/** Wall pictures can be ordered in any size; the other products only in their listed formats. */
const ownFormatProducts = new Set<CalculatorProduct>(['photoframe', 'framed-material']);

/**
 * Every designer URL the calculator can reach, in few bytes: per material a template with `OWN_FORMAT_MARKER` for the
 * format, and for each material's formats, more formats and a sku's extra format only the URLs that differ from their
 * template's. The template of a product with an own format is the own format's URL; any other product's is its first
 * format's URL with the marker in its format's place (a photobook's own-format URL lacks what every listed format's
 * has, so no listed URL would follow from it). Built here so the browser needs no channel settings.
 */
export function buildCalculatorDesignerUrls(options: {
  product: CalculatorProduct;
  calculatorOptions: CalculatorOptions;
  moreFormats?: Readonly<Record<string, readonly CalculatorFormat[]>>;
  selectedValue?: string;
  sku?: SkuContext;
  isCollage?: boolean;
  context: BlockContext;
}): { designerUrls: Record<string, string>; designerUrlTemplates: Record<string, string> } {
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
  const designerUrlTemplates: Record<string, string> = {};
  for (const option of flattenCalculatorOptions(calculatorOptions)) {
    let template = build(
      option.value,
      {
        value: OWN_FORMAT_MARKER,
        priceCurrent: Number.NaN,
        priceOriginal: Number.NaN,
        context: { formatType: OWN_FORMAT_MARKER },
      },
      false,
    );
    const first = option.formats[0];
    if (!ownFormatProducts.has(options.product) && first) {
      const url = build(option.value, first, true);
      const encoded = encodeURIComponent(first.value);
      if (url.split(encoded).length === 2) template = url.replace(encoded, OWN_FORMAT_MARKER);
    }
    designerUrlTemplates[option.value] = template;
    // A format in the list wins over the same format among the more formats or the sku's extra one.
    const seen = new Set<string>();
    const keep = (format: CalculatorFormat, inList: boolean) => {
      const key = designerUrlKey(option.value, format.value);
      if (seen.has(key)) return;
      seen.add(key);
      const url = build(option.value, format, inList);
      if (url !== template.replace(OWN_FORMAT_MARKER, encodeURIComponent(format.value))) designerUrls[key] = url;
    };
    for (const format of option.formats) keep(format, true);
    for (const format of options.moreFormats?.[option.value] ?? []) keep(format, false);
    if (initial.extraFormat && initial.materialValue === option.value) keep(initial.extraFormat, false);
  }
  return { designerUrls, designerUrlTemplates };
}

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
  const texts = buildCalculatorTexts(intl, {
    moreFormats: more !== undefined,
    ownFormat: ownFormatProducts.has(blok.product),
    photobox: blok.product === 'photobox',
  });
  const inchForAluminiumGalleryPrints = getFeatures(context.settings, context.locale).inchForAluminiumGalleryPrints;
  const boxPrices = blok.product === 'photobox' ? context.calculatorBoxPrices?.[blok.id] : undefined;
  const groupLabels = Object.fromEntries(
    options.flatMap((entry) =>
      'labelKey' in entry && entry.labelKey ? [[entry.labelKey, intl.t(entry.labelKey)]] : [],
    ),
  );
  return (
    <PriceCalculatorView
      product={blok.product}
      options={packCalculatorOptions(options, { optionLabels, groupLabels })}
      selectedValue={blok.selectedValue}
      sku={context.sku}
      headline={blok.headline}
      ctaText={blok.ctaText}
      ctaColors={blok.ctaColors}
      labels={blok.labels}
      badgeText={blok.badgeText}
      showFromPrice={blok.showFromPrice}
      inchForAluminiumGalleryPrints={inchForAluminiumGalleryPrints}
      moreFormats={more && packMoreFormats(more)}
      ownFormat={ownFormatProducts.has(blok.product)}
      formatLimits={packLimits(formatLimits ?? context.calculatorFormatLimits?.[blok.id])}
      priceFormat={context.actions?.priceCalculatorFormat}
      resolveSku={context.actions?.resolveSku}
      texts={texts}
      locale={context.locale}
      designerUrls={urls.designerUrls}
      boxPrices={boxPrices}
      priceNote={context.shippingCostsHref ? buildPriceNote(intl, context.locale, context.shippingCostsHref) : undefined}
      designerUrlTemplates={packDesignerUrlTemplates(urls.designerUrlTemplates)}
      firstView={buildCalculatorFirstView({
        calculatorOptions: options,
        state: initialiseCalculatorState({ calculatorOptions: options, selectedValue: blok.selectedValue, sku: context.sku }),
        product: blok.product,
        locale: context.locale,
        units: { cm: texts.unitCm, inch: texts.unitInch },
        inchForAluminiumGalleryPrints,
        boxPrices,
      })}
    />
  );
}
