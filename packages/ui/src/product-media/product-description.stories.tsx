import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { DescriptionTrigger } from './description-trigger.tsx';
import { LazyDialogButton } from './lazy-dialog.tsx';
import { ProductDescriptionDialog } from './product-description-dialog.tsx';
import { ProductDescription } from './product-description.tsx';
import './product-media.css';

const meta = {
  title: 'Product media/ProductDescription',
  component: ProductDescription,
  subcomponents: { DescriptionTrigger, LazyDialogButton, ProductDescriptionDialog },
  args: { locale: 'de-DE', family: 'calendar', productName: 'Fotokalender' },
  beforeEach: () => {
    dialogStore.setState({ current: null, blocked: false });
  },
} satisfies Meta<typeof ProductDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** "More about this product" opens the full description under the product's name. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mehr über dieses Produkt' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Fotokalender' });
    await expect(within(dialog).getByText(/zwölf Monate mit deinen Lieblingsfotos/)).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A blocked dialog store (spec point 4) keeps the dialog closed. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    dialogStore.getState().setBlocked(true);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mehr über dieses Produkt' }));
    await expect(dialogStore.getState().current).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    dialogStore.getState().setBlocked(false);
  },
};
