import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { CollageDetail, type CollageDetailBlok } from './product-detail.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Details/CollageDetail',
  component: CollageDetail,
  args: { blok: blokOf<CollageDetailBlok>('CollageDetail'), context: createFixtureContext() },
  render: (args) => <CollageDetail {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof CollageDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
