import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { storyWishlistStore } from './story-wishlist.ts';
import { WishlistList } from './wishlist-list.tsx';
import '../styles/shop-shell.css';

const meta = {
  title: 'Wishlist/WishlistList',
  component: WishlistList,
  decorators: [withLocaleTexts],
  args: {
    themePageHrefs: { hochzeit: '/themes/hochzeit/', geburt: '/themes/geburt/' },
    titlePattern: '{theme}, Motiv {number}',
  },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two kept designs with picture, name linking to the card detail page, and a remove button each. */
export const TwoDesigns: Story = {
  args: { store: storyWishlistStore(['card-1-12', 'card-2-21']) },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Hochzeit klassisch, Motiv 2' });
    await expect(link).toHaveAttribute('href', '/themes/hochzeit/hochzeit-klassisch/12/');
    await expect(canvas.getByRole('link', { name: 'Geburt pastell, Motiv 1' })).toHaveAttribute('href', '/themes/geburt/geburt-pastell/21/');
  },
};

/** Removing a design takes it off the list; the last one leaves the empty text. */
export const Remove: Story = {
  args: { store: storyWishlistStore(['card-1-11']) },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Entfernen ?: Hochzeit klassisch, Motiv 1$/ }));
    await waitFor(() => expect(canvas.getByTestId('wishlist-empty')).toBeInTheDocument());
    await expect(args.store?.getState().keys).toEqual([]);
  },
};

/** A logged-in customer's list (from the account). */
export const Account: Story = { args: { store: storyWishlistStore(['card-2-22'], 'account') } };

/** Nothing kept yet. */
export const Empty: Story = {
  args: { store: storyWishlistStore([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Dein Merkzettel ist noch leer/)).toBeInTheDocument();
  },
};

/** Before the wishlist started in the browser: a loading note. */
export const Loading: Story = { args: { store: storyWishlistStore([], 'idle') } };
