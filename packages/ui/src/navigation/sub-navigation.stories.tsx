import type { Meta, StoryObj } from '@storybook/react-vite';
import { subNavigations } from '../lib/fixtures.ts';
import { SubNavigation } from './sub-navigation.tsx';
import { SubNavigationTiles } from './sub-navigation-tiles.tsx';

const meta = {
  title: 'Navigation/SubNavigation',
  component: SubNavigation,
  // The client island it packs its data for.
  subcomponents: { SubNavigationTiles },
  args: {
    subNavigations,
    activeNavigationType: 'wallart',
    currentPath: '/wandbilder',
    label: 'Unterkategorien',
  },
} satisfies Meta<typeof SubNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CircleTiles: Story = {};
export const ActiveTile: Story = { args: { currentPath: '/wandbilder/acrylglas' } };
export const SquareImageTiles: Story = { args: { activeNavigationType: 'collage', currentPath: '/collage' } };
export const SquareTiles: Story = {
  args: {
    activeNavigationType: 'cards',
    subNavigations: [
      {
        navigationType: 'cards',
        categories: [
          {
            headline: 'Anlässe',
            tiles: [
              {
                tileType: 'square',
                label: 'Hochzeit',
                link: '/karten/hochzeit',
                image: { src: '/images/tiles/square-image-poster.jpg', alt: '' },
              },
              { tileType: 'square', label: 'Geburt', link: '/karten/geburt', image: null },
            ],
          },
        ],
      },
    ],
  },
};
export const AlwaysShownOnFeedPage: Story = {
  args: { activeNavigationType: 'collage', currentPath: '/feed-collage' },
};
export const HiddenOnFeedPage: Story = { args: { currentPath: '/feed-card' } };
