import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withLocaleTexts } from '../lib/story-decorators.tsx';
import { BurgerButton } from './burger-button.tsx';
import { burgerStore } from './burger-store.ts';

const meta = {
  title: 'Navigation/BurgerButton',
  component: BurgerButton,
  // The header shows the burger button below 1000 px only.
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    withLocaleTexts,
    (Story) => {
      burgerStore.getState().close();
      return <Story />;
    },
  ],
} satisfies Meta<typeof BurgerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** A click opens the burger navigation: the button says so with `aria-expanded`. */
export const Opens: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(burgerStore.getState().level).not.toBe('closed');
    burgerStore.getState().close();
  },
};
