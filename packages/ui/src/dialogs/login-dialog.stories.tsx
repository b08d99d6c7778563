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
import { textsForLocale } from '../lib/story-texts.tsx';
import { LoginDialog } from './login-dialog.tsx';
import type { Locale } from '@shop/config/markets';

const meta = {
  title: 'Dialogs/LoginDialog',
  component: LoginDialog,
  decorators: [withLocaleTexts, withQueryClient, withOpenDialog('login')],
  args: {
    login: (): Promise<CustomerResult> => Promise.resolve(loggedInCustomer),
    resendVerification: () => Promise.resolve({ message: 'sent' }),
  },
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
/** The right password of a sign-up that waits for its link: the message, and a button for a new mail. */
export const NotVerified: Story = {
  args: {
    login: () =>
      Promise.reject(
        Object.assign(apiFailure(400, 'Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.'), {
          body: { error: { code: 'email_not_verified', message: 'Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.' } },
        }),
      ),
    resendVerification: fn(() => Promise.resolve({ message: 'sent' })),
  },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await submitDialogForm(canvasElement, credentials);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bitte bestätige zuerst');
    const resend = textsForLocale((globals.locale as Locale | undefined) ?? 'de-DE')['dialog.login.resend'] ?? '';
    within(dialog).getByRole('button', { name: resend }).click();
    await expect(await within(dialog).findByRole('status')).toBeVisible();
    await expect(args.resendVerification).toHaveBeenCalledWith({ email: credentials.email });
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
