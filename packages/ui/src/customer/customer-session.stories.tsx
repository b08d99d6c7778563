import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '../header/header.tsx';
import { headerData, loggedInCustomer, loggedOutCustomer } from '../lib/fixtures.ts';
import { withCustomer, withLocaleTexts, withQueryClient } from '../lib/story-decorators.tsx';
import { CustomerSession } from './customer-session.tsx';
import { LogoutButton } from './logout-button.tsx';

/** The session starts uninitialised, fetches the customer once, and the header shows the result. */
const meta = {
  title: 'Customer/CustomerSession',
  component: CustomerSession,
  decorators: [
    withCustomer(null),
    withLocaleTexts,
    withQueryClient,
    (Story) => (
      <>
        <Story />
        <Header layout="web" platform="web" data={headerData} channelName="wallart" homeHref="/" />
      </>
    ),
  ],
  args: {
    fetchCustomer: () => new Promise((resolve) => setTimeout(() => resolve(loggedInCustomer), 600)),
    push: (entry) => console.info('dataLayer.push', entry),
  },
} satisfies Meta<typeof CustomerSession>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsLoggedIn: Story = {};
export const LoadsLoggedOut: Story = { args: { fetchCustomer: () => Promise.resolve(loggedOutCustomer) } };
export const WithLogout: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <LogoutButton logout={() => Promise.resolve({ message: 'ok' })} />
      </>
    ),
  ],
  args: { fetchCustomer: () => Promise.resolve(loggedInCustomer) },
};
