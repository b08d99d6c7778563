import type { Meta, StoryObj } from '@storybook/react-vite';
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
