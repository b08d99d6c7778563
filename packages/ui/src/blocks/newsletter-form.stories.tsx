import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { NewsletterFormBlok } from './newsletter-form.tsx';
import { NewsletterFormFields } from './form-leaves.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { inToolbarLocale, storyActions } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/NewsletterForm',
  component: NewsletterForm,
  // The form's client leaf (field, submit, answer).
  subcomponents: { NewsletterFormFields },
  args: {
    blok: blokOf<NewsletterFormBlok>('NewsletterForm'),
    context: createFixtureContext({ actions: storyActions }),
  },
  render: (args) => <NewsletterForm {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Subscribed: the double opt-in message replaces the form. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
/** The shop API failed: the form stays with the typed address, marked invalid, and says so. */
export const Failed: Story = {
  args: {
    context: createFixtureContext({
      actions: { ...storyActions, subscribeNewsletter: () => Promise.reject(new Error('shop API down')) },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('textbox', { description: /./ })).toHaveValue('anna@example.com');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
