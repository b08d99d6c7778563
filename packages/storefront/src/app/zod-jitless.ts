// The pages' Content-Security-Policy has no 'unsafe-eval' (server/security-headers.ts). Zod probes `new Function`
// when it builds its first object schema, to decide on its JIT; in the browser that probe is a reported CSP violation,
// so browser-side zod goes jitless from the start. Zod keeps its config on `globalThis.__zod_globalConfig` (shared by
// every copy of zod on the page): setting it there needs no zod import, so the layout's first-load JS stays as it was.
// The server keeps the JIT.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (typeof window !== 'undefined') (holder.__zod_globalConfig ??= {}).jitless = true;
