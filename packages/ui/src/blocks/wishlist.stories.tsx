import type { Meta, StoryObj } from '@storybook/react-vite';

import { Wishlist, type WishlistBlok } from './wishlist.tsx';
import './story-helpers.tsx';

const blok: WishlistBlok = {
  id: 'wishlist',
  type: 'Wishlist',
  headline: 'Dein Merkzettel',
  text: 'Hier findest du alle Designs, die du dir gemerkt hast.',
};

const meta = {
  title: 'Blocks/Wishlist',
  component: Wishlist,
  args: { blok },
} satisfies Meta<typeof Wishlist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
