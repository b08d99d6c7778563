import { destroyServerFlags, getServerFlags } from '@shop/flags/server';
import { decodeVariant } from '@shop/flags/variant-code';
import type { FlagLogger } from '@shop/flags/log-codes';
import { VISITOR_KEY_COOKIE } from '@shop/flags/visitor-key';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRequestVariant, serverFlagsOptions, startServerFlags, type FlagRuntimeOptions } from './request-variant.ts';

const featuresFile = path.resolve(import.meta.dirname, '../../../flags/flags.yaml');
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function runtimeOptions() {
  const logger = { error: vi.fn(), warn: vi.fn() } satisfies FlagLogger;
  return { featuresFile, logger } satisfies FlagRuntimeOptions;
}

describe('the server SDK started with the server', () => {
  afterEach(() => destroyServerFlags());

  it('is ready before any request, and the proxy evaluates the first visitor with that same SDK', async () => {
    const options = runtimeOptions();
    await expect(startServerFlags(options)).resolves.toBe(true);
    const started = getServerFlags(serverFlagsOptions(options));
    const variant = await resolveRequestVariant({ cookies: null, userAgent: phone, search: '', secure: false }, options);
    expect(getServerFlags(serverFlagsOptions(options))).toBe(started);
    // flags.yaml's default rule for the first flyout flag (server-flags.test.ts): the visitor's real treatment, not control.
    expect(decodeVariant(variant.variant)?.['wallart-flyout-grouping']).toBe('on');
    expect(variant.setCookie?.startsWith(`${VISITOR_KEY_COOKIE}=`)).toBe(true);
    expect(options.logger.warn).not.toHaveBeenCalled();
    expect(options.logger.error).not.toHaveBeenCalled();
  });

  it('leaves crawlers without flags', async () => {
    const options = runtimeOptions();
    await startServerFlags(options);
    const variant = await resolveRequestVariant({ cookies: null, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', search: '', secure: false }, options);
    expect(variant.setCookie).toBeUndefined();
    expect(Object.values(decodeVariant(variant.variant) ?? {}).every((treatment) => treatment === 'control')).toBe(true);
  });
});
