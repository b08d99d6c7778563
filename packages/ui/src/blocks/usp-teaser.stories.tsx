import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf } from './block-fixtures.ts';
import { UspTeaser, type UspTeaserBlok } from './usp-teaser.tsx';
import './story-helpers.tsx';

const blok: UspTeaserBlok = blokOf<UspTeaserBlok>('UspTeaser');

const meta = {
  title: 'Blocks/UspTeaser',
  component: UspTeaser,
  args: { blok },
} satisfies Meta<typeof UspTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
