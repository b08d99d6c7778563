import { config } from 'zod/v4/core';

// The pages' Content-Security-Policy has no 'unsafe-eval' (server/security-headers.ts). Zod probes `new Function`
// before its first object parse to decide on its JIT; in the browser that probe is a reported CSP violation, so
// browser-side parsing goes jitless from the start. The server keeps the JIT.
if (typeof window !== 'undefined') config({ jitless: true });
