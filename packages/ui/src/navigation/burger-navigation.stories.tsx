import type { Meta, StoryObj } from '@storybook/react-vite';
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
