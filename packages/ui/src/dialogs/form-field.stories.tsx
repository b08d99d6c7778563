import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Dialogs/FormField',
  component: FormField,
  args: { name: 'email', label: 'E-Mail-Adresse', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <form style={{ maxWidth: 360, padding: '1rem' }} noValidate>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'anna@example.com' } };
export const Password: Story = {
  args: { name: 'password', label: 'Passwort', type: 'password', autoComplete: 'current-password' },
};
/** The server's message for the field: the input is invalid and described by it. */
export const WithError: Story = {
  args: { defaultValue: 'anna@', error: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('E-Mail-Adresse');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
  },
};
