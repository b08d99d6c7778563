import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { ImageMagnifyDialog } from './image-magnify-dialog.tsx';
import { MagnifyTrigger } from './magnify-trigger.tsx';
import { ProductGallery } from './product-gallery.tsx';
import './product-media.css';

const meta = {
  title: 'Product media/ProductGallery',
  component: ProductGallery,
  subcomponents: { MagnifyTrigger, ImageMagnifyDialog },
  args: {
    locale: 'de-DE',
    productName: 'Wandbilder',
    pictures: ['/images/products/photoframe-canvas.jpg', '/images/products/photoframe-acrylic.jpg', '/images/products/photoframe-aluminium.jpg'],
  },
  beforeEach: () => {
    dialogStore.setState({ current: null, blocked: false });
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The picture opens the magnify dialog: zoom by keys and buttons, page through the pictures, Escape gives focus back. */
export const Magnified: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Bild vergrößern/ });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Bild vergrößert' });
    const viewport = await within(dialog).findByTestId('magnify-viewport');
    await waitFor(() => expect(viewport).toHaveFocus());
    const image = within(viewport).getByRole('img');
    await expect(image).toHaveAttribute('alt', 'Wandbilder, Bild 1 von 3');
    await expect(image.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    await userEvent.keyboard('+');
    await expect(image).toHaveAttribute('data-zoom', '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hineinzoomen' }));
    await expect(image).toHaveAttribute('data-zoom', '2');
    // Zoomed, the arrow keys move the picture instead of paging.
    viewport.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(image.style.transform).toMatch(/^translate\(60px, 0px\) scale\(2\)$/);
    await expect(within(dialog).getByTestId('magnify-position')).toHaveTextContent('1 / 3');
    await userEvent.keyboard('0');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByTestId('magnify-position')).toHaveTextContent('2 / 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vorheriges Bild' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vorheriges Bild' }));
    await expect(within(dialog).getByTestId('magnify-position')).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogStore.getState().current).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** One picture: no paging. */
export const SinglePicture: Story = {
  args: { pictures: ['/images/products/card-wedding.jpg'], productName: 'Karten' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Bild vergrößern/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await within(dialog).findByTestId('magnify-viewport');
    await expect(within(dialog).queryByRole('button', { name: 'Nächstes Bild' })).toBeNull();
  },
};
