import type { Meta, StoryObj } from '@storybook/react-vite';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import type { ContactFormBlok } from './contact-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { inToolbarLocale, storyActions } from './story-helpers.tsx';

const meta = {
  title: 'Blocks/ContactForm',
  component: ContactForm,
  args: {
    blok: blokOf<ContactFormBlok>('ContactForm'),
    context: createFixtureContext({ actions: storyActions }),
  },
  render: (args) => <ContactForm {...args} context={inToolbarLocale(args)} />,
} satisfies Meta<typeof ContactForm>;

export default meta;
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
};
