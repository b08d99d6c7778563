import { locales, type Locale } from '@shop/config/markets';
import type { Preview } from '@storybook/react-vite';
import '../src/styles/shell.css';
import '../src/styles/shop-shell.css';

const preview: Preview = {
  // Every component gets a docs page built from its stories, props and comments.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Shop locale',
      toolbar: { title: 'Locale', icon: 'globe', items: [...locales], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'de-DE' satisfies Locale },
  parameters: {
    // Story tests (`pnpm --filter @shop/ui test`, the `storybook` vitest project) fail on axe violations.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  decorators: [
    (Story, context) => (
      <div lang={context.globals.locale as string}>
        <Story args={{ ...context.args, locale: context.globals.locale as Locale }} />
      </div>
    ),
  ],
};

export default preview;
