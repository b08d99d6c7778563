import type { Meta, StoryObj } from '@storybook/react-vite';
import { StartHero } from './start-hero.tsx';

const meta = {
  title: 'Shell/StartHero',
  component: StartHero,
  args: { channelId: 'kartenliebe', channelName: 'kartenliebe', locale: 'de-DE', platform: 'web' },
} satisfies Meta<typeof StartHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kartenliebe: Story = {};
export const Wallart: Story = { args: { channelId: 'wallart', channelName: 'wallart' } };
export const Desktop: Story = { args: { platform: 'desktop' } };
