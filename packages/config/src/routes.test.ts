import { describe, expect, it } from 'vitest';
import { channels } from './channels/index.ts';
import { languages, locales } from './markets.ts';
import { findRouteGroup, getRouteGroup, getRoutePath, hasRoute, routeGroupIds, routeSystems, type RouteGroupId } from './routes.ts';

/** Category paths of spec point 2 (content stories), plus the themes and error paths. */
const categoryPaths = [
  '/bilderbox', '/fotobox', '/box-photos', '/scatola-con-foto', '/caja-de-foto',
  '/fotoabzuege', '/tirages-photos', '/stampa-foto', '/revelado-de-fotos', '/photo-prints',
  '/fotokalender', '/calendario-personalizzato', '/calendrier-photo', '/calendario-personalizado',
  '/leinwanddruck', '/afdruk-op-canvas', '/impression-sur-toile', '/stampa-su-tela', '/impresion-sobre-lienzo', '/canvas-prints',
  '/wandbilder', '/wall-art', '/deco-murale', '/stampe-da-parete', '/cuadros-personalizados', '/wanddecoratie',
  '/themes', '/error',
];

const cases = Object.values(channels).flatMap((settings) => locales.map((locale) => ({ settings, locale })));

describe('route table (spec point 2)', () => {
  it('names the localised route groups of spec point 2 and the footer pages', () => {
    for (const id of [
      'configurator-calendar', 'configurator-card', 'configurator-collage', 'configurator-photo-frame', 'configurator-photobook', 'configurator-photobox',
      'photobook-software', 'customer-account', 'logout', 'magazine', 'orders', 'cart', 'checkout', 'recommendation', 'registration-verification',
      'photo-prints', 'shipping-costs', 'reviews', 'my-picture', 'motifs', 'corporate-customers', 'white-label-service', 'newsletter', 'llms-txt',
      'terms', 'imprint', 'payment-methods', 'about-us', 'service', 'disney-shop',
    ] as const satisfies readonly RouteGroupId[]) {
      expect(routeGroupIds).toContain(id);
      expect(routeSystems).toContain(getRouteGroup(id).system);
    }
  });

  it('gives every group a path in every language', () => {
    for (const id of routeGroupIds) {
      for (const language of languages) expect(getRouteGroup(id).paths[language], `${id} ${language}`).toMatch(/^(\/[a-z0-9][a-z0-9.-]*)+$/);
    }
  });

  it.each(cases.map(({ settings, locale }) => [settings.id, locale, settings] as const))('%s %s: every group it sells has a path that routes as itself', (_id, locale, settings) => {
    for (const id of routeGroupIds.filter((group) => hasRoute(settings, locale, group))) {
      const path = getRoutePath(settings, locale, id);
      expect(path, id).toMatch(/^(\/[a-z0-9][a-z0-9.-]*)+$/);
      // A two-letter first segment would be read as a language prefix, `d` as the desktop platform.
      const first = path?.split('/')[1] ?? '';
      expect(first, id).not.toMatch(/^[a-z]{2}$|^d$/);
      expect(findRouteGroup(settings, locale, path as string)?.id).toBe(id);
      expect(findRouteGroup(settings, locale, `${path}/`)?.id).toBe(id);
    }
  });

  it.each(cases.map(({ settings, locale }) => [settings.id, locale, settings] as const))('%s %s: no two groups share a path, nor a path below one', (_id, locale, settings) => {
    const sold = routeGroupIds.filter((group) => hasRoute(settings, locale, group));
    const paths = sold.map((id) => getRoutePath(settings, locale, id) as string);
    expect(new Set(paths).size).toBe(paths.length);
    for (const id of sold) {
      if (!getRouteGroup(id).hasSubpaths) continue;
      const base = getRoutePath(settings, locale, id) as string;
      expect(paths.filter((path) => path.startsWith(`${base}/`)), id).toEqual([]);
    }
  });

  it('answers the category paths of spec point 2 by their category groups only', () => {
    const categoryGroups: readonly RouteGroupId[] = ['photo-box', 'photo-prints', 'photo-calendars', 'canvas-prints', 'wall-art'];
    for (const { settings, locale } of cases) {
      for (const id of routeGroupIds) {
        const path = getRoutePath(settings, locale, id);
        if (path !== null && categoryPaths.includes(path)) expect(categoryGroups, `${settings.id} ${locale} ${path}`).toContain(id);
      }
    }
    // Every category path the spec names for a language is its group's path in that language (the rest are ours).
    const groupPaths = new Set(categoryGroups.flatMap((id) => Object.values(getRouteGroup(id).paths)));
    expect(categoryPaths.filter((path) => !groupPaths.has(path))).toEqual(['/themes', '/error']);
  });

  it.each([
    ['kartenliebe', 'de-DE', 'cart', '/warenkorb'],
    ['kartenliebe', 'fr-CH', 'cart', '/panier'],
    ['wallart', 'en-GB', 'imprint', '/legal-notice'],
    ['wallart', 'nl-BE', 'terms', '/algemene-voorwaarden'],
    ['wallart', 'de-DE', 'photo-prints', '/fotoabzuege'],
    ['kartenliebe', 'de-DE', 'photo-prints', null],
    ['wallart', 'de-DE', 'photobook-software', '/fotobuch-software'],
    ['wallart', 'en-US', 'photobook-software', null],
    ['kartenliebe', 'de-DE', 'photobook-software', null],
    ['kartenliebe', 'it-IT', 'configurator-card', '/configurator-card'],
    ['kartenliebe', 'es-ES', 'privacy', '/politica-de-privacidad'],
  ] as const)('%s %s %s is %s', (channel, locale, id, expected) => {
    expect(getRoutePath(channels[channel] as never, locale, id)).toBe(expected);
  });

  it('finds subpaths only below groups that have them', () => {
    const settings = channels.kartenliebe as NonNullable<(typeof channels)['kartenliebe']>;
    expect(findRouteGroup(settings, 'de-DE', '/bestellungen/42')).toEqual({ id: 'orders', system: 'orders', base: '/bestellungen', rest: '/42' });
    expect(findRouteGroup(settings, 'de-DE', '/warenkorb/42')).toBeUndefined();
    expect(findRouteGroup(settings, 'de-DE', '/panier')).toBeUndefined();
    expect(findRouteGroup(settings, 'de-DE', '/')).toBeUndefined();
  });
});
