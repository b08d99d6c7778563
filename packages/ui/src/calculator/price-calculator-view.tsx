'use client';
import type { Locale } from '@shop/config/markets';
import {
  flattenCalculatorOptions,
  getSelectedCalculatorFormat,
  initialiseCalculatorState,
  listCalculatorFormats,
  selectCalculatorFormat,
  selectCalculatorMaterial,
  type CalculatorState,
  type SkuContext,
} from '@shop/domain/calculator/calculator-state';
import type {
  CalculatorFormat,
  CalculatorOptionGroup,
  CalculatorOptions,
  CalculatorProduct,
} from '@shop/domain/calculator/calculator-types';
import { calculateDiscountPercent, isPromotionActive } from '@shop/domain/discount';
import { formatPrice, prefixFromPrice } from '@shop/domain/format-price';
import { PriceNote, type PriceNoteTexts } from '../blocks/price-note.tsx';
import { TextsProvider } from '@shop/i18n/react';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { dialogStore, useDialogs } from '../dialogs/dialog-store.ts';
import type { BlockActions, CalculatorFormatLimits } from '../blocks/block-types.ts';
import { resolveDesignerUrl } from './calculator-content.ts';
import { findMaterialType, labelCalculatorFormat, type CalculatorFirstView } from './calculator-first-view.ts';
import {
  unpackCalculatorFormat,
  unpackCalculatorOptions,
  unpackDesignerUrlTemplates,
  unpackFormatLimits,
  type PackedCalculatorFormat,
  type PackedCalculatorOptions,
  type PackedDesignerUrlTemplates,
  type PackedFormatLimits,
} from './calculator-wire.ts';
import { readableColors } from './readable-colors.ts';

// The more-formats and own-format dialogs load on first open, not with the page: they only matter after a click.
const CalculatorDialogs = lazy(() => import('./calculator-dialogs.tsx'));

/**
 * Every text the calculator shows, translated by the server (the browser gets no ICU catalogue). The texts of a part
 * the calculator does not have (more formats, own format, photo box prices) are left out: they would be bytes of the
 * page's flight data that nobody reads (issue 16).
 */
export interface CalculatorTexts {
  material: string;
  format: string;
  priceOriginal: string;
  /** With a `{percent}` placeholder. */
  discount: string;
  /** The more-formats entry and dialog. */
  moreFormats?: string;
  moreFormatsChoose?: string;
  /** The own-format entry and dialog. */
  ownFormat?: string;
  ownFormatIntro?: string;
  width?: string;
  height?: string;
  ownFormatSubmit?: string;
  ownFormatInvalid?: string;
  unitCm: string;
  unitInch: string;
  cta: string;
  badge: string;
  /** Photo boxes: "Fotobox {price}" and "{price} je Abzug". */
  photoboxBox?: string;
  perPrint?: string;
  /** The dialog frame's own texts (`dialog.close`, `dialog.title.*`) of the dialogs the calculator has. */
  dialog: Readonly<Record<string, string>>;
}

/** Smallest and largest own format of a material, in millimetres (`…/format-limits`). */
export type FormatLimits = CalculatorFormatLimits;

