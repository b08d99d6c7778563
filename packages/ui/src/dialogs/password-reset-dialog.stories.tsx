import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiFailure, withLocaleTexts, withOpenDialog, withQueryClient } from '../lib/story-decorators.tsx';
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
export const ServerError: Story = {
  args: {
    requestPasswordReset: () => Promise.reject(apiFailure(429, 'Zu viele Versuche. Bitte warte kurz.')),
  },
};
