import { describe, expect, it } from 'vitest';
import { readAppEnv } from './app-env.ts';

describe('readAppEnv', () => {
  const options = { portVariable: 'KL_PORT', defaultPort: 3000 };

  it('runs on local defaults with an empty environment', () => {
    expect(readAppEnv({}, options)).toMatchObject({ port: 3000, hostname: '0.0.0.0', shopApiUrl: 'http://localhost:4000', split: { serverKey: undefined } });
    expect(readAppEnv({}, options).split.featuresFile).toMatch(/packages\/flags\/flags\.yaml$/);
  });

  it('takes the channel port and the API port from the environment', () => {
    expect(readAppEnv({ KL_PORT: '3100', API_PORT: '4100' }, options)).toMatchObject({ port: 3100, shopApiUrl: 'http://localhost:4100' });
    expect(readAppEnv({ SHOP_API_URL: 'https://api.example.test' }, options).shopApiUrl).toBe('https://api.example.test');
  });

  it.each([{ KL_PORT: 'abc' }, { KL_PORT: '70000' }, { API_PORT: '-1' }, { SHOP_API_URL: 'not a url' }])('refuses %o', (source) => {
    expect(() => readAppEnv(source, options)).toThrow();
  });
});
