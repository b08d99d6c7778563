import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPageBody } from './error-page-body.tsx';

const meta = {
  title: 'Error/ErrorPageBody',
  component: ErrorPageBody,
  args: {
    title: 'Da ist etwas schiefgelaufen',
    detailsLabel: 'Fehlerdetails',
    statusCode: 500,
    message: "Cannot read properties of undefined (reading 'story')",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'story')\n    at Page (app/[[...slug]]/page.tsx:42:17)",
    content: <p>Bitte versuche es gleich noch einmal. Unser Service hilft dir gern weiter.</p>,
    action: (
      <a className="button" href="/">
        Zur Startseite
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ErrorPageBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnexpectedError: Story = {};
export const NotFound: Story = {
  args: {
    title: 'Seite nicht gefunden',
    statusCode: 404,
    message: undefined,
    stack: undefined,
    content: <p>Die Seite /xyz gibt es leider nicht (mehr).</p>,
  },
};
