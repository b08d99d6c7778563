import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { toAppPath } from './internal-path.ts';

describe('toAppPath', () => {
  it.each([
    [kartenliebe, 'fr-CH', '/panier', '/shop-route/cart'],
    [kartenliebe, 'de-DE', '/warenkorb', '/shop-route/cart'],
    [wallart, 'de-DE', '/bestellungen/42', '/shop-route/orders/42'],
    [wallart, 'es-ES', '/boletin', '/shop-route/newsletter'],
    [wallart, 'de-DE', '/configurator-photobook', '/shop-route/configurator-photobook'],
    [wallart, 'de-DE', '/products/photobox', '/products/photobox'],
    [wallart, 'de-DE', '/impressum', '/impressum'],
    [wallart, 'de-DE', '/panier', '/panier'],
    [wallart, 'de-DE', '/', '/'],
    [wallart, 'de-DE', '/shop-route/cart', null],
    [wallart, 'de-DE', '/shop-route', null],
    [kartenliebe, 'fr-CH', '/themes/mariage/hochzeit-klassisch', '/shop-route/card-theme/mariage/hochzeit-klassisch'],
    [kartenliebe, 'de-DE', '/themes/hochzeit/hochzeit-klassisch/5001', '/shop-route/card-theme/hochzeit/hochzeit-klassisch/5001'],
    [kartenliebe, 'de-DE', '/themes/hochzeit', '/themes/hochzeit'],
    [kartenliebe, 'de-DE', '/themes/hochzeit/x/not-a-design', '/themes/hochzeit/x/not-a-design'],
    [kartenliebe, 'de-DE', '/shop-route/card-theme/hochzeit/x', null],
  ] as const)('%#: %s %s %s → %s', (settings, locale, path, expected) => {
    expect(toAppPath(settings, { locale, path })).toBe(expected);
  });
});
