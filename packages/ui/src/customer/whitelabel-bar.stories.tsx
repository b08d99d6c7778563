import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedInCustomer, loggedOutCustomer, whitelabelCustomer } from '../lib/fixtures.ts';
import { withCustomer, withLocaleTexts } from '../lib/story-decorators.tsx';
import { WhitelabelBar } from './whitelabel-bar.tsx';

const meta = {
  title: 'Customer/WhitelabelBar',
  component: WhitelabelBar,
  decorators: [withLocaleTexts],
  args: { platform: 'web', serviceHref: '/white-label-service' },
} satisfies Meta<typeof WhitelabelBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhitelabelCustomer: Story = { decorators: [withCustomer(whitelabelCustomer)] };
export const WhitelabelOrder: Story = {
  decorators: [
    withCustomer({ ...loggedOutCustomer, order: { id: 9, isWhitelabelOrder: true, cartArticlesAmount: 1 } }),
  ],
};
/** Nothing on desktop, nor for normal customers. */
export const Desktop: Story = {
  args: { platform: 'desktop' },
  decorators: [withCustomer(whitelabelCustomer)],
};
export const NormalCustomer: Story = { decorators: [withCustomer(loggedInCustomer)] };
