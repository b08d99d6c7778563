import { describe, expect, it } from 'vitest';
import {
  addLocaleToConfiguratorUrl,
  buildDesignerUrl,
  configuratorPaths,
  isConfiguratorPath,
} from './configurator-paths.ts';

describe('configurator paths', () => {
  it.each([
    ['calendar', '/configurator-calendar'],
    ['card', '/configurator-card'],
    ['collage', '/configurator-collage'],
    ['photoframe', '/configurator-photo-frame'],
    ['photobook', '/configurator-photobook'],
    ['photobox', '/configurator-photobox'],
    ['photoprint', '/configurator-photobox'],
  ] as const)('%s → %s', (family, path) => {
    expect(configuratorPaths[family]).toBe(path);
    expect(isConfiguratorPath(path)).toBe(true);
  });

  it.each([
    ['/configurator-card', '/configurator-card?locale=de-DE'],
    ['/configurator-card?themeId=1', '/configurator-card?themeId=1&locale=de-DE'],
    ['/configurator-card?locale=fr-CH', '/configurator-card?locale=fr-CH'],
    ['/configurator-card?x=1#top', '/configurator-card?x=1&locale=de-DE#top'],
    ['/configurator-card#top', '/configurator-card?locale=de-DE#top'],
    ['/hochzeit', '/hochzeit'],
    ['/configurator', '/configurator'],
  ])('addLocaleToConfiguratorUrl(%s) → %s', (url, expected) => {
    expect(addLocaleToConfiguratorUrl({ url, locale: 'de-DE' })).toBe(expected);
  });

  it.each([
    [{}, '/configurator-collage'],
    [{ designId: '13', locale: 'de-DE' }, '/configurator-collage?designId=13&locale=de-DE'],
  ])('buildDesignerUrl(%j) → %s', (params, expected) => {
    expect(buildDesignerUrl({ family: 'collage', params })).toBe(expected);
  });
});
