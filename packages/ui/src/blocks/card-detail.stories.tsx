import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { CardDetail, type CardDetailBlok } from './product-detail.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Details/CardDetail',
  component: CardDetail,
  args: { blok: blokOf<CardDetailBlok>('CardDetail'), context: createFixtureContext() },
  render: (args) => <CardDetail {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof CardDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
