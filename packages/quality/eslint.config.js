import { createConfig } from '@shop/config/eslint';

// Measuring scripts configure themselves from the environment (ports, browser path): no app env module here.
export default [...createConfig(), { ignores: ['bare-next/**', 'reports/**', 'test-results/**'] }, { rules: { 'no-restricted-syntax': 'off' } }];
