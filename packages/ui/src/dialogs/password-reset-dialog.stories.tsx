import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  apiFailure,
  expectPending,
  submitDialogForm,
  withLocaleTexts,
  withOpenDialog,
  withQueryClient,
} from '../lib/story-decorators.tsx';
import { PasswordResetDialog } from './password-reset-dialog.tsx';

const meta = {
  title: 'Dialogs/PasswordResetDialog',
  component: PasswordResetDialog,
  decorators: [withLocaleTexts, withQueryClient, withOpenDialog('password-reset')],
  args: {
    requestPasswordReset: () =>
      Promise.resolve({ message: 'Wenn es ein Konto zu dieser Adresse gibt, ist eine E-Mail unterwegs.' }),
  },
} satisfies Meta<typeof PasswordResetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Submitting: Story = {
  args: { requestPasswordReset: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, globals }) => {
    await expectPending(await submitDialogForm(canvasElement, { email: 'anna@example.com' }), globals);
  },
};
/** Sent: the server's message, the same whether the address has an account or not. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, { email: 'anna@example.com' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('ist eine E-Mail unterwegs');
  },
};
/** Too many requests: not a 400, so the generic error text. */
export const ServerError: Story = {
  args: {
    requestPasswordReset: () => Promise.reject(apiFailure(429, 'Zu viele Versuche. Bitte warte kurz.')),
  },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, { email: 'anna@example.com' });
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
