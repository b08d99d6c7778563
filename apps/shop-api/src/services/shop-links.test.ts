import { getChannel } from '@shop/config/channels';
import type { CountryCode, Locale } from '@shop/config/markets';
import { describe, expect, it } from 'vitest';
import { buildShopLink, parseShopBaseUrls } from './shop-links.ts';

const local = parseShopBaseUrls('kartenliebe=http://localhost:3000,wallart=http://localhost:3001');

describe('buildShopLink', () => {
  it.each([
    // channel, country, locale, base URLs, expected link of /password-reset
    ['kartenliebe', 'DE', 'de-DE', local, 'http://localhost:3000/password-reset/'],
    ['wallart', 'DE', 'de-DE', local, 'http://localhost:3001/password-reset'],
    ['wallart', 'CH', 'fr-CH', local, 'http://ch.localhost:3001/fr/password-reset'],
    ['kartenliebe', 'AT', 'de-AT', local, 'http://at.localhost:3000/password-reset/'],
    ['wallart', 'CH', 'fr-CH', {}, 'https://wallart.ch/fr/password-reset'],
    ['wallart', 'GB', 'en-GB', {}, 'https://wallart.co.uk/password-reset'],
    [
      'kartenliebe',
      'BE',
      'fr-BE',
      { kartenliebe: 'https://staging.example.test' },
      'https://staging.example.test/fr/password-reset/',
    ],
  ] as const)('%s %s %s → %s', (channelId, country, locale, baseUrls, expected) => {
    const channel = getChannel(channelId);
    if (!channel) throw new Error(channelId);
    expect(
      buildShopLink({
        channel,
        country: country as CountryCode,
        locale: locale as Locale,
        path: '/password-reset',
        baseUrls,
      }),
    ).toBe(expected);
  });
});

describe('parseShopBaseUrls', () => {
  it('reads channel=url pairs, keeping the origin only; empty means production domains', () => {
    expect(
      parseShopBaseUrls(' kartenliebe=http://localhost:3100/x , wallart=https://w.example.test '),
    ).toEqual({
      kartenliebe: 'http://localhost:3100',
      wallart: 'https://w.example.test',
    });
    expect(parseShopBaseUrls('')).toEqual({});
  });

  it.each([
    'kartenliebe',
    '=http://localhost:3000',
    'kartenliebe=javascript:alert(1)',
    'kartenliebe=not a url',
    'Kl!=http://x.test',
  ])('refuses %j', (value) => {
    expect(() => parseShopBaseUrls(value)).toThrow();
  });
});
