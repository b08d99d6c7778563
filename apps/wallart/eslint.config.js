import { createConfig } from '@shop/config/eslint';

export default createConfig({ nextApp: true });
