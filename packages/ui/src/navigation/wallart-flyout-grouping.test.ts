import { describe, expect, it } from 'vitest';
import { navigationItems } from '../lib/fixtures.ts';
import type { FlyoutGroup } from './navigation-types.ts';
import {
  groupWallArtFlyout,
  isWallArtCategory,
  normalizeItemText,
  type WallArtFlyoutTexts,
} from './wallart-flyout-grouping.ts';

const texts: WallArtFlyoutTexts = {
  allWallArt: 'Alle Wandbilder',
  bestsellers: 'Bestseller',
  premium: 'Premium',
  additionalProducts: 'Weitere Produkte',
  premiumLabel: 'Premium-Qualität',
  framedWallArt: 'Gerahmte Wandbilder',
  hahnemuehle: 'Hahnemühle Fine-Art-Druck',
};

const wallArt = navigationItems.find((item) => item.text === 'Wandbilder');
if (!wallArt) throw new Error('fixture: no wall-art item');
const flyoutGroups = wallArt.flyoutGroups;

const titles = (groups: { items: { title: string }[] }[], index: number) =>
  groups[index]?.items.map((item) => item.title);

describe('isWallArtCategory', () => {
  it.each([
    ['Wandbilder', true],
    ['Stampe da parete', true],
    ['Déco murale', true],
    ['Cuadros personalizados', true],
    ['Wanddecoratie', true],
    ['Wall Art', true],
    ['Wall\u00a0Art', true],
    ['Leinwanddruck', false],
    ['Fotokalender', false],
  ])('%s → %s', (text, expected) => {
    expect(isWallArtCategory(text)).toBe(expected);
  });
});

describe('normalizeItemText', () => {
  it('ignores non-breaking spaces', () => {
    expect(normalizeItemText('Hahnemühle\u00a0Fine\u00a0Art')).toBe(normalizeItemText('Hahnemühle Fine Art'));
  });
});

describe('groupWallArtFlyout', () => {
  it.each([
    ['off', 'off'],
    ['control', 'control'],
  ])(
    'grouping %s keeps the content groups and leaves the special entry out (special %s)',
    (grouping, special) => {
      const layout = groupWallArtFlyout({
        flyoutGroups,
        groupingTreatment: grouping,
        specialEntryTreatment: special,
        texts,
      });
      expect(layout.groups.map((group) => group.id)).toEqual(['all-wall-art']);
      expect(layout.groups[0]?.items).toHaveLength(14);
      expect(layout.specialEntry).toBeNull();
    },
  );

  it('grouping on: all wall art, bestsellers (framed relabelled), premium (labelled, Hahnemühle relabelled), additional products', () => {
    const layout = groupWallArtFlyout({
      flyoutGroups,
      groupingTreatment: 'on',
      specialEntryTreatment: 'off',
      texts,
    });
    expect(layout.groups.map((group) => [group.id, group.title, group.label])).toEqual([
      ['all-wall-art', 'Alle Wandbilder', undefined],
      ['bestsellers', 'Bestseller', undefined],
      ['premium', 'Premium', 'Premium-Qualität'],
      ['additional-products', 'Weitere Produkte', undefined],
    ]);
    expect(titles(layout.groups, 0)).toEqual(['Alle Wandbilder', 'Forex-Platte']);
    expect(titles(layout.groups, 1)).toEqual(['Poster', 'Leinwand', 'Acrylglas', 'Gerahmte Wandbilder']);
    expect(titles(layout.groups, 2)).toEqual([
      'Alu-Dibond',
      'Hahnemühle Fine-Art-Druck',
      'Galerie-Print',
      'Echtglas',
    ]);
    expect(titles(layout.groups, 3)).toEqual(['Fototapete', 'Klebefolie', 'Backlit-Folie', 'PVC-Plane']);
    expect(layout.groups[1]?.items[3]?.link).toBe('/wandbilder/gerahmte-bilder');
  });

  it('special entry on: the one special entry in its own block, with or without grouping', () => {
    for (const grouping of ['on', 'off']) {
      const layout = groupWallArtFlyout({
        flyoutGroups,
        groupingTreatment: grouping,
        specialEntryTreatment: 'on',
        texts,
      });
      expect(layout.specialEntry?.title).toBe('Wandbilder-Materialien im Vergleich');
      expect(
        layout.groups.flatMap((group) => group.items).some((item) => item.typeOverride === 'special'),
      ).toBe(false);
    }
  });

  it.each([
    ['en', 'Framed\u00a0Prints', 'Hahnemühle\u00a0Fine\u00a0Art', 'Photo Wallpaper'],
    ['es', 'Cuadros\u00a0enmarcados', 'Hahnemühle Fine Art', 'Fotomural'],
    ['fr', 'Tableaux encadrés', 'Hahnemühle\u00a0Fine\u00a0Art', 'Papier peint photo'],
    ['it', 'Quadri\u00a0con\u00a0cornice', 'Hahnemühle\u00a0Fine\u00a0Art', 'Carta da parati fotografica'],
    ['nl', 'Ingelijste\u00a0foto’s', 'Hahnemühle\u00a0Fine\u00a0Art', 'Fotobehang'],
  ])('matches the %s item names by text', (_language, framed, hahnemuehle, wallpaper) => {
    const groups: FlyoutGroup[] = [
      {
        id: 'all-wall-art',
        title: 'x',
        items: [framed, hahnemuehle, wallpaper].map((title) => ({
          title,
          link: `/${title}`,
        })),
      },
    ];
    const layout = groupWallArtFlyout({
      flyoutGroups: groups,
      groupingTreatment: 'on',
      specialEntryTreatment: 'off',
      texts,
    });
    expect(layout.groups.map((group) => [group.id, titles([group], 0)])).toEqual([
      ['bestsellers', ['Gerahmte Wandbilder']],
      ['premium', ['Hahnemühle Fine-Art-Druck']],
      ['additional-products', [wallpaper]],
    ]);
  });
});
