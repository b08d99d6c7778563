import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf } from './block-fixtures.ts';
import { SubTeaser, type SubTeaserBlok } from './sub-teaser.tsx';
import './story-helpers.tsx';

const blok: SubTeaserBlok = blokOf<SubTeaserBlok>('SubTeaser');

const meta = {
  title: 'Blocks/SubTeaser',
  component: SubTeaser,
  args: { blok },
} satisfies Meta<typeof SubTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
