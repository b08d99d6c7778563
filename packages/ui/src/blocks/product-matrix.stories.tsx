import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { ProductMatrixBlok } from './product-matrix.tsx';
import { ProductMatrix } from './product-matrix.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/ProductMatrix',
  component: ProductMatrix,
  args: { blok: blokOf<ProductMatrixBlok>('ProductMatrix'), context: createFixtureContext() },
  render: (args) => <ProductMatrix {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof ProductMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** At 320 px the table scrolls sideways: the scroll area is a named group keyboard users can reach with Tab. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('group', { name: blokOf<ProductMatrixBlok>('ProductMatrix').headline });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
