import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { CustomerPictureDialog } from './customer-picture-dialog.tsx';
import { CustomerPictureTrigger } from './customer-picture-trigger.tsx';
import { CustomerPicture } from './customer-picture.tsx';
import { motifStore } from './motif-store.ts';
import './product-media.css';

const meta = {
  title: 'Product media/CustomerPicture',
  component: CustomerPicture,
  subcomponents: { CustomerPictureTrigger, CustomerPictureDialog },
  args: {
    locale: 'de-DE',
    api: { basePath: '/shop-api', channel: 'wallart', country: 'DE', locale: 'de-DE' },
    designerHref: '/configurator-photo-frame?materialType=poster',
  },
  beforeEach: () => {
    dialogStore.setState({ current: null, blocked: false });
    motifStore.setState({ motif: null });
  },
} satisfies Meta<typeof CustomerPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eigenes Bild hochladen' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Dein eigenes Bild' });
}

/** The dialog says what the picture is for and the server's limits. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByText(/Aus deinem Foto wird dein Wandbild/)).toBeVisible();
    await expect(within(dialog).getByLabelText('Bild auswählen')).toHaveAccessibleDescription('JPEG, PNG oder WebP, höchstens 15 MB und 16 Megapixel.');
  },
};

/** A PDF is refused before any request, and the picture shown before stays. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    motifStore.setState({ motif: { src: '/images/products/photoframe-canvas.jpg', width: 1600, height: 1200 } });
    const dialog = await openDialog(canvasElement);
    const input = within(dialog).getByLabelText('Bild auswählen');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'rechnung.pdf', { type: 'application/pdf' })] } });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.');
    await expect(within(dialog).getByRole('img', { name: 'Vorschau deines Bildes' })).toHaveAttribute('src', '/images/products/photoframe-canvas.jpg');
  },
};

/** Over 15 MB: refused with the limit named. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const big = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'gross.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Bild auswählen'), { target: { files: [big] } });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dieses Bild ist größer als 15 MB.');
  },
};
