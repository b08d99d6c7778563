import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { PhotobookDetail, type PhotobookDetailBlok } from './product-detail.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/Details/PhotobookDetail',
  component: PhotobookDetail,
  args: { blok: blokOf<PhotobookDetailBlok>('PhotobookDetail'), context: createFixtureContext() },
  render: (args) => <PhotobookDetail {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof PhotobookDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
