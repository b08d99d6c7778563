import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf } from './block-fixtures.ts';
import { Shop, type ShopBlok } from './shop.tsx';
import './story-helpers.tsx';

const blok: ShopBlok = blokOf<ShopBlok>('Shop');

const meta = {
  title: 'Blocks/Shop',
  component: Shop,
  args: { blok },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
