import type { Meta, StoryObj } from '@storybook/react-vite';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { MessengerLauncher } from './messenger-launcher.tsx';
import { messengerStore, type MessengerState } from './messenger-store.ts';

const withMessenger = (state: Partial<MessengerState>) => (Story: () => React.ReactNode) => {
  messengerStore.setState({
    loaded: false,
    loading: false,
    open: false,
    visible: true,
    fade: false,
    failed: false,
    ...state,
  });
  return <Story />;
};

const widget = { open: () => undefined, close: () => undefined };

const meta = {
  title: 'Customer/MessengerLauncher',
  component: MessengerLauncher,
  decorators: [withLocaleTexts],
  args: { load: () => new Promise((resolve) => setTimeout(() => resolve(widget), 800)) },
} satisfies Meta<typeof MessengerLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = { decorators: [withMessenger({})] };
export const Loading: Story = { decorators: [withMessenger({ loading: true })] };
export const Open: Story = { decorators: [withMessenger({ loaded: true, open: true })] };
export const Fading: Story = { decorators: [withMessenger({ fade: true })] };
export const LoadFailed: Story = {
  decorators: [withMessenger({ failed: true })],
  args: { load: () => Promise.reject(new Error('blocked')) },
};
