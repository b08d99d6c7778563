import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  apiFailure,
  expectPending,
  submitDialogForm,
  withLocaleTexts,
  withOpenDialog,
  withQueryClient,
} from '../lib/story-decorators.tsx';
import { dialogStore } from './dialog-store.ts';
import { SignupDialog } from './signup-dialog.tsx';

const meta = {
  title: 'Dialogs/SignupDialog',
  component: SignupDialog,
  decorators: [withLocaleTexts, withQueryClient, withOpenDialog('signup')],
  args: { signup: () => Promise.resolve({ message: 'Check your inbox' }) },
} satisfies Meta<typeof SignupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
const details = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.com', password: 'lang-genug-1' };

export const Submitting: Story = {
  args: { signup: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, globals }) => {
    await expectPending(await submitDialogForm(canvasElement, details), globals);
  },
};
/** Signed up: the dialog says to check the mail (its link completes the sign-up); "got it" closes it. */
export const SignsUp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, details);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(details.email);
    const close = within(dialog).getAllByRole('button').at(-1);
    close?.click();
    await waitFor(() => expect(dialogStore.getState().current).toBeNull());
  },
};
/** The server's field errors under their fields: each field invalid and described by its error. */
export const FieldErrors: Story = {
  args: {
    signup: () =>
      Promise.reject(
        apiFailure(400, 'Please check your details.', {
          email: 'Email already registered',
          password: 'At least 8 characters',
        }),
      ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, details);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please check your details.');
    const email = dialog.querySelector('[name="email"]');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email already registered');
  },
};
