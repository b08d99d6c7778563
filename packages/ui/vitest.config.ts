import { sharedTestConfig } from '@shop/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(sharedTestConfig, defineConfig({ test: { environment: 'happy-dom', setupFiles: ['./test/setup.ts'] } }));
