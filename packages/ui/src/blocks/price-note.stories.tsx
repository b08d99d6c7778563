import type { Locale } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { buildPriceNote, PriceNote } from './price-note.tsx';
import './story-helpers.tsx';

const noteFor = (locale: Locale) => buildPriceNote(createShopIntl(locale), locale, '/versandkosten');

/** The tax and shipping note of the toolbar's locale (the price law of its market decides the wording). */
const meta = {
  title: 'Blocks/PriceNote',
  component: PriceNote,
  args: { note: noteFor('de-DE') },
  render: (args, { globals }) => <PriceNote {...args} note={noteFor((globals.locale as Locale | undefined) ?? 'de-DE')} />,
} satisfies Meta<typeof PriceNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** EU, Switzerland, UK: prices include VAT, shipping is extra. */
export const IncludingVat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/versandkosten');
  },
};
/** United States: plus tax and shipping. */
export const PlusTax: Story = { globals: { locale: 'en-US' } };
export const Swiss: Story = { globals: { locale: 'de-CH' } };
