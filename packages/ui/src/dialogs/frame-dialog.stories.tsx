import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocaleTexts, withOpenDialog } from '../lib/story-decorators.tsx';
import { FrameDialog } from './frame-dialog.tsx';

const meta = {
  title: 'Dialogs/FrameDialog',
  component: FrameDialog,
  decorators: [withLocaleTexts],
  args: { id: 'calculator-more-formats', children: <p>Inhalt folgt mit dem Content-Issue.</p> },
} satisfies Meta<typeof FrameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CalculatorMoreFormats: Story = { decorators: [withOpenDialog('calculator-more-formats')] };
export const CalculatorOwnFormat: Story = {
  args: { id: 'calculator-own-format' },
  decorators: [withOpenDialog('calculator-own-format')],
};
export const CustomerPicture: Story = {
  args: { id: 'customer-picture' },
  decorators: [withOpenDialog('customer-picture')],
};
export const ImageMagnify: Story = {
  args: { id: 'image-magnify' },
  decorators: [withOpenDialog('image-magnify')],
};
export const ProductDescription: Story = {
  args: { id: 'product-description' },
  decorators: [withOpenDialog('product-description')],
};
export const Preview3d: Story = { args: { id: 'preview-3d' }, decorators: [withOpenDialog('preview-3d')] };
