import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiFailure, withLocaleTexts, withQueryClient } from '../lib/story-decorators.tsx';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';

/** Opens itself because a token is present, as when arriving from the reset mail's link. */
const meta = {
  title: 'Dialogs/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  decorators: [withLocaleTexts, withQueryClient],
  args: {
    token: 'A'.repeat(43),
    confirmPasswordReset: () => Promise.resolve({ message: 'Dein Passwort wurde geändert.' }),
  },
} satisfies Meta<typeof PasswordConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromMailLink: Story = {};
export const ExpiredToken: Story = {
  args: { confirmPasswordReset: () => Promise.reject(apiFailure(400, 'Der Link ist abgelaufen.')) },
};
