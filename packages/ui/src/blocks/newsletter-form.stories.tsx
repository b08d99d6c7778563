import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { NewsletterFormBlok } from './newsletter-form.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { inToolbarLocale, storyActions } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/NewsletterForm',
  component: NewsletterForm,
  args: {
    blok: blokOf<NewsletterFormBlok>('NewsletterForm'),
    context: createFixtureContext({ actions: storyActions }),
  },
  render: (args) => <NewsletterForm {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
