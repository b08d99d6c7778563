import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { buildRouteHref } from './route-href.ts';

describe('buildRouteHref', () => {
  it.each([
    [kartenliebe, 'de-DE', 'cart', undefined, '/warenkorb/'],
    [kartenliebe, 'fr-CH', 'cart', undefined, '/fr/panier/'],
    [wallart, 'fr-CH', 'cart', undefined, '/fr/panier'],
    [wallart, 'it-IT', 'imprint', undefined, '/note-legali'],
    [wallart, 'de-IT', 'imprint', undefined, '/de/impressum'],
    [wallart, 'de-DE', 'imprint', 'desktop', '/d/impressum'],
    [kartenliebe, 'fr-CH', 'configurator-card', undefined, '/fr/configurator-card/?locale=fr-CH'],
    [wallart, 'de-DE', 'llms-txt', undefined, '/llms.txt'],
    [kartenliebe, 'de-DE', 'photo-prints', undefined, null],
  ] as const)('%#: %s %s %s', (settings, locale, group, platform, expected) => {
    expect(buildRouteHref({ settings, locale, group, platform })).toBe(expected);
  });

  it('keeps a subpath and a query', () => {
    expect(buildRouteHref({ settings: wallart, locale: 'de-DE', group: 'orders', subpath: '/42' })).toBe('/bestellungen/42');
    expect(buildRouteHref({ settings: wallart, locale: 'de-DE', group: 'configurator-photobook', query: { designId: '4' } })).toBe('/configurator-photobook?designId=4&locale=de-DE');
    expect(buildRouteHref({ settings: wallart, locale: 'de-DE', group: 'configurator-photobook', query: { locale: 'de-AT' } })).toBe('/configurator-photobook?locale=de-AT');
  });
});
