import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { burgerData } from '../lib/fixtures.ts';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { BurgerButton } from './burger-button.tsx';
import { BurgerNavigation } from './burger-navigation.tsx';
import { burgerStore, type BurgerState } from './burger-store.ts';

const withBurger = (state: Partial<BurgerState>) => (Story: () => React.ReactNode) => {
  burgerStore.setState({
    level: 'closed',
    activeItem: null,
    openAccordion: null,
    primaryScrollTop: 0,
    ...state,
  });
  return <Story />;
};

const meta = {
  title: 'Navigation/BurgerNavigation',
  component: BurgerNavigation,
  decorators: [
    withLocaleTexts,
    (Story) => (
      <>
        <BurgerButton />
        <Story />
      </>
    ),
  ],
  args: { data: burgerData, currentPath: '/bilderbox' },
  // The burger closes itself from 1000 px on: its stories run on a phone viewport.
  globals: { viewport: { value: 'mobile2', isRotated: false } },
} satisfies Meta<typeof BurgerNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { decorators: [withBurger({ level: 'closed' })] };
export const Primary: Story = { decorators: [withBurger({ level: 'primary' })] };
export const Secondary: Story = { decorators: [withBurger({ level: 'secondary', activeItem: 0 })] };
export const TertiaryAccordionOpen: Story = {
  decorators: [withBurger({ level: 'secondary', activeItem: 0, openAccordion: 0 })],
};
/**
 * Keyboard only at 375 px: the burger button opens a modal navigation (role dialog, aria-modal, the rest of the page
 * inert), focus moves into it, and Escape closes it and gives focus back to the button.
 */
export const KeyboardModal: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [withBurger({ level: 'closed' })],
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { expanded: false });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const burger = await canvas.findByRole('dialog');
    await expect(burger).toHaveAttribute('aria-modal', 'true');
    await expect(burger).toHaveAccessibleName();
    await waitFor(() => expect(burger.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await expect(button.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button.closest('[inert]')).toBeNull();
  },
};
