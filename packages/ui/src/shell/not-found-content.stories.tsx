import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundContent } from './not-found-content.tsx';

const meta = {
  title: 'Shell/NotFoundContent',
  component: NotFoundContent,
  args: {
    title: 'Seite nicht gefunden',
    text: 'Die Seite /gibt-es-nicht/ gibt es leider nicht (mehr).',
    homeLabel: 'Zur Startseite',
    homeHref: '/',
  },
} satisfies Meta<typeof NotFoundContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
