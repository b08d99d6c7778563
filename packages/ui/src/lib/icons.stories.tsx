import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './icons.tsx';

const meta = {
  title: 'Shell/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
/** Every icon with its name; icons are decorative, so the visible name is the only text. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        padding: '1rem',
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons).toHaveLength(iconNames.length);
  },
};
