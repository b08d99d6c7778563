import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { FeedBlok } from './feed.tsx';
import { Feed } from './feed.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Feed',
  component: Feed,
  args: { blok: blokOf<FeedBlok>('Feed'), context: createFixtureContext() },
  render: (args) => <Feed {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof Feed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { context: createFixtureContext({ lists: {} }) } };
