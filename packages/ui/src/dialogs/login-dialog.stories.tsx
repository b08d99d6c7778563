import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CustomerResult } from '../customer/customer-api.ts';
import { loggedInCustomer } from '../lib/fixtures.ts';
import { dialogStore } from './dialog-store.ts';
import {
  apiFailure,
  expectPending,
  submitDialogForm,
  withLocaleTexts,
  withOpenDialog,
  withQueryClient,
} from '../lib/story-decorators.tsx';
import { LoginDialog } from './login-dialog.tsx';

const meta = {
  title: 'Dialogs/LoginDialog',
  component: LoginDialog,
  decorators: [withLocaleTexts, withQueryClient, withOpenDialog('login')],
  args: { login: (): Promise<CustomerResult> => Promise.resolve(loggedInCustomer) },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
const credentials = { email: 'anna@example.com', password: 'richtig-geheim' };

/** While the shop API answers: the submit button is disabled and says so. */
export const Submitting: Story = {
  args: { login: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await submitDialogForm(canvasElement, credentials);
    await expect(args.login).toHaveBeenCalledWith(credentials);
    await expectPending(dialog, globals);
  },
};
/** The server's 400 message above the fields. */
export const WrongPassword: Story = {
  args: { login: () => Promise.reject(apiFailure(400, 'E-Mail-Adresse oder Passwort ist falsch.')) },
  play: async ({ canvasElement }) => {
    const dialog = await submitDialogForm(canvasElement, credentials);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
  },
};
/** Logged in: the dialog closes. */
export const LogsIn: Story = {
  play: async ({ canvasElement }) => {
    await submitDialogForm(canvasElement, credentials);
    await waitFor(() => expect(dialogStore.getState().current).toBeNull());
  },
};
export const WithGoogleSignIn: Story = {
  args: {
    googleSignIn: (
      <div className="google-sign-in" data-state="ready">
        <button type="button" className="button">
          Mit Google anmelden
        </button>
      </div>
    ),
  },
};
