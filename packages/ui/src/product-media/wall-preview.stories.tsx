import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { Preview3dDialog } from './preview-3d-dialog.tsx';
import { Preview3dTrigger } from './preview-3d-trigger.tsx';
import { WallPreview } from './wall-preview.tsx';
import './product-media.css';

const meta = {
  title: 'Product media/WallPreview',
  component: WallPreview,
  subcomponents: { Preview3dTrigger, Preview3dDialog },
  args: { locale: 'de-DE', motif: '/images/products/photoframe-canvas.jpg' },
  beforeEach: () => {
    dialogStore.setState({ current: null, blocked: false });
  },
} satisfies Meta<typeof WallPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The 3D preview turns by keys and buttons and takes each material's depth. */
export const Turned: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'In 3D ansehen' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '3D-Vorschau' });
    const stage = await within(dialog).findByTestId('wall3d-stage');
    const box = within(dialog).getByTestId('wall3d-box');
    await expect(stage).toHaveAccessibleName('Dein Motiv als Leinwand, gedreht');
    await expect(box).toHaveAttribute('data-depth', '16');
    await expect(box.style.transform).toBe('rotateX(-8deg) rotateY(24deg)');
    stage.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(box.style.transform).toBe('rotateX(2deg) rotateY(34deg)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Von vorn ansehen' }));
    await expect(box.style.transform).toBe('rotateX(0deg) rotateY(0deg)');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Acrylglas/ }));
    await expect(box).toHaveAttribute('data-depth', '4');
    await expect(stage).toHaveAccessibleName('Dein Motiv als Acrylglas, gedreht');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
