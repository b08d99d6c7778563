import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { storyWishlistStore } from './story-wishlist.ts';
import { WishlistHeart } from './wishlist-heart.tsx';
import '../styles/shop-shell.css';

const meta = {
  title: 'Wishlist/WishlistHeart',
  component: WishlistHeart,
  decorators: [withLocaleTexts],
  args: { designKey: 'card-1-11' },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A design not kept yet: pressing the heart keeps it (`aria-pressed` turns true), pressing again drops it. */
export const NotKept: Story = {
  args: { store: storyWishlistStore([]) },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Auf den Merkzettel' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(args.store?.getState().keys).toEqual(['card-1-11']);
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** A kept design: the heart is filled and pressed. */
export const Kept: Story = {
  args: { store: storyWishlistStore(['card-1-11']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Before the wishlist started in the browser (server HTML, hydration): not pressed, not pressable. */
export const NotStarted: Story = {
  args: { store: storyWishlistStore([], 'idle') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** In a French shop the label is French. */
export const French: Story = {
  args: { store: storyWishlistStore([]) },
  globals: { locale: 'fr-CH' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajouter à la liste de souhaits' })).toBeInTheDocument();
  },
};
