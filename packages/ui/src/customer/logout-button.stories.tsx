import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loggedInCustomer, loggedOutCustomer } from '../lib/fixtures.ts';
import { withCustomer, withLocaleTexts, withQueryClient } from '../lib/story-decorators.tsx';
import { LogoutButton } from './logout-button.tsx';

const meta = {
  title: 'Customer/LogoutButton',
  component: LogoutButton,
  decorators: [withLocaleTexts, withQueryClient],
  args: { logout: fn(() => Promise.resolve({ message: 'ok' })) },
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = { decorators: [withCustomer(loggedInCustomer)] };
/** Nothing to log out of: the button is not there. */
export const LoggedOut: Story = {
  decorators: [withCustomer(loggedOutCustomer)],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
/** While the shop API answers, the button is disabled (no second log-out). */
export const LoggingOut: Story = {
  args: { logout: fn(() => new Promise<never>(() => undefined)) },
  decorators: [withCustomer(loggedInCustomer)],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button')).toBeDisabled());
  },
};
/** After the log-out the session is logged out and the button goes. */
export const LogsOut: Story = {
  decorators: [withCustomer(loggedInCustomer)],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};
