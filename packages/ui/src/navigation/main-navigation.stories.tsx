import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationItems } from '../lib/fixtures.ts';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { flyoutStore } from './flyout-store.ts';
import { MainNavigation } from './main-navigation.tsx';

const withOpenFlyout = (index: number | null) => (Story: () => React.ReactNode) => {
  flyoutStore.setState({ active: index, hovered: index });
  return <Story />;
};

const meta = {
  title: 'Navigation/MainNavigation',
  component: MainNavigation,
  decorators: [withLocaleTexts],
  args: {
    items: navigationItems,
    currentPath: '/',
    wallArtTreatments: { grouping: 'off', specialEntry: 'off' },
  },
  parameters: {
    docs: { description: { component: 'Flyouts open on hover with a fine pointer from 1000 px on.' } },
  },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withOpenFlyout(null)] };
export const SelectedByPath: Story = {
  args: { currentPath: '/fotokalender' },
  decorators: [withOpenFlyout(null)],
};
export const SelectedByNavigationType: Story = {
  args: { currentPath: '/ideen-und-angebote', activeNavigationType: 'photobook' },
  decorators: [withOpenFlyout(null)],
};
export const OpenFlyoutUngrouped: Story = { decorators: [withOpenFlyout(0)] };
export const OpenFlyoutGrouped: Story = {
  args: { wallArtTreatments: { grouping: 'on', specialEntry: 'off' } },
  decorators: [withOpenFlyout(0)],
};
export const OpenFlyoutGroupedWithSpecialEntry: Story = {
  args: { wallArtTreatments: { grouping: 'on', specialEntry: 'on' } },
  decorators: [withOpenFlyout(0)],
};
export const OpenFlyoutOtherCategory: Story = { decorators: [withOpenFlyout(2)] };
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [withOpenFlyout(null)],
};
