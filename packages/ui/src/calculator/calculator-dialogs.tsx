'use client';
import type { Locale } from '@shop/config/markets';
import type { CalculatorFormat } from '@shop/domain/calculator/calculator-types';
import {
  convertDimensionToCentimetres,
  getLengthUnit,
  normaliseDimensionInput,
  parseDimensionInput,
} from '@shop/domain/dimension-input';
import { useId, useState, type FormEvent } from 'react';
import { FrameDialog } from '../dialogs/frame-dialog.tsx';
import type { CalculatorTexts, FormatLimits } from './price-calculator-view.tsx';

export interface CalculatorDialogsProps {
  /** The calculator's dialog that is open. */
  open: 'more' | 'own';
  locale: Locale;
  texts: CalculatorTexts;
  /** The further formats of the selected material. */
  moreFormats: readonly CalculatorFormat[];
  /** Whether the calculator offers an own format (the more-formats dialog links to it). */
  ownFormat: boolean;
  /** The own-format limits of the selected material. */
  limits?: FormatLimits;
  label: (value: string) => string;
  price: (amountMinor: number) => string;
  onChoose: (format: CalculatorFormat) => void;
  onChooseOwnFormat: (format: CalculatorFormat) => void;
  onOpenOwnFormat: () => void;
}

/**
 * The calculator's more-formats and own-format dialogs. Their own module: PriceCalculatorView loads it on idle or when
 * a dialog opens, so it is not in the first-load JavaScript of the pages with a calculator.
 */
export default function CalculatorDialogs(props: CalculatorDialogsProps) {
  const { open, texts, label, price } = props;
  return (
    <>
      {open === 'more' && (
        <FrameDialog id="calculator-more-formats">
          <p>{texts.moreFormatsChoose}</p>
          <ul className="calculator__dialog-list">
            {props.moreFormats.map((format) => (
              <li key={format.value}>
                <button type="button" className="calculator__dialog-format" onClick={() => props.onChoose(format)}>
                  <span>{label(format.value)}</span> <span>{price(format.priceCurrent)}</span>
                </button>
              </li>
            ))}
          </ul>
          {props.ownFormat && (
            <button type="button" className="calculator__more-button" onClick={props.onOpenOwnFormat}>
              {texts.ownFormat}
            </button>
          )}
        </FrameDialog>
      )}
      {open === 'own' && (
        <FrameDialog id="calculator-own-format">
          <OwnFormatForm locale={props.locale} texts={texts} limits={props.limits} onSubmit={props.onChooseOwnFormat} />
        </FrameDialog>
      )}
    </>
  );
}

/** Millimetres of a typed dimension (cm, or inches in inch locales). */
export function toMillimetres(options: { value: string; locale: Locale }): number {
  return Math.round(
    convertDimensionToCentimetres({ value: parseDimensionInput(options.value), locale: options.locale }) * 10,
  );
}

function OwnFormatForm({
  locale,
  texts,
  limits,
  onSubmit,
}: {
  locale: Locale;
  texts: CalculatorTexts;
  limits?: FormatLimits;
  onSubmit: (format: CalculatorFormat) => void;
}) {
  const id = useId();
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [invalid, setInvalid] = useState(false);
  const unit = getLengthUnit(locale) === 'inch' ? texts.unitInch : texts.unitCm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const widthMm = toMillimetres({ value: width, locale });
    const heightMm = toMillimetres({ value: height, locale });
    const outside =
      limits !== undefined &&
      (widthMm < limits.minWidthMm ||
        widthMm > limits.maxWidthMm ||
        heightMm < limits.minHeightMm ||
        heightMm > limits.maxHeightMm);
    if (widthMm <= 0 || heightMm <= 0 || outside) {
      setInvalid(true);
      return;
    }
    const value = `${widthMm}x${heightMm}`;
    onSubmit({ value, priceCurrent: Number.NaN, priceOriginal: Number.NaN, context: { formatType: value } });
  };
  return (
    <form className="calculator__own-format" onSubmit={submit} noValidate>
      <p>{texts.ownFormatIntro}</p>
      <label htmlFor={`${id}-width`}>
        {texts.width} ({unit})
      </label>
      <input
        id={`${id}-width`}
        name="width"
        inputMode="decimal"
        autoComplete="off"
        value={width}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setWidth(normaliseDimensionInput({ value: event.target.value, locale }))}
      />
      <label htmlFor={`${id}-height`}>
        {texts.height} ({unit})
      </label>
      <input
        id={`${id}-height`}
        name="height"
        inputMode="decimal"
        autoComplete="off"
        value={height}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setHeight(normaliseDimensionInput({ value: event.target.value, locale }))}
      />
      {invalid && (
        <p id={`${id}-error`} className="block-form__error" role="alert">
          {texts.ownFormatInvalid}
        </p>
      )}
      <button type="submit" className="block-button">
        {texts.ownFormatSubmit}
      </button>
    </form>
  );
}
