import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { AccessoryDetail, type AccessoryDetailBlok } from './product-detail.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Details/AccessoryDetail',
  component: AccessoryDetail,
  args: { blok: blokOf<AccessoryDetailBlok>('AccessoryDetail'), context: createFixtureContext() },
  render: (args) => <AccessoryDetail {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof AccessoryDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
