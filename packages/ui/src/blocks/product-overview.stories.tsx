import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { OverviewBlok } from './product-overview.tsx';
import { ProductOverview } from './product-overview.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/ProductOverview',
  component: ProductOverview,
  args: { blok: blokOf<OverviewBlok>('CalendarOverview'), context: createFixtureContext() },
  render: (args) => <ProductOverview {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof ProductOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Cards: Story = { args: { blok: blokOf<OverviewBlok>('CardOverview') } };
export const Collages: Story = { args: { blok: blokOf<OverviewBlok>('CollageOverview') } };
export const Photobooks: Story = { args: { blok: blokOf<OverviewBlok>('PhotobookOverview') } };
export const Accessories: Story = { args: { blok: blokOf<OverviewBlok>('AccessoryOverview') } };
export const Empty: Story = { args: { context: createFixtureContext({ lists: {} }) } };
