import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext, hostilePageContent } from './block-fixtures.ts';
import type { RichTextBlok } from './rich-text-block.tsx';
import { RichTextBlock } from './rich-text-block.tsx';
import { RichText } from './rich-text.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/RichTextBlock',
  component: RichTextBlock,
  // The block's allow-list renderer, also used by other blocks' texts.
  subcomponents: { RichText },
  args: { blok: blokOf<RichTextBlok>('RichText'), context: createFixtureContext() },
  render: (args) => <RichTextBlock {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof RichTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The hostile story's rich text: script as text, dangerous links without target, no image. */
export const Hostile: Story = { args: { blok: hostilePageContent.body[0] as RichTextBlok } };
