import { describe, expect, it } from 'vitest';
import {
  LOCAL_SHOP_API_URL,
  PRODUCTION_SHOP_API_URL,
  resolveShopBaseUrl,
  type ResolveShopBaseUrlOptions,
} from './base-url.ts';

const q = (value: string) => new URLSearchParams(value);

describe('resolveShopBaseUrl (spec point 9)', () => {
  it.each<[string, ResolveShopBaseUrlOptions, string, string, string?]>([
    ['local by default', { environment: 'local' }, LOCAL_SHOP_API_URL, 'default'],
    ['production host in production', { environment: 'production' }, PRODUCTION_SHOP_API_URL, 'default'],
    [
      'configured URL wins, trailing slash dropped',
      { environment: 'production', configuredUrl: 'https://api.example.test/' },
      'https://api.example.test',
      'configured',
    ],
    [
      'query override to an allowed host',
      {
        environment: 'production',
        pageQuery: q('shopApiHost=staging-api.kartenliebe.de'),
        allowedHosts: ['staging-api.kartenliebe.de'],
      },
      'https://staging-api.kartenliebe.de',
      'query',
    ],
    [
      'query override to localhost over http',
      { environment: 'production', pageQuery: q('shopApiHost=localhost:4100&shopApiProtocol=http') },
      'http://localhost:4100',
      'query',
    ],
    [
      'query override to a country localhost',
      { environment: 'local', pageQuery: q('shopApiHost=ch.localhost:4000&shopApiProtocol=http') },
      'http://ch.localhost:4000',
      'query',
    ],
    [
      'foreign host refused',
      { environment: 'production', pageQuery: q('shopApiHost=evil.example') },
      PRODUCTION_SHOP_API_URL,
      'default',
      'evil.example',
    ],
    [
      'allowed host over http refused',
      {
        environment: 'production',
        pageQuery: q('shopApiHost=staging-api.kartenliebe.de&shopApiProtocol=http'),
        allowedHosts: ['staging-api.kartenliebe.de'],
      },
      PRODUCTION_SHOP_API_URL,
      'default',
      'staging-api.kartenliebe.de',
    ],
    [
      'host with a path refused',
      { environment: 'production', pageQuery: q('shopApiHost=localhost/evil') },
      PRODUCTION_SHOP_API_URL,
      'default',
      'localhost/evil',
    ],
    [
      'host with credentials refused',
      { environment: 'production', pageQuery: q('shopApiHost=user@localhost') },
      PRODUCTION_SHOP_API_URL,
      'default',
      'user@localhost',
    ],
    [
      'look-alike suffix refused',
      { environment: 'production', pageQuery: q('shopApiHost=localhost.evil.example') },
      PRODUCTION_SHOP_API_URL,
      'default',
      'localhost.evil.example',
    ],
  ])('%s', (_name, options, url, source, refusedHost) => {
    const resolved = resolveShopBaseUrl(options);
    expect(resolved.url).toBe(url);
    expect(resolved.source).toBe(source);
    expect(resolved.refusedHost).toBe(refusedHost);
  });
});
