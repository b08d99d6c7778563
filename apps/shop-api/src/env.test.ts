import { describe, expect, it } from 'vitest';
import { missingFromTurbo } from '@shop/config/turbo-env';
import { envVariableNames, parseEnv } from './env.ts';

describe('env', () => {
  it('passes every variable the shop API reads to `turbo run start` (strict env mode drops the others)', () => {
    expect(envVariableNames).toContain('CONTENT_PREVIEW_TOKEN');
    expect(missingFromTurbo(envVariableNames, 'start')).toEqual([]);
  });

  const production = {
    NODE_ENV: 'production',
    CONTENT_PREVIEW_TOKEN: 'real-token',
    CONTENT_WEBHOOK_SECRET: 'real-secret',
    REVALIDATE_SECRET: 'real-revalidate-secret',
  };
  it.each([
    ['CONTENT_PREVIEW_TOKEN', { CONTENT_PREVIEW_TOKEN: 'local-preview-token' }],
    ['CONTENT_PREVIEW_TOKEN', { CONTENT_PREVIEW_TOKEN: undefined }],
    ['CONTENT_WEBHOOK_SECRET', { CONTENT_WEBHOOK_SECRET: undefined }],
    ['CONTENT_WEBHOOK_SECRET', { CONTENT_WEBHOOK_SECRET: 'local-webhook-secret' }],
    ['REVALIDATE_SECRET', { REVALIDATE_SECRET: undefined }],
    ['REVALIDATE_SECRET', { REVALIDATE_SECRET: 'local-revalidate-secret' }],
    ['RECAPTCHA_SECRET', { RECAPTCHA_ENABLED: 'true' }],
  ])('refuses production without a real %s', (name, change) => {
    expect(() => parseEnv({ ...production, ...change })).toThrow(name);
  });

  it('starts in production with real secrets, and locally on the defaults', () => {
    expect(parseEnv(production).CONTENT_PREVIEW_TOKEN).toBe('real-token');
    expect(parseEnv({}).CONTENT_WEBHOOK_SECRET).toBe('local-webhook-secret');
  });
});
