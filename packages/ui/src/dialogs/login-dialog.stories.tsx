import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerResult } from '../customer/customer-api.ts';
import { loggedInCustomer } from '../lib/fixtures.ts';
import { apiFailure, withLocaleTexts, withOpenDialog, withQueryClient } from '../lib/story-decorators.tsx';
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
/** Submit to see the server's 400 message. */
export const WrongPassword: Story = {
  args: { login: () => Promise.reject(apiFailure(400, 'E-Mail-Adresse oder Passwort ist falsch.')) },
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
