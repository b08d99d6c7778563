import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteHeader } from './site-header.tsx';

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: { channelName: 'kartenliebe', locale: 'de-DE', homeHref: '/', platform: 'web' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Web: Story = {};
export const Desktop: Story = { args: { platform: 'desktop', homeHref: '/d/desktop-startseite/' } };
export const Wallart: Story = { args: { channelName: 'wallart' } };
