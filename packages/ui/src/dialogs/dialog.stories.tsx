import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocaleTexts, withOpenDialog } from '../lib/story-decorators.tsx';
import { Dialog } from './dialog.tsx';

/** The bare frame; the account and content dialogs have their own stories. */
const meta = {
  title: 'Dialogs/Dialog',
  component: Dialog,
  decorators: [withLocaleTexts],
  args: {
    id: 'product-description',
    title: 'Produktbeschreibung',
    children: <p>Poster auf 200 g/m² Papier, matt.</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { decorators: [withOpenDialog('product-description')] };
export const Closed: Story = { decorators: [withOpenDialog(null)] };
