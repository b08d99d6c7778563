import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerData, loggedInCustomer, loggedOutCustomer } from '../lib/fixtures.ts';
import { withCustomer, withLocaleTexts } from '../lib/story-decorators.tsx';
import { Header } from './header.tsx';

const meta = {
  title: 'Header/Header',
  component: Header,
  decorators: [withLocaleTexts],
  args: { layout: 'web', platform: 'web', data: headerData, channelName: 'wallart', homeHref: '/' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WebLoggedOut: Story = { decorators: [withCustomer(loggedOutCustomer)] };
export const WebLoggedIn: Story = { decorators: [withCustomer(loggedInCustomer)] };
export const WebSessionLoading: Story = { decorators: [withCustomer(null)] };
export const DesktopLoggedIn: Story = {
  args: { platform: 'desktop' },
  decorators: [withCustomer(loggedInCustomer)],
};
export const App: Story = {
  args: { layout: 'app', platform: 'desktop', homeHref: '/d/desktop-startseite' },
  decorators: [withCustomer(loggedOutCustomer)],
};
export const AppOnDesktopStartPage: Story = {
  args: { layout: 'app', platform: 'desktop', homeHref: '/d/desktop-startseite', isDesktopStartPage: true },
  decorators: [withCustomer(loggedOutCustomer)],
};
/** kartenliebe (a channel with a wishlist): the wishlist entry with its count sits before the cart. */
export const WebWithWishlist: Story = {
  args: { channelName: 'kartenliebe', data: { ...headerData, wishlist: { text: 'Merkzettel', link: '/merkzettel/' } } },
  decorators: [withCustomer(loggedOutCustomer)],
};
