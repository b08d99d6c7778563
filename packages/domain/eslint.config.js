// @ts-check
import { createConfig } from '@shop/config/eslint';

const pureMessage = 'packages/domain is pure: time, logging and data come in as parameters.';

/** The shared config plus the purity rules of the domain package (STYLE.md: "Domain is pure"). */
export default [
  ...createConfig(),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-console': ['error'],
      'no-restricted-globals': ['error', { name: 'fetch', message: pureMessage }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*'], message: pureMessage }] },
      ],
      'no-restricted-syntax': [
        'error',
        // Repeated from the shared config: a rule's options are replaced, not merged, when it is configured again.
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment variables once, in src/env.ts, validated with zod.',
        },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: pureMessage },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: pureMessage },
        { selector: "CallExpression[callee.name='Date']", message: pureMessage },
      ],
    },
  },
];
