import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { storyWishlistStore } from '../wishlist/story-wishlist.ts';
import { wishlistStore } from '../wishlist/wishlist-store.ts';
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
  decorators: [
    withLocaleTexts,
    (Story) => {
      // The page's own wishlist store, as the session runtime starts it: a visitor with one kept design.
      wishlistStore.setState(storyWishlistStore(['card-1-11']).getState());
      return <Story />;
    },
  ],
  args: { blok, context: { locale: 'de-DE', wishlistThemePages: { hochzeit: '/themes/hochzeit/' } } },
} satisfies Meta<typeof Wishlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The intro from the content, then the kept design. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dein Merkzettel' })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Hochzeit klassisch, Motiv 1' })).toHaveAttribute('href', '/themes/hochzeit/hochzeit-klassisch/11/');
  },
};
