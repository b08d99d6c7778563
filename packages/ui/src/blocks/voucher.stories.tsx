import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { VoucherBlok } from './voucher.tsx';
import { Voucher } from './voucher.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Voucher',
  component: Voucher,
  args: { blok: blokOf<VoucherBlok>('Voucher'), context: createFixtureContext() },
  render: (args) => <Voucher {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof Voucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
