import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { ContactFormBlok } from './contact-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactFormFields } from './form-leaves.tsx';
import { inToolbarLocale, storyActions } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/ContactForm',
  component: ContactForm,
  // The form's client leaf (fields, submit, answer).
  subcomponents: { ContactFormFields },
  args: {
    blok: blokOf<ContactFormBlok>('ContactForm'),
    context: createFixtureContext({ actions: storyActions }),
  },
  render: (args) => <ContactForm {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof ContactForm>;

export default meta;

async function fillAndSend(form: HTMLElement) {
  const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
  await userEvent.type(field('name'), 'Anna Muster');
  await userEvent.type(field('email'), 'anna@example.com');
  await userEvent.type(field('message'), 'Kann ich das Poster auch in 60 × 90 bestellen?');
  await userEvent.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
}
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPerson: Story = {
  args: { blok: { ...blokOf<ContactFormBlok>('ContactForm'), person: null } },
};
/** Submit to see a refusal: the typed values stay, the message field is marked invalid and described by the error. */
export const RefusedMessage: Story = {
  args: {
    context: createFixtureContext({
      actions: {
        ...storyActions,
        sendContactMessage: async () => ({
          ok: false,
          field: 'message',
          message: 'Deine Nachricht braucht 10 bis 5000 Zeichen.',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[name="message"]')).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvasElement.querySelector('[name="message"]')).toHaveAccessibleDescription(
      'Deine Nachricht braucht 10 bis 5000 Zeichen.',
    );
    await expect(canvasElement.querySelector('[name="email"]')).toHaveValue('anna@example.com');
  },
};
/** Sent: the thanks replace the form. */
export const Sent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