export interface PriceCalculatorViewProps {
  product: CalculatorProduct;
  /** The options with prices and translated labels, packed for the wire (`packCalculatorOptions`). */
  options: PackedCalculatorOptions;
  selectedValue?: string;
  sku?: SkuContext;
  headline?: string;
  ctaText?: string;
  ctaColors?: { background?: string; text?: string } | null;
  /** Badges by format index (`labels` of the content); the text falls back to the badge text. */
  labels?: readonly { index: number; text?: string; backgroundColor?: string; textColor?: string }[];
  badgeText?: string;
  showFromPrice?: boolean;
  /** The channel setting of spec point 3 in this locale: formats of aluminium gallery prints in inches. */
  inchForAluminiumGalleryPrints?: boolean;
  /** The more-formats list per option, packed (`packMoreFormats`); absent: no more-formats entry (framed products have one). */
  moreFormats?: Readonly<Record<string, readonly PackedCalculatorFormat[]>>;
  /** Offers the own-format dialog (wall pictures). */
  ownFormat?: boolean;
  /** Own-format limits per material, packed (`packFormatLimits`). */
  formatLimits?: Readonly<Record<string, PackedFormatLimits>>;
  /** Prices an own format through the shop API (a server action); without it an own format shows no price. */
  priceFormat?: BlockActions['priceCalculatorFormat'];
  /**
   * Resolves the page's `?sku=` in the browser (a server action): the page stays one cached document per path, and
   * the sku's material and format are preselected once it answers (over the page's own sku).
   */
  resolveSku?: BlockActions['resolveSku'];
  texts: CalculatorTexts;
  locale: Locale;
  /**
   * Designer URLs, built on the server with the domain's `buildCalculatorDesignerUrl` (its channel settings would
   * pull zod into the browser): per material a template with `OWN_FORMAT_MARKER` in place of the format, and under
   * `designerUrlKey(material, format)` only the URLs the template does not give (issue 16: a URL per material and format
   * was 19 KB of wallart's calculator page).
   */
  designerUrls: Readonly<Record<string, string>>;
  /** Packed (`packDesignerUrlTemplates`): their shared start and end once. */
  designerUrlTemplates: PackedDesignerUrlTemplates;
  /** Photo boxes: the box's price per option; the formats' prices are then per print and labelled so. */
  boxPrices?: Readonly<Record<string, number>>;
  /** Tax and shipping note under the price (the locale's price law). */
  priceNote?: PriceNoteTexts;
  /** Labels and prices of the material the calculator opens with, formatted on the server (calculator-first-view.ts). */
  firstView?: CalculatorFirstView;
}

/**
 * The calculator that opened the page's (single) calculator dialog: with several calculators on a page only the
 * opener fills the dialog. Module state is enough, since the dialog store re-renders every calculator on a change.
 */
let dialogOwner: string | null = null;

type Action =
  | { type: 'sku'; sku: SkuContext }
  | { type: 'material'; value: string }
  | { type: 'format'; format: CalculatorFormat }
  | { type: 'price'; format: CalculatorFormat };

/** A text of the server's first view: its own keys only (a format value such as `constructor` finds nothing). */
function firstText(texts: Readonly<Record<string, string>> | undefined, key: string | number): string | undefined {
  return texts && Object.hasOwn(texts, key) ? texts[key] : undefined;
}

function isGrouped(options: CalculatorOptions): options is readonly CalculatorOptionGroup[] {
  return options.length > 0 && 'options' in (options[0] as object);
}

/**
 * The interactive price calculator: material select, format radios with current, original and discount, more
 * formats and own format dialogs, and the designer link. State goes through the domain's calculator-state rules.
 */
