import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { storyWishlistStore } from './story-wishlist.ts';
import { WishlistHeaderEntry } from './wishlist-header-entry.tsx';
import '../styles/shop-shell.css';

const meta = {
  title: 'Wishlist/WishlistHeaderEntry',
  component: WishlistHeaderEntry,
  decorators: [withLocaleTexts],
  args: { href: '/merkzettel/', text: 'Merkzettel' },
} satisfies Meta<typeof WishlistHeaderEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two kept designs: the badge shows 2, the link names the count for screen readers. */
export const TwoKept: Story = {
  args: { store: storyWishlistStore(['card-1-11', 'card-2-21']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('wishlist-count')).toHaveTextContent('2');
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Merkzettel (2 gemerkte Motive)');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/merkzettel/');
  },
};

/** Nothing kept: the badge is hidden. */
export const Empty: Story = { args: { store: storyWishlistStore([]) } };

/** Desktop platform: icon only, the name stays for assistive technology. */
export const IconOnly: Story = { args: { store: storyWishlistStore(['card-1-11']), hideText: true } };
