import type { Meta, StoryObj } from '@storybook/react-vite';
import { bloksOf, createFixtureContext, hostilePageContent } from './block-fixtures.ts';
import { inToolbarLocale } from './story-helpers.tsx';
import { Teaser, type TeaserBlok } from './teaser.tsx';

const teasers = bloksOf<TeaserBlok>('Teaser');

const meta = {
  title: 'Blocks/Teaser',
  component: Teaser,
  args: {
    blok: teasers.find((blok) => blok.preset === 'hero') as TeaserBlok,
    context: createFixtureContext(),
    priority: true,
  },
  render: (args) => <Teaser {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof Teaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = {};
/** The spec's wall picture teaser, preset 600×450. */
export const WallPicture: Story = {
  args: { blok: teasers.find((blok) => blok.preset === 'wall-picture') as TeaserBlok, priority: false },
};
/** The hostile story's teaser: markup in the headline is text, the javascript: link is dropped. */
export const Hostile: Story = { args: { blok: hostilePageContent.teaser[0] as TeaserBlok } };
