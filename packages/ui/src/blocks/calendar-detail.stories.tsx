import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { CalendarDetail, type CalendarDetailBlok } from './product-detail.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Details/CalendarDetail',
  component: CalendarDetail,
  args: { blok: blokOf<CalendarDetailBlok>('CalendarDetail'), context: createFixtureContext() },
  render: (args) => <CalendarDetail {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof CalendarDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
