import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerResult } from '../customer/customer-api.ts';
import { loggedInCustomer } from '../lib/fixtures.ts';
import { apiFailure, withLocaleTexts, withOpenDialog, withQueryClient } from '../lib/story-decorators.tsx';
import { SignupDialog } from './signup-dialog.tsx';

const meta = {
  title: 'Dialogs/SignupDialog',
  component: SignupDialog,
  decorators: [withLocaleTexts, withQueryClient, withOpenDialog('signup')],
  args: { signup: (): Promise<CustomerResult> => Promise.resolve(loggedInCustomer) },
} satisfies Meta<typeof SignupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** Submit to see the server's field errors under their fields. */
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
};
