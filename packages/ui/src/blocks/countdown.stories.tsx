import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { CountdownBlok } from './countdown.tsx';
import { Countdown } from './countdown.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Countdown',
  component: Countdown,
  args: { blok: blokOf<CountdownBlok>('Countdown'), context: createFixtureContext() },
  render: (args) => <Countdown {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The end date has passed: nothing renders, `countdown-date-in-past` is logged. */
export const DateInPast: Story = {
  args: { context: createFixtureContext({ now: new Date('2027-01-01T00:00:00Z') }) },
};