export function PriceCalculatorView(props: PriceCalculatorViewProps) {
  const { locale, texts, product } = props;
  const id = useId();
  // Unpacked once: the sku effect below depends on the options' identity.
  const { calculatorOptions, optionLabels } = useMemo(() => unpackCalculatorOptions(props.options), [props.options]);
  const packedTemplates = props.designerUrlTemplates;
  const templates = useMemo(() => unpackDesignerUrlTemplates(packedTemplates), [packedTemplates]);
  const packedMore = props.moreFormats;
  const moreFormatsByOption = useMemo(
    () =>
      packedMore &&
      Object.fromEntries(Object.entries(packedMore).map(([value, formats]) => [value, formats.map(unpackCalculatorFormat)])),
    [packedMore],
  );
  const [state, dispatch] = useReducer(
    (current: CalculatorState, action: Action) => {
      if (action.type === 'sku') return initialiseCalculatorState({ calculatorOptions, sku: action.sku });
      if (action.type === 'material')
        return selectCalculatorMaterial({ state: current, calculatorOptions, value: action.value });
      if (action.type === 'format')
        return selectCalculatorFormat({ state: current, calculatorOptions, format: action.format });
      // A late own-format price only lands if that own format is still the extra entry.
      return current.extraFormat?.value === action.format.value
        ? { ...current, extraFormat: action.format }
        : current;
    },
    undefined,
    () =>
      initialiseCalculatorState({ calculatorOptions, selectedValue: props.selectedValue, sku: props.sku }),
  );
  const { resolveSku } = props;
  useEffect(() => {
    const sku = new URLSearchParams(window.location.search).get('sku');
    if (!sku || !resolveSku) return;
    let current = true;
    resolveSku(sku)
      .then((context) => {
        // Only a sku of one of this calculator's materials preselects; any other leaves the block as it is.
        const known = flattenCalculatorOptions(calculatorOptions).some(
          (option) => option.context?.materialType === context?.materialType,
        );
        if (current && context && known) dispatch({ type: 'sku', sku: context });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [resolveSku, calculatorOptions]);
  const currentDialog = useDialogs((dialogs) => dialogs.current);
  const openDialog =
    dialogOwner !== id
      ? null
      : currentDialog === 'calculator-more-formats'
        ? 'more'
        : currentDialog === 'calculator-own-format'
          ? 'own'
          : null;

  const formats = listCalculatorFormats({ state, calculatorOptions });
  const selected = getSelectedCalculatorFormat({ state, calculatorOptions });
  const materialRef = useRef<HTMLSelectElement>(null);
  const formatsRef = useRef<HTMLFieldSetElement>(null);
  // A choice made before the page was interactive (the server's select and radios work without the scripts, which load
  // after the page's first picture): React keeps the selected option and the checked radio when it hydrates, but not in
  // this state, so the designer link would launch the server's preselection while the form shows the visitor's.
  useLayoutEffect(() => {
    const material = materialRef.current?.value;
    if (material !== undefined && material !== state.materialValue) {
      dispatch({ type: 'material', value: material });
      return;
    }
    const checked = formatsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const format = formats.find((entry) => entry.value === checked);
    if (format && format.value !== state.formatValue) dispatch({ type: 'format', format });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  const units = { cm: texts.unitCm, inch: texts.unitInch };
  const materialType = findMaterialType(calculatorOptions, state.materialValue);
  // While the material the page opened with stays selected, its texts come formatted from the server: no Intl here.
  const first = props.firstView?.material === state.materialValue ? props.firstView : undefined;
  const label = (value: string) =>
    firstText(first?.labels, value) ??
    labelCalculatorFormat(value, materialType, {
      product,
      locale,
      units,
      inchForAluminiumGalleryPrints: props.inchForAluminiumGalleryPrints,
    });
  const priceText = (amountMinor: number) => firstText(first?.prices, amountMinor) ?? formatPrice({ amountMinor, locale });
  const boxPrice = props.boxPrices?.[state.materialValue];
  // A photo box's formats are priced per print: the box's own price is the headline price.
  const price = (amountMinor: number) => {
    const text = priceText(amountMinor);
    return props.boxPrices && text && texts.perPrint ? texts.perPrint.replace('{price}', text) : text;
  };
  const cheapest = formats.reduce<number>(
    (min, format) =>
      Number.isFinite(format.priceCurrent) && format.priceCurrent < min ? format.priceCurrent : min,
    Number.POSITIVE_INFINITY,
  );
  const fromPrice =
    boxPrice !== undefined
      ? (texts.photoboxBox ?? '{price}').replace('{price}', priceText(boxPrice))
      : props.showFromPrice
        ? prefixFromPrice(priceText(cheapest), locale)
        : '';
  const href = resolveDesignerUrl({ designerUrls: props.designerUrls, designerUrlTemplates: templates }, state.materialValue, state.formatValue);
  const moreFormats = moreFormatsByOption?.[state.materialValue] ?? [];
  const hasMoreFormats = moreFormatsByOption !== undefined;
  const open = (dialog: 'more' | 'own') => {
    dialogOwner = id;
    dialogStore.getState().open(dialog === 'more' ? 'calculator-more-formats' : 'calculator-own-format');
  };
  const choose = (format: CalculatorFormat) => {
    dispatch({ type: 'format', format });
    dialogStore.getState().close();
  };
  const chooseOwnFormat = (format: CalculatorFormat) => {
    choose(format);
    const material = flattenCalculatorOptions(calculatorOptions).find(
      (option) => option.value === state.materialValue,
    );
    props
      .priceFormat?.({
        product,
        materialType: material?.context?.materialType,
        frameType: material?.context?.frameType,
        formatType: format.value,
      })
      .then((price) => {
        if (price) dispatch({ type: 'price', format: { ...format, ...price } });
      })
      // No price is no blocker: the format stays selected and the designer prices it.
      .catch(() => undefined);
  };
  const optionElement = (value: string) => (
    <option key={value} value={value}>
      {optionLabels[value] ?? value}
    </option>
  );

  return (
    <TextsProvider texts={texts.dialog}>
      <section className="calculator" aria-labelledby={props.headline ? `${id}-headline` : undefined}>
        {props.headline && (
          <h2 className="calculator__headline" id={`${id}-headline`}>
            {props.headline}
          </h2>
        )}
        {flattenCalculatorOptions(calculatorOptions).length > 1 && (
          <div className="calculator__field">
            <label className="calculator__label" htmlFor={`${id}-material`}>
              {texts.material}
            </label>
            <select
              ref={materialRef}
              id={`${id}-material`}
              className="calculator__select"
              value={state.materialValue}
              onChange={(event) => dispatch({ type: 'material', value: event.target.value })}
            >
              {isGrouped(calculatorOptions)
                ? calculatorOptions.map((group) =>
                    group.labelKey ? (
                      <optgroup key={group.labelKey} label={group.labelKey}>
                        {group.options.map((option) => optionElement(option.value))}
                      </optgroup>
                    ) : (
                      group.options.map((option) => optionElement(option.value))
                    ),
                  )
                : calculatorOptions.map((option) => optionElement(option.value))}
            </select>
          </div>
        )}
        {fromPrice && <p className="calculator__from-price">{fromPrice}</p>}
        <fieldset className="calculator__formats" ref={formatsRef}>
          <legend className="calculator__label">{texts.format}</legend>
          {formats.map((format, index) => {
            const badge =
              state.extraFormat?.value === format.value
                ? undefined
                : props.labels?.find((entry) => entry.index === index);
            const promotion = isPromotionActive(format);
            return (
              <label key={format.value} className="calculator__format">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={format.value}
                  checked={state.formatValue === format.value}
                  onChange={() => dispatch({ type: 'format', format })}
                />
                <span className="calculator__format-label">{label(format.value)}</span>
                {badge && (
                  <span
                    className="calculator__badge"
                    style={readableColors({ background: badge.backgroundColor, text: badge.textColor })}
                  >
                    {badge.text || props.badgeText || texts.badge}
                  </span>
                )}
                <span className="calculator__format-price">
                  {promotion && (
                    <del className="calculator__price-original">
                      <span className="visually-hidden">{texts.priceOriginal} </span>
                      {price(format.priceOriginal)}
                    </del>
                  )}{' '}
                  <span
                    className={
                      promotion
                        ? 'calculator__price-current calculator__price-current--promotion'
                        : 'calculator__price-current'
                    }
                  >
                    {price(format.priceCurrent)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        {(hasMoreFormats || props.ownFormat) && (
          <div className="calculator__more">
            {hasMoreFormats && (
              <button
                type="button"
                className="calculator__more-button"
                aria-haspopup="dialog"
                onClick={() => open('more')}
              >
                {texts.moreFormats}
              </button>
            )}
            {props.ownFormat && (
              <button
                type="button"
                className="calculator__more-button"
                aria-haspopup="dialog"
                onClick={() => open('own')}
              >
                {texts.ownFormat}
              </button>
            )}
          </div>
        )}
        {selected && (
          <p className="calculator__summary" aria-live="polite">
            <span className="calculator__summary-format">{label(selected.value)}</span>{' '}
            {isPromotionActive(selected) && (
              <>
                <del className="calculator__price-original">
                  <span className="visually-hidden">{texts.priceOriginal} </span>
                  {price(selected.priceOriginal)}
                </del>{' '}
              </>
            )}
            <strong className="calculator__price-current">{price(selected.priceCurrent)}</strong>
            {isPromotionActive(selected) && (
              <span className="calculator__discount">
                {' '}
                {texts.discount.replace('{percent}', String(calculateDiscountPercent(selected)))}
              </span>
            )}
          </p>
        )}
        <a className="calculator__cta block-button" href={href} style={readableColors(props.ctaColors)}>
          {props.ctaText || texts.cta}
        </a>
        {props.priceNote && <PriceNote note={props.priceNote} className="calculator__price-note" />}
        {openDialog && (
          <Suspense fallback={null}>
            <CalculatorDialogs
              open={openDialog}
              locale={locale}
              texts={texts}
              moreFormats={moreFormats}
              ownFormat={Boolean(props.ownFormat)}
              limits={unpackFormatLimits(props.formatLimits?.[state.materialValue])}
              label={label}
              price={price}
              onChoose={choose}
              onChooseOwnFormat={chooseOwnFormat}
              onOpenOwnFormat={() => open('own')}
            />
          </Suspense>
        )}
      </section>
    </TextsProvider>
  );
}
