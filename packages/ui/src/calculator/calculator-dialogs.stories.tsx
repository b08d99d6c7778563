import type { Locale } from '@shop/config/markets';
import { formatPrice } from '@shop/domain/format-price';
import { createShopIntl } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { framedCalculator, framedMoreFormats } from '../blocks/block-fixtures.ts';
import '../blocks/story-helpers.tsx';
import { withOpenDialog } from '../lib/story-decorators.tsx';
import { formatCalculatorFormat } from './calculator-content.ts';
import CalculatorDialogs from './calculator-dialogs.tsx';
import { buildCalculatorTexts } from './price-calculator.tsx';

const locale = (globals: Record<string, unknown>): Locale => (globals.locale as Locale | undefined) ?? 'de-DE';
/** The further formats of acrylic glass, as the page loader lists them for the framed calculator. */
const moreFormats = Object.values(framedMoreFormats).find((formats) => formats.length > 0) ?? [];
/** Wall-picture own-format limits: 20 × 20 cm to 150 × 100 cm. */
const limits = { minWidthMm: 200, maxWidthMm: 1500, minHeightMm: 200, maxHeightMm: 1000 };

/**
 * The price calculator's more-formats and own-format dialogs (loaded on idle or first open by the calculator).
 * Texts, labels and prices come from the toolbar's locale as the calculator hands them over.
 */
const meta = {
  title: 'Blocks/PriceCalculator/Dialogs',
  component: CalculatorDialogs,
  args: {
    open: 'more',
    locale: 'de-DE',
    texts: buildCalculatorTexts(createShopIntl('de-DE')),
    moreFormats,
    ownFormat: true,
    limits,
    label: (value) => value,
    price: (amountMinor) => String(amountMinor),
    onChoose: fn(),
    onChooseOwnFormat: fn(),
    onOpenOwnFormat: fn(),
  },
  render: (args, { globals }) => {
    const current = locale(globals);
    const texts = buildCalculatorTexts(createShopIntl(current));
    const units = { cm: texts.unitCm, inch: texts.unitInch };
    return (
      <TextsProvider texts={texts.dialog}>
        <CalculatorDialogs
          {...args}
          locale={current}
          texts={texts}
          label={(value) => formatCalculatorFormat({ value, product: framedCalculator.product, locale: current, units })}
          price={(amountMinor) => formatPrice({ amountMinor, locale: current })}
        />
      </TextsProvider>
    );
  },
} satisfies Meta<typeof CalculatorDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a further format hands it to the calculator. */
export const MoreFormats: Story = {
  decorators: [withOpenDialog('calculator-more-formats')],
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog');
    const choices = dialog.querySelectorAll('.calculator__dialog-format');
    await expect(choices.length).toBe(moreFormats.length);
    await userEvent.click(choices[0] as HTMLElement);
    await expect(args.onChoose).toHaveBeenCalledWith(moreFormats[0]);
  },
};
export const MoreFormatsWithoutOwnFormat: Story = {
  args: { ownFormat: false },
  decorators: [withOpenDialog('calculator-more-formats')],
};
export const OwnFormat: Story = {
  args: { open: 'own' },
  decorators: [withOpenDialog('calculator-own-format')],
};
/** A format outside the material's limits is refused with the message, and nothing is chosen. */
export const OwnFormatOutsideLimits: Story = {
  args: { open: 'own' },
  decorators: [withOpenDialog('calculator-own-format')],
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog');
    const [width, height] = dialog.querySelectorAll('input');
    await userEvent.type(width as HTMLInputElement, '10');
    await userEvent.type(height as HTMLInputElement, '300');
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')).not.toBeNull());
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChooseOwnFormat).not.toHaveBeenCalled();
  },
};
/** A format inside the limits goes to the calculator in millimetres. */
export const OwnFormatChosen: Story = {
  args: { open: 'own' },
  decorators: [withOpenDialog('calculator-own-format')],
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog');
    const [width, height] = dialog.querySelectorAll('input');
    await userEvent.type(width as HTMLInputElement, '45');
    await userEvent.type(height as HTMLInputElement, '30');
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLButtonElement);
    await expect(args.onChooseOwnFormat).toHaveBeenCalledWith(expect.objectContaining({ value: '450x300' }));
  },
};
/** en-US: the own format in inches. */
export const OwnFormatInInches: Story = {
  args: { open: 'own' },
  globals: { locale: 'en-US' },
  decorators: [withOpenDialog('calculator-own-format')],
};
