import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createFixtureContext } from './block-fixtures.ts';
import { BlockList } from './block-list.tsx';
import type { BlockListItem } from './block-types.ts';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { storyWishlistStore } from '../wishlist/story-wishlist.ts';
import { wishlistStore } from '../wishlist/wishlist-store.ts';
import './story-helpers.tsx';
import '../styles/shop-shell.css';
import { BlockTiles } from './block-tiles.tsx';

/** The tiles the page loader lists for an overview or feed (the fixture context's lists). */
const tiles = Object.values(createFixtureContext().lists ?? {})[0] ?? [];
const withPrices: BlockListItem[] = tiles.map((tile, index) => ({ ...tile, price: `ab ${12 + index * 5},99 €` }));

const meta = {
  title: 'Blocks/BlockList',
  component: BlockList,
  // The client island it packs its data for.
  subcomponents: { BlockTiles },
  args: { items: tiles, emptyText: 'Hier ist gerade nichts zu sehen.' },
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(tiles.length);
  },
};
export const WithPrices: Story = { args: { items: withPrices } };
/** An empty list says so instead of leaving a gap. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hier ist gerade nichts zu sehen.')).toBeVisible();
  },
};
/**
 * Card designs on a theme page of a channel with a wishlist: each tile has its heart beside the link, described by
 * the tile's name; the first design is kept.
 */
export const WithWishlistHearts: Story = {
  args: { items: tiles.map((tile, index) => ({ ...tile, wishlistKey: `card-1-${11 + index}` })) },
  decorators: [
    withLocaleTexts,
    (Story) => {
      wishlistStore.setState(storyWishlistStore(['card-1-11']).getState());
      return <Story />;
    },
  ],
  play: async ({ canvas }) => {
    const hearts = canvas.getAllByRole('button', { name: 'Auf den Merkzettel' });
    await expect(hearts).toHaveLength(tiles.length);
    await expect(hearts[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(hearts[0]).toHaveAccessibleDescription(tiles[0]?.title ?? '');
  },
};
