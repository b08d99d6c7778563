import { describe, expect, it } from 'vitest';
import { parseTrackingConfig, trackingConfigFromEnv, trackingConfigSchema } from './tracking-config.ts';

describe('parseTrackingConfig', () => {
  it('leaves every integration off by default, sample rates 0 (spec point 9)', () => {
    const config = parseTrackingConfig();
    expect(config.tagManager.id).toBeUndefined();
    expect(config.consent.scriptUrl).toBeUndefined();
    expect(config.recorder.scriptUrl).toBeUndefined();
    expect(config.logging.scriptUrl).toBeUndefined();
    expect(config.logging).toMatchObject({ sampleRate: 0, rumSampleRate: 0, sessionReplaySampleRate: 0 });
    expect(config.messenger.scriptUrl).toBeUndefined();
    expect(config.device.refineOnResize).toBe(false);
  });

  it.each(['GTM-ABC123', 'G-XYZ9', 'GTM-0'])('accepts the tag-manager id %s', (id) => {
    expect(parseTrackingConfig({ tagManager: { id } }).tagManager.id).toBe(id);
  });

  it.each([
    ['gtm-abc123', 'GTM-ABC123'],
    ['GTM_ABC', 'GTM-ABC'],
    ['g xyz', 'G-XYZ'],
  ])('rejects %s and suggests %s (spec point 5)', (id, suggestion) => {
    const result = trackingConfigSchema.safeParse({ tagManager: { id } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(`Did you mean "${suggestion}"?`);
    expect(result.error?.issues[0]?.path).toEqual(['tagManager', 'id']);
  });

  it.each([
    ['a consent provider without its target', { consent: { scriptUrl: 'https://consent.test/notice.js' } }],
    ['a recorder without its global', { recorder: { scriptUrl: 'https://rec.test/r.js' } }],
    ['a sample rate above 1', { logging: { sampleRate: 2 } }],
    ['a non-http script URL', { messenger: { scriptUrl: 'javascript:alert(1)' } }],
    [
      'a global that is no identifier',
      { recorder: { scriptUrl: 'https://rec.test/r.js', globalName: 'a.b' } },
    ],
  ])('rejects %s', (_name, input) => {
    expect(trackingConfigSchema.safeParse(input).success).toBe(false);
  });
});

describe('trackingConfigFromEnv', () => {
  it('maps the env names, treating empty values as unset', () => {
    const config = trackingConfigFromEnv({
      NEXT_PUBLIC_TAG_MANAGER_ID: 'GTM-K1',
      NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'https://consent.test/notice.js',
      NEXT_PUBLIC_CONSENT_TARGET_TYPE: 'domain',
      NEXT_PUBLIC_CONSENT_TARGET: 'kartenliebe.de',
      NEXT_PUBLIC_CONSENT_COUNTRY: 'DE',
      NEXT_PUBLIC_CONSENT_REGION: '',
      NEXT_PUBLIC_LOGGING_SCRIPT_URL: 'https://logs.test/logs.js',
      NEXT_PUBLIC_LOGGING_SAMPLE_RATE: '0.25',
      NEXT_PUBLIC_DEVICE_REFINE_ON_RESIZE: 'true',
    });
    expect(config.tagManager).toEqual({ id: 'GTM-K1', origin: 'https://www.googletagmanager.com' });
    expect(config.consent).toEqual({
      scriptUrl: 'https://consent.test/notice.js',
      targetType: 'domain',
      target: 'kartenliebe.de',
      country: 'DE',
    });
    expect(config.logging).toMatchObject({
      scriptUrl: 'https://logs.test/logs.js',
      sampleRate: 0.25,
      rumSampleRate: 0,
    });
    expect(config.device.refineOnResize).toBe(true);
  });

  it('gives the all-off config for an empty env', () => {
    expect(trackingConfigFromEnv({})).toEqual(parseTrackingConfig());
  });

  it('fails on a malformed tag-manager id with the suggestion', () => {
    expect(() => trackingConfigFromEnv({ NEXT_PUBLIC_TAG_MANAGER_ID: 'gtm-k1' })).toThrow(
      /Did you mean .*GTM-K1/,
    );
  });
});
