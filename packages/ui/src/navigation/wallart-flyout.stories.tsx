import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationItems } from '../lib/fixtures.ts';
import { groupWallArtFlyout, type WallArtFlyoutTexts } from './wallart-flyout-grouping.ts';
import { WallArtFlyout } from './wallart-flyout.tsx';

const texts: WallArtFlyoutTexts = {
  allWallArt: 'Alle Wandbilder',
  bestsellers: 'Bestseller',
  premium: 'Premium',
  additionalProducts: 'Weitere Produkte',
  premiumLabel: 'Premium-Qualität',
  framedWallArt: 'Gerahmte Wandbilder',
  hahnemuehle: 'Hahnemühle Fine-Art-Druck',
};
const flyoutGroups = navigationItems[0]?.flyoutGroups ?? [];
const layout = (grouping: string, specialEntry: string) =>
  groupWallArtFlyout({
    flyoutGroups,
    groupingTreatment: grouping,
    specialEntryTreatment: specialEntry,
    texts,
  });

const meta = {
  title: 'Navigation/WallArtFlyout',
  component: WallArtFlyout,
  args: { layout: layout('off', 'off'), specialHeading: 'Entdecken', currentPath: '/wandbilder/poster' },
  decorators: [
    (Story) => (
      <div className="flyout">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WallArtFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlagsOff: Story = {};
export const Grouped: Story = { args: { layout: layout('on', 'off') } };
export const SpecialEntry: Story = { args: { layout: layout('off', 'on') } };
export const GroupedWithSpecialEntry: Story = { args: { layout: layout('on', 'on') } };
