import { afterEach, describe, expect, it, vi } from 'vitest';

const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

// Zod is loaded once per test file (node_modules are not re-evaluated): the server case runs first, before any zod.
describe('zod-jitless', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('on the server: leaves the JIT on', async () => {
    await import('./zod-jitless.ts');
    expect(holder.__zod_globalConfig?.jitless).toBeUndefined();
  });

  it('in the browser: zod, loaded after it, builds object schemas without probing eval', async () => {
    vi.stubGlobal('window', {});
    await import('./zod-jitless.ts');
    const probe = vi.spyOn(globalThis, 'Function');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ email: z.string() }).parse({ email: 'a@b.de' })).toEqual({ email: 'a@b.de' });
    expect(probe).not.toHaveBeenCalled();
  });
});
