import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { DeliveryCutOffMessageBlok } from './delivery-cut-off-message.tsx';
import { DeliveryCutOffMessage } from './delivery-cut-off-message.tsx';
import { inToolbarLocale } from './story-helpers.tsx';
import { CutOffText } from './cut-off-text.tsx';

const meta = {
  title: 'Blocks/DeliveryCutOffMessage',
  component: DeliveryCutOffMessage,
  args: { blok: blokOf<DeliveryCutOffMessageBlok>('DeliveryCutOffMessage'), context: createFixtureContext() },
  render: (args) => <DeliveryCutOffMessage {...args} context={inToolbarLocale(args)} />,
  // The message follows the browser's clock (CutOffText): each story's clock is its context's `now`.
  subcomponents: { CutOffText },
  beforeEach: ({ args }) => {
    const realNow = Date.now;
    Date.now = () => args.context.now.getTime();
    return () => {
      Date.now = realNow;
    };
  },
} satisfies Meta<typeof DeliveryCutOffMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CutOffToday: Story = {
  args: { context: createFixtureContext({ now: new Date('2026-11-21T14:00:00Z') }) },
};
export const ExpressTomorrow: Story = {
  args: {
    context: createFixtureContext({
      now: new Date('2026-11-21T15:30:00Z'),
      shipping: {
        timeZone: 'Europe/Berlin',
        lodStart: '2026-11-21T05:00:00Z',
        safetyLodEnd: '2026-11-21T13:00:00Z',
        lodEnd: '2026-11-21T15:00:00Z',
        expressLodEnd: '2026-11-22T11:00:00Z',
        saturdayLodEnd: null,
      },
    }),
  },
};
