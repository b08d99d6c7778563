import { describe, expect, it } from 'vitest';
import { buildCardDetailPath, buildCardThemePath, isThemePagePath, parseCardThemePath, type CardThemePath } from './card-theme-paths.ts';

describe('card theme paths (spec point 2: themes-id-theme and the card detail page path)', () => {
  it('builds the theme and card detail paths from the theme page', () => {
    expect(buildCardThemePath('/themes/mariage', 'hochzeit-klassisch')).toBe('/themes/mariage/hochzeit-klassisch');
    expect(buildCardDetailPath('/themes/hochzeit/', 'hochzeit-klassisch', 5001)).toBe('/themes/hochzeit/hochzeit-klassisch/5001');
  });

  it.each<[string, CardThemePath]>([
    ['/themes/hochzeit/hochzeit-klassisch', { id: 'hochzeit', theme: 'hochzeit-klassisch' }],
    ['/themes/mariage/hochzeit-klassisch/5001', { id: 'mariage', theme: 'hochzeit-klassisch', designId: 5001 }],
  ])('reads %s', (path, expected) => {
    expect(parseCardThemePath(path)).toEqual(expected);
    const built = expected.designId === undefined ? buildCardThemePath(`/themes/${expected.id}`, expected.theme) : buildCardDetailPath(`/themes/${expected.id}`, expected.theme, expected.designId);
    expect(built).toBe(path);
  });

  it.each(['/themes', '/themes/hochzeit', '/karten/a/b', '/themes/a/b/c/d', '/themes/Hochzeit/x', '/themes/a/b/0', '/themes/a/b/12x', '/themes/a/%20', '/themes/a/b/1234567890'])(
    'refuses %s',
    (path) => {
      expect(parseCardThemePath(path)).toBeNull();
    },
  );

  it('knows a theme page path', () => {
    expect(isThemePagePath('/themes/hochzeit')).toBe(true);
    expect(isThemePagePath('/themes')).toBe(false);
    expect(isThemePagePath('/themes/hochzeit/hochzeit-klassisch')).toBe(false);
    expect(isThemePagePath('/karten/hochzeit')).toBe(false);
  });
});
