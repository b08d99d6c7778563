import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentImage } from './content-image.tsx';

const meta = {
  title: 'Blocks/ContentImage',
  component: ContentImage,
  args: {
    asset: { filename: '/images/shared/wall-picture-teaser.jpg', alt: 'Unsere Qualität' },
    preset: 'wall-picture',
  },
} satisfies Meta<typeof ContentImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's wall picture teaser: 600×450 at 1x and 2x through the image proxy. */
export const WallPicture: Story = {};
export const Tile: Story = {
  args: {
    asset: { filename: '/images/tiles/square-image-leinwand.jpg', alt: 'Leinwanddruck' },
    preset: 'tile',
  },
};
/** An unsafe source renders only the grey placeholder. */
export const UnsafeSource: Story = {
  args: { asset: { filename: 'javascript:alert(1)', alt: 'Platzhalter' } },
};
