import type { Meta, StoryObj } from '@storybook/react-vite';
import { shops } from '../lib/fixtures.ts';
import { ShopNavigation } from './shop-navigation.tsx';

const meta = {
  title: 'Navigation/ShopNavigation',
  component: ShopNavigation,
  args: { shops, label: 'Unsere Shops' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded shops; the Disney shop shows the special icon. */
export const Shops: Story = {};
export const WithoutDisney: Story = {
  args: { shops: shops.filter((shop) => !shop.text.includes('Disney')) },
};
