import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  canvasCalculator,
  collageCalculator,
  createFixtureContext,
  framedCalculator,
  framedCalculatorEn,
  framedMoreFormats,
  framedPrices,
  kartenliebeSettings,
  photobookCalculator,
  photobookPrices,
  photoboxCalculator,
  photoboxPrices,
  photoprintCalculator,
  photoprintPrices,
} from '../blocks/block-fixtures.ts';
import { inToolbarLocale } from '../blocks/story-helpers.tsx';
import { toCalculatorOptions } from './calculator-content.ts';
import { PriceCalculator } from './price-calculator.tsx';
import { PriceCalculatorView } from './price-calculator-view.tsx';

const meta = {
  title: 'Blocks/PriceCalculator',
  component: PriceCalculator,
  // The server part translates and hands everything to the interactive view, which every story renders.
  subcomponents: { PriceCalculatorView },
  args: {
    blok: framedCalculator,
    context: createFixtureContext(),
    calculatorOptions: toCalculatorOptions({ blok: framedCalculator, prices: framedPrices }),
    moreFormats: framedMoreFormats,
  },
  render: (args) => <PriceCalculator {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof PriceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Framed material (wallart "Ideen und Angebote"): groups, promotion, TOP DEAL badge, more formats and own format. */
export const FramedMaterial: Story = {};
/** de-CH: francs with apostrophe grouping; the story pins the toolbar locale. */
export const SwissFrancs: Story = {
  args: { context: createFixtureContext({ locale: 'de-CH' }) },
  globals: { locale: 'de-CH' },
};
/** en-US: dollars, formats and the own-format dialog in inches. */
export const UnitedStates: Story = {
  args: {
    blok: framedCalculatorEn,
    context: createFixtureContext({ locale: 'en-US' }),
    calculatorOptions: toCalculatorOptions({ blok: framedCalculatorEn, prices: framedPrices }),
  },
  globals: { locale: 'en-US' },
};
export const Canvas: Story = {
  args: {
    blok: canvasCalculator,
    calculatorOptions: toCalculatorOptions({ blok: canvasCalculator, prices: framedPrices }),
    moreFormats: undefined,
  },
};
export const Photobox: Story = {
  args: {
    blok: photoboxCalculator,
    calculatorOptions: toCalculatorOptions({ blok: photoboxCalculator, prices: photoboxPrices }),
    moreFormats: undefined,
  },
};
export const Photoprint: Story = {
  args: {
    blok: photoprintCalculator,
    calculatorOptions: toCalculatorOptions({ blok: photoprintCalculator, prices: photoprintPrices }),
    moreFormats: undefined,
  },
};
export const Photobook: Story = {
  args: {
    blok: photobookCalculator,
    context: createFixtureContext({ settings: kartenliebeSettings }),
    calculatorOptions: toCalculatorOptions({ blok: photobookCalculator, prices: photobookPrices }),
    moreFormats: undefined,
  },
};
export const Collage: Story = {
  args: {
    blok: collageCalculator,
    context: createFixtureContext({ settings: kartenliebeSettings }),
    calculatorOptions: toCalculatorOptions({ blok: collageCalculator, prices: framedPrices }),
    moreFormats: undefined,
  },
};
/** A sku on the page preselects acrylic glass 90 × 60. */
export const SkuPreselection: Story = {
  args: {
    context: createFixtureContext({
      sku: { materialType: 'acrylglas', formatType: '900x600', priceCurrent: 8390, priceOriginal: 8390 },
    }),
  },
};
