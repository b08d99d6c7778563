import type { FlyoutGroup, FlyoutItem } from './navigation-types.ts';

/** The wall-art category in the six languages (spec point 2); only its flyout is grouped. */
export const WALLART_CATEGORY_NAMES = [
  'Wandbilder',
  'Stampe da parete',
  'Déco murale',
  'Cuadros personalizados',
  'Wanddecoratie',
  'Wall Art',
] as const;

export const WALLART_FLYOUT_GROUPING_FLAG = 'wallart-flyout-grouping';
export const WALLART_FLYOUT_SPECIAL_ENTRY_FLAG = 'wallart-flyout-special-entry';

/** Content names the seed gives the `special` group and the special entry's typeOverride. */
export const SPECIAL_GROUP_IDENTIFIER = 'special';
export const SPECIAL_TYPE_OVERRIDE = 'special';

export type WallArtGroupId = 'all-wall-art' | 'bestsellers' | 'premium' | 'additional-products';

/**
 * Which material goes into which group: the project's choice, the spec names only the groups. The names are those of
 * the content (`wallArtItems` of the content generator) in de, en, es, fr, it, nl; matching ignores non-breaking spaces
 * and case, so an editor typing a plain space still matches.
 */
const groupMembers: Record<Exclude<WallArtGroupId, 'all-wall-art'>, readonly string[]> = {
  bestsellers: [
    // poster
    'Poster',
    'Póster',
    // canvas
    'Leinwand',
    'Canvas',
    'Lienzo',
    'Toile',
    'Tela',
    // acrylic glass
    'Acrylglas',
    'Acrylic Glass',
    'Metacrilato',
    'Verre acrylique',
    'Vetro acrilico',
    // framed
    ...framedNames(),
  ],
  premium: [
    ...hahnemuehleNames(),
    'Galerie-Print',
    'Gallery Print',
    'Impresión de galería',
    'Tirage galerie',
    'Stampa gallery',
    'Galerieprint',
    'Echtglas',
    'Real Glass',
    'Vidrio real',
    'Verre véritable',
    'Vetro vero',
    'Echt glas',
    'Alu-Dibond',
  ],
  'additional-products': [
    'Fototapete',
    'Photo Wallpaper',
    'Fotomural',
    'Papier peint photo',
    'Carta da parati fotografica',
    'Fotobehang',
    'Klebefolie',
    'Adhesive Film',
    'Vinilo adhesivo',
    'Film adhésif',
    'Pellicola adesiva',
    'Plakfolie',
    'Backlit-Folie',
    'Backlit Film',
    'Película retroiluminada',
    'Film rétroéclairé',
    'Pellicola retroilluminata',
    'Backlit-folie',
    'PVC-Plane',
    'PVC Banner',
    'Lona de PVC',
    'Bâche PVC',
    'Telone in PVC',
    'PVC-doek',
  ],
};

function framedNames(): string[] {
  return [
    'Gerahmte Bilder',
    'Framed Prints',
    'Cuadros enmarcados',
    'Tableaux encadrés',
    'Quadri con cornice',
    'Ingelijste foto’s',
  ];
}

function hahnemuehleNames(): string[] {
  return ['Hahnemühle Fine Art'];
}

/** Text comparison key: non-breaking and repeated spaces become one space, case ignored. */
export function normalizeItemText(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('de');
}

function matchesAny(text: string, names: readonly string[]): boolean {
  const key = normalizeItemText(text);
  return names.some((name) => normalizeItemText(name) === key);
}

/** True for the wall-art main navigation item of any language. */
export function isWallArtCategory(text: string): boolean {
  return matchesAny(text, WALLART_CATEGORY_NAMES);
}

/** Translated texts of the grouped flyout (navigation namespace, `wallartFlyout.*`). */
export interface WallArtFlyoutTexts {
  allWallArt: string;
  bestsellers: string;
  premium: string;
  additionalProducts: string;
  premiumLabel: string;
  /** Label of the framed item inside bestsellers ("framed wall art"). */
  framedWallArt: string;
  /** Label of the Hahnemühle item inside premium. */
  hahnemuehle: string;
}

export interface WallArtFlyoutGroup {
  id: WallArtGroupId | (string & {});
  title: string;
  items: FlyoutItem[];
  /** Shown next to the title (the premium label). */
  label?: string;
}

export interface WallArtFlyoutLayout {
  groups: WallArtFlyoutGroup[];
  /** The one special entry in its own block; null unless its flag is on. */
  specialEntry: FlyoutItem | null;
}

export interface GroupWallArtFlyoutOptions {
  flyoutGroups: readonly FlyoutGroup[];
  /** Treatment of `wallart-flyout-grouping`. */
  groupingTreatment: string;
  /** Treatment of `wallart-flyout-special-entry`. */
  specialEntryTreatment: string;
  texts: WallArtFlyoutTexts;
}

function isSpecial(item: FlyoutItem, group: FlyoutGroup): boolean {
  return (
    group.id === SPECIAL_GROUP_IDENTIFIER || item.typeOverride === SPECIAL_TYPE_OVERRIDE
  );
}

/**
 * Lays out the wall-art flyout for the two flags. Only the treatment `on` switches a flag on (off and control
 * keep the content's own groups). Grouped: all wall art (the headline entry and every item matching no other group,
 * so nothing an editor adds is lost), bestsellers (framed item relabelled), premium (with its label, Hahnemühle
 * relabelled) and additional products; empty groups are left out. The special entry is shown only with its flag on.
 */
export function groupWallArtFlyout({
  flyoutGroups,
  groupingTreatment,
  specialEntryTreatment,
  texts,
}: GroupWallArtFlyoutOptions): WallArtFlyoutLayout {
  const special = flyoutGroups.flatMap((group) =>
    group.items.filter((item) => isSpecial(item, group)),
  );
  const specialEntry = specialEntryTreatment === 'on' ? (special[0] ?? null) : null;
  const regularGroups = flyoutGroups
    .filter((group) => group.id !== SPECIAL_GROUP_IDENTIFIER)
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !isSpecial(item, group)),
    }));

  if (groupingTreatment !== 'on') {
    return {
      groups: regularGroups.map((group) => ({
        id: group.id,
        title: group.title,
        items: group.items,
      })),
      specialEntry,
    };
  }

  const items = regularGroups.flatMap((group) => group.items);
  const bestsellers = items
    .filter((item) => matchesAny(item.title, groupMembers.bestsellers))
    .map((item) =>
      matchesAny(item.title, framedNames())
        ? { ...item, title: texts.framedWallArt }
        : item,
    );
  const premium = items
    .filter((item) => matchesAny(item.title, groupMembers.premium))
    .map((item) =>
      matchesAny(item.title, hahnemuehleNames())
        ? { ...item, title: texts.hahnemuehle }
        : item,
    );
  const additional = items.filter((item) =>
    matchesAny(item.title, groupMembers['additional-products']),
  );
  const grouped = new Set(
    [...groupMembers.bestsellers, ...groupMembers.premium, ...groupMembers['additional-products']].map(
      normalizeItemText,
    ),
  );
  const all = items.filter((item) => !grouped.has(normalizeItemText(item.title)));

  const groups: WallArtFlyoutGroup[] = [
    { id: 'all-wall-art', title: texts.allWallArt, items: all },
    { id: 'bestsellers', title: texts.bestsellers, items: bestsellers },
    { id: 'premium', title: texts.premium, items: premium, label: texts.premiumLabel },
    { id: 'additional-products', title: texts.additionalProducts, items: additional },
  ];
  return { groups: groups.filter((group) => group.items.length > 0), specialEntry };
}
