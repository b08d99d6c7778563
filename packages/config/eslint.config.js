// @ts-check
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignores = ['**/node_modules/**', '**/.next/**', '**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/next-env.d.ts', '**/.data/**'];

/** The one ESLint flat config of the workspace; `nextApp` adds the Next.js rules and the env rule for apps. */
export function createConfig({ nextApp = false, react = false } = {}) {
  return tseslint.config(
    { ignores },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[object.name='process'][property.name='env']",
            message: 'Read environment variables once, in src/env.ts, validated with zod.',
          },
        ],
      },
    },
    {
      files: ['**/env.ts', '**/*.config.{js,ts,mjs}', '**/scripts/**', '**/*.test.{ts,tsx}', '**/e2e/**', '**/test/**', '**/.storybook/**'],
      rules: { 'no-restricted-syntax': 'off' },
    },
    ...(react || nextApp ? [{ plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules }] : []),
    ...(nextApp
      ? [
          {
            plugins: { '@next/next': nextPlugin },
            rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
          },
        ]
      : []),
  );
}

export default createConfig();
