import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedInCustomer } from '../lib/fixtures.ts';
import { withLocaleTexts, withQueryClient } from '../lib/story-decorators.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

const logger = { error: (event: string) => console.info('logged', event), warn: (event: string) => console.info('logged', event) };

/** A stand-in for Google's library, so the story needs no network. */
function fakeGoogle(): Promise<void> {
  window.google = {
    accounts: {
      id: {
        initialize: () => undefined,
        renderButton: (parent) => {
          parent.innerHTML = '<button type="button" class="button">Mit Google anmelden</button>';
        },
      },
    },
  };
  return Promise.resolve();
}

const meta = {
  title: 'Customer/GoogleSignInButton',
  component: GoogleSignInButton,
  decorators: [withLocaleTexts, withQueryClient],
  args: {
    clientId: 'story',
    language: 'de',
    loginWithGoogle: () => Promise.resolve(loggedInCustomer),
    logger,
    loadScript: fakeGoogle,
  },
} satisfies Meta<typeof GoogleSignInButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { loadScript: () => new Promise(() => undefined) } };
/** The script did not load: google-not-loaded is logged. */
export const Unavailable: Story = { args: { loadScript: () => Promise.reject(new Error('blocked')) } };
