import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mainNavigationBar, navigationFlyouts } from '../lib/fixtures.ts';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { flyoutStore } from './flyout-store.ts';
import { MainNavigation } from './main-navigation.tsx';
import { FlyoutContent } from './flyout-content.tsx';

const withOpenFlyout = (index: number | null) => (Story: () => React.ReactNode) => {
  flyoutStore.setState({ active: index, hovered: index });
  return <Story />;
};

const meta = {
  title: 'Navigation/MainNavigation',
  component: MainNavigation,
  // The flyouts' links, loaded with the flyouts' groups.
  subcomponents: { FlyoutContent },
  decorators: [withLocaleTexts],
  args: {
    items: mainNavigationBar,
    flyouts: navigationFlyouts,
    flyoutContent: FlyoutContent,
    currentPath: '/',
    wallArtTreatments: { grouping: 'off', specialEntry: 'off' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Flyouts open on hover with a fine pointer from 1000 px on, and with the disclosure button beside the link (Enter, Space, arrows; Escape closes and gives focus back).',
      },
    },
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
/**
 * Keyboard only: Tab to the first item's disclosure button, Enter opens the flyout, ArrowDown focuses its first link,
 * End its last, Escape closes it and gives focus back to the button.
 */
export const KeyboardFlyout: Story = {
  // The disclosure buttons and flyouts exist from 1000 px on.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withOpenFlyout(null)],
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>('.main-navigation__toggle');
    await expect(toggle).not.toBeNull();
    toggle?.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const flyout = canvasElement.querySelector(`#${CSS.escape(toggle?.getAttribute('aria-controls') ?? '')}`);
    await waitFor(() => expect(flyout).toBeVisible());
    const links = [...(flyout?.querySelectorAll('a[href]') ?? [])];
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(links.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};
/** Space on the button toggles the flyout too; a second Space closes it. */
export const KeyboardSpaceToggles: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [withOpenFlyout(null)],
  play: async ({ canvasElement }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>('.main-navigation__toggle');
    toggle?.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
