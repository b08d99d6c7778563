import type { Meta, StoryObj } from '@storybook/react-vite';
import { AbContentBlock, type AbContentBlockBlok } from './ab-content-block.tsx';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { renderBlocks } from './block-registry.tsx';
import { inToolbarLocale } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/AbContentBlock',
  component: AbContentBlock,
  args: {
    blok: blokOf<AbContentBlockBlok>('AbContentBlock'),
    context: createFixtureContext({ treatments: { 'VOLL-965': 'on' } }),
    renderBlocks,
  },
  render: (args) => <AbContentBlock {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof AbContentBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TreatmentOn: Story = {};
export const TreatmentOff: Story = {
  args: { context: createFixtureContext({ treatments: { 'VOLL-965': 'off' } }) },
};
export const Control: Story = { args: { context: createFixtureContext({ treatments: {} }) } };
