import { createConfig } from '@shop/config/eslint';

// Test runners configure themselves from the environment (ports, browser path): no app env module here.
export default [...createConfig(), { rules: { 'no-restricted-syntax': 'off' } }];
