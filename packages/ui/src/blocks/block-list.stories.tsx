import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createFixtureContext } from './block-fixtures.ts';
import { BlockList } from './block-list.tsx';
import type { BlockListItem } from './block-types.ts';
import './story-helpers.tsx';

/** The tiles the page loader lists for an overview or feed (the fixture context's lists). */
const tiles = Object.values(createFixtureContext().lists ?? {})[0] ?? [];
const withPrices: BlockListItem[] = tiles.map((tile, index) => ({ ...tile, price: `ab ${12 + index * 5},99 €` }));

const meta = {
  title: 'Blocks/BlockList',
  component: BlockList,
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
