import { createConfig } from '@shop/config/eslint';

export default createConfig({ react: true });
