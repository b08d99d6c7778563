import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, resolvedTheme } from './block-fixtures.ts';
import { ThemesOverview, type ThemesOverviewBlok } from './themes-overview.tsx';
import './story-helpers.tsx';

const blok: ThemesOverviewBlok = { ...blokOf<ThemesOverviewBlok>('ThemesOverview'), themes: [resolvedTheme] };

const meta = {
  title: 'Blocks/ThemesOverview',
  component: ThemesOverview,
  args: { blok },
} satisfies Meta<typeof ThemesOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
