import { describe, expect, it } from 'vitest';
import { missingFromTurbo } from '@shop/config/turbo-env';
import { appEnvVariableNames, readAppEnv } from './app-env.ts';

describe('readAppEnv', () => {
  const options = { portVariable: 'KL_PORT', defaultPort: 3000 };

  it('runs on local defaults with an empty environment', () => {
    expect(readAppEnv({}, options)).toMatchObject({
      port: 3000,
      hostname: '0.0.0.0',
      shopApiUrl: 'http://localhost:4000',
      split: { serverKey: undefined },
    });
    expect(readAppEnv({}, options).split.featuresFile).toMatch(/packages\/flags\/flags\.yaml$/);
  });

  it('takes the channel port and the API port from the environment', () => {
    expect(readAppEnv({ KL_PORT: '3100', API_PORT: '4100' }, options)).toMatchObject({
      port: 3100,
      shopApiUrl: 'http://localhost:4100',
    });
    expect(readAppEnv({ SHOP_API_URL: 'https://api.example.test' }, options).shopApiUrl).toBe(
      'https://api.example.test',
    );
  });

  it.each([{ KL_PORT: 'abc' }, { KL_PORT: '70000' }, { API_PORT: '-1' }, { SHOP_API_URL: 'not a url' }])(
    'refuses %o',
    (source) => {
      expect(() => readAppEnv(source, options)).toThrow();
    },
  );

  it('leaves every tracking integration off and the Split SDKs on their default hosts without env', () => {
    const env = readAppEnv({}, options);
    expect(env.tracking.tagManager.id).toBeUndefined();
    expect(env.tracking.consent.scriptUrl).toBeUndefined();
    expect(env.tracking.recorder.scriptUrl).toBeUndefined();
    expect(env.tracking.logging).toEqual({
      globalName: 'DD_LOGS',
      sampleRate: 0,
      rumSampleRate: 0,
      sessionReplaySampleRate: 0,
    });
    expect(env.tracking.messenger.scriptUrl).toBeUndefined();
    expect(env.split.urls).toBeUndefined();
    expect(env.split.streamingEnabled).toBe(true);
  });

  it('reads the tracking integrations and the Split service hosts from env', () => {
    const env = readAppEnv(
      {
        NEXT_PUBLIC_TAG_MANAGER_ID: 'GTM-AB12CD',
        NEXT_PUBLIC_TAG_MANAGER_ORIGIN: 'http://127.0.0.1:4190/tm',
        NEXT_PUBLIC_LOGGING_SCRIPT_URL: 'http://127.0.0.1:4190/logs.js',
        NEXT_PUBLIC_LOGGING_SAMPLE_RATE: '1',
        SPLIT_SDK_URL: 'http://127.0.0.1:4191/api',
        SPLIT_EVENTS_URL: 'http://127.0.0.1:4191/api',
        SPLIT_STREAMING_ENABLED: 'false',
      },
      options,
    );
    expect(env.tracking.tagManager).toEqual({ id: 'GTM-AB12CD', origin: 'http://127.0.0.1:4190/tm' });
    expect(env.tracking.logging).toMatchObject({ scriptUrl: 'http://127.0.0.1:4190/logs.js', sampleRate: 1 });
    expect(env.split.urls).toEqual({ sdk: 'http://127.0.0.1:4191/api', events: 'http://127.0.0.1:4191/api' });
    expect(env.split.streamingEnabled).toBe(false);
  });

  it.each([
    { NEXT_PUBLIC_TAG_MANAGER_ID: 'GTM-ab12' },
    { NEXT_PUBLIC_LOGGING_SAMPLE_RATE: '1.5' },
    { NEXT_PUBLIC_RECORDER_SCRIPT_URL: 'http://127.0.0.1:4190/recorder.js' },
    { NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'javascript:alert(1)' },
    { SPLIT_SDK_URL: 'not a url' },
    { SPLIT_STREAMING_ENABLED: 'yes' },
  ])('refuses the integration setting %o', (source) => {
    expect(() => readAppEnv(source, options)).toThrow();
  });

  it('leaves Google sign-in off without a client id and takes a Google OAuth client id', () => {
    expect(readAppEnv({}, options).google.clientId).toBeUndefined();
    expect(readAppEnv({ GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com' }, options).google.clientId).toBe(
      '1234-abc.apps.googleusercontent.com',
    );
  });

  it.each(['', 'not-a-client-id', 'https://evil.test/x.apps.googleusercontent.com', 'abc.apps.googleusercontent.com.evil.test'])(
    'refuses the Google client id %j',
    (clientId) => {
      expect(() => readAppEnv({ GOOGLE_CLIENT_ID: clientId }, options)).toThrow();
    },
  );

  it.each([
    [{}, 'CONTENT_PREVIEW_TOKEN and CONTENT_SPACE_ID and REVALIDATE_SECRET'],
    [{ CONTENT_PREVIEW_TOKEN: 'local-preview-token', CONTENT_SPACE_ID: '287', REVALIDATE_SECRET: 'real-revalidate-secret' }, 'CONTENT_PREVIEW_TOKEN'],
    [{ CONTENT_PREVIEW_TOKEN: 'real-token', CONTENT_SPACE_ID: '1001', REVALIDATE_SECRET: 'real-revalidate-secret' }, 'CONTENT_SPACE_ID'],
    [{ CONTENT_PREVIEW_TOKEN: ' ', CONTENT_SPACE_ID: '287', REVALIDATE_SECRET: 'real-revalidate-secret' }, 'CONTENT_PREVIEW_TOKEN'],
    [{ CONTENT_PREVIEW_TOKEN: 'real-token', CONTENT_SPACE_ID: '287', REVALIDATE_SECRET: 'local-revalidate-secret' }, 'REVALIDATE_SECRET'],
  ])('refuses to start in production on a default or empty secret: %j names %s', (secrets, names) => {
    expect(() => readAppEnv({ NODE_ENV: 'production', ...secrets }, options)).toThrow(`set ${names} `);
  });

  it('starts in production with real secrets, and anywhere else on the local defaults', () => {
    expect(readAppEnv({ NODE_ENV: 'production', CONTENT_PREVIEW_TOKEN: 'real-token', CONTENT_SPACE_ID: '287', REVALIDATE_SECRET: 'real-revalidate-secret' }, options).content).toMatchObject({ previewToken: 'real-token', spaceId: '287', revalidateSecret: 'real-revalidate-secret' });
    expect(readAppEnv({ NODE_ENV: 'development' }, options).content.previewToken).toBe('local-preview-token');
    // next build loads the routes with NODE_ENV=production; the secrets come with the start, not the build.
    expect(readAppEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }, options).content.previewToken).toBe('local-preview-token');
  });
});

describe('turbo.json', () => {
  it('passes every variable the apps read to `turbo run start` (strict env mode drops the others)', () => {
    expect(missingFromTurbo(appEnvVariableNames, 'start')).toEqual([]);
  });
});
