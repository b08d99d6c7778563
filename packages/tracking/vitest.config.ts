import { sharedTestConfig } from '@shop/config/vitest';

export default sharedTestConfig;
