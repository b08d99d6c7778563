import type { ChannelId } from '@shop/config/channels';
import { designGroupNames, designNames, designWord, type Language, type Names } from './catalogue-names.ts';

/**
 * The design groups the seed writes (calendars, collages, photobook sets). `categoryIds` are the ids the content's
 * overview blocks ask for (`PhotobookOverview.categoryIds [3, 7]`, content/<channel>/<lang>/fotobuch.json); the
 * agreement test (seed-content-agreement.test.ts) fails when a block of any story would list nothing.
 */
export interface DesignGroupSeed {
  kind: 'calendar' | 'collage' | 'photobook-set';
  id: number;
  name: string;
  /** What shoppers read, per language (catalogue-names.ts); `name` is the editors' name. */
  names: Names;
  /** null: offered on every channel. */
  channel: ChannelId | null;
  categoryIds: number[];
  designs: { id: number; name: string; names: Names; formats: string[] }[];
}

const calendarDesigns = (base: number, formats: string[]) =>
  [1, 2, 3].map((n) => ({ id: base + n, name: `Design ${base + n}`, formats }));

const languages = Object.keys(designWord) as Language[];
const byLanguage = (name: (language: Language) => string): Names => Object.fromEntries(languages.map((language) => [language, name(language)])) as Names;

type GroupEntry = Omit<DesignGroupSeed, 'names' | 'designs'> & { designs: { id: number; name: string; formats: string[] }[] };

/** Names for a group and its designs: the tables' names, calendar designs numbered after their group ("…, Motiv 2"). */
function withNames(group: GroupEntry): DesignGroupSeed {
  const names = designGroupNames[group.id];
  if (!names) throw new Error(`design group ${group.id} has no names (catalogue-names.ts)`);
  return {
    ...group,
    names,
    designs: group.designs.map((design, index) => ({
      ...design,
      names: designNames[design.id] ?? byLanguage((language) => `${names[language]}, ${designWord[language]} ${index + 1}`),
    })),
  };
}

const groupEntries: readonly GroupEntry[] = [
  { kind: 'calendar', id: 10, name: 'Familienplaner Klassik', channel: null, categoryIds: [1], designs: calendarDesigns(1000, ['150-400', '200-400']) },
  { kind: 'calendar', id: 11, name: 'Wandkalender Natur', channel: null, categoryIds: [2], designs: calendarDesigns(1100, ['a3-hoch', 'a4-hoch', '300-300']) },
  { kind: 'calendar', id: 12, name: 'Tischkalender Minimal', channel: null, categoryIds: [3], designs: calendarDesigns(1200, ['a5-quer', '145-145']) },
  {
    kind: 'collage',
    id: 1,
    name: 'Collage Klassik',
    channel: 'kartenliebe',
    categoryIds: [20],
    designs: [
      { id: 1, name: 'Raster 2x2', formats: ['300x300', '500x500'] },
      { id: 2, name: 'Raster 3x3', formats: ['600x600'] },
    ],
  },
  { kind: 'collage', id: 2, name: 'Collage Herz', channel: 'kartenliebe', categoryIds: [21], designs: [{ id: 3, name: 'Herz', formats: ['500x500'] }] },
  {
    kind: 'collage',
    id: 13,
    name: 'Wall collage',
    channel: 'wallart',
    categoryIds: [20, 22],
    designs: [
      { id: 13, name: 'Gallery wall', formats: ['900x600', '1200x800'] },
      { id: 14, name: 'Panorama strip', formats: ['900x300', '1200x400'] },
    ],
  },
  // Photobook categories: 3 occasions (weddings, babies), 7 travel, as the content's photobook overviews ask; 40–42
  // are the finer categories the designer filters by.
  {
    kind: 'photobook-set',
    id: 30,
    name: 'Hochzeit',
    channel: null,
    categoryIds: [3, 40],
    designs: [
      { id: 301, name: 'Elegant', formats: ['a4-quer', '300-300'] },
      { id: 302, name: 'Romantic', formats: ['200-200', 'a4-hoch'] },
    ],
  },
  { kind: 'photobook-set', id: 31, name: 'Reise', channel: null, categoryIds: [7, 41], designs: [{ id: 311, name: 'Journey', formats: ['a4-quer', 'a3-quer'] }] },
  { kind: 'photobook-set', id: 32, name: 'Baby', channel: null, categoryIds: [3, 40, 42], designs: [{ id: 321, name: 'First year', formats: ['200-200', 'a5-hoch'] }] },
  // The occasion books' categories (@shop/domain/catalogue/photobook `occasionBooks`: 43 condolence, 44 guest books);
  // which channel offers them is its setting, not the catalogue's.
  { kind: 'photobook-set', id: 33, name: 'Kondolenzbuch', channel: null, categoryIds: [43], designs: [{ id: 331, name: 'In memory', formats: ['a4-quer', '300-300'] }] },
  { kind: 'photobook-set', id: 34, name: 'Gästebuch', channel: null, categoryIds: [44], designs: [{ id: 341, name: 'Welcome', formats: ['a4-quer', '300-300'] }] },
];

export const designGroupSeeds: readonly DesignGroupSeed[] = groupEntries.map(withNames);
