import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  apiFailure,
  expectPending,
  submitDialogForm,
  withLocaleTexts,
  withQueryClient,
} from '../lib/story-decorators.tsx';
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
export const Submitting: Story = {
  args: { confirmPasswordReset: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, globals }) => {
    await expectPending(await submitDialogForm(canvasElement, { password: 'neu-und-lang-1' }), globals);
  },
};
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, { password: 'neu-und-lang-1' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Dein Passwort wurde geändert.');
  },
};
/** The link has expired: the server's 400 message. */
export const ExpiredToken: Story = {
  args: { confirmPasswordReset: () => Promise.reject(apiFailure(400, 'Der Link ist abgelaufen.')) },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, { password: 'neu-und-lang-1' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Link ist abgelaufen.');
  },
};
