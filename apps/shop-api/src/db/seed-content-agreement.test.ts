import { describe, expect, it } from 'vitest';
import { contentBloks, type Blok } from '../../test/content-bloks.ts';
import { accessorySeeds, calendarTypes } from '../catalogue/catalogue-data.ts';
import { cardThemeSeeds } from './seed-tables/card-themes.ts';
import { designGroupSeeds, type DesignGroupSeed } from './seed-tables/design-groups.ts';

// Every overview block of every story (issue 14 "Full lists and real data"): what the block asks the shop API for must
// exist in the seed, in every channel and language, so no overview page shows "nothing to see here". The filters are
// the ones the storefront's list loader sends (packages/storefront/src/data/block-lists.ts).
const listComponents = new Set(['CardOverview', 'PhotobookOverview', 'CalendarOverview', 'CollageOverview', 'AccessoryOverview', 'Feed']);

const onChannel = (group: DesignGroupSeed, channel: string) => group.channel === null || group.channel === channel;

/** How many items the seed offers for a list block on a channel. */
export function seededItems(blok: Blok, channel: string): number {
  const kind = blok.component === 'Feed' ? String(blok.feedType) : blok.component;
  switch (kind) {
    case 'CardOverview':
    case 'card': {
      const category = typeof blok.category === 'string' && blok.category !== 'alle' ? blok.category : undefined;
      const occasion = typeof blok.occasion === 'string' && blok.occasion !== '' ? blok.occasion : undefined;
      return cardThemeSeeds.filter(
        (theme) => theme.channel === channel && (!category || theme.category === category) && (!occasion || theme.occasion === occasion),
      ).length;
    }
    case 'PhotobookOverview': {
      const ids = Array.isArray(blok.categoryIds) ? (blok.categoryIds as number[]) : [];
      return designGroupSeeds.filter(
        (group) => group.kind === 'photobook-set' && onChannel(group, channel) && (ids.length === 0 || group.categoryIds.some((id) => ids.includes(id))),
      ).length;
    }
    case 'CalendarOverview':
    case 'calendar': {
      const typeFormats = typeof blok.calendarType === 'string' ? calendarTypes[blok.calendarType]?.[0] : undefined;
      return designGroupSeeds
        .filter((group) => group.kind === 'calendar' && onChannel(group, channel))
        .flatMap((group) => group.designs)
        .filter((design) => !typeFormats || design.formats.every((format) => typeFormats.includes(format))).length;
    }
    case 'CollageOverview':
    case 'collage':
      return designGroupSeeds.filter((group) => group.kind === 'collage' && onChannel(group, channel)).length;
    case 'AccessoryOverview':
      return accessorySeeds.filter(
        (accessory) => accessory.channels.includes(channel) && (typeof blok.accessoryType !== 'string' || accessory.subtype === blok.accessoryType),
      ).length;
    default:
      throw new Error(`No seed rule for list block ${String(blok.component)} (${String(blok.feedType)})`);
  }
}

const rows = contentBloks(listComponents);

describe('content and seed agree (every overview block lists something)', () => {
  it('finds the list blocks of every channel and language', () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(new Set(rows.map((row) => row.file.split('/').slice(0, 2).join('/'))).size).toBe(12);
  });

  it.each(rows.map((row) => [`${row.file} ${String(row.blok.component)} ${JSON.stringify({ ...row.blok, _uid: undefined, headline: undefined })}`, row] as const))(
    '%s',
    (_name, { channel, blok }) => {
      expect(seededItems(blok, channel)).toBeGreaterThan(0);
    },
  );

  it('fails for a block the seed cannot serve', () => {
    expect(seededItems({ component: 'CardOverview', category: 'einladung', occasion: 'hochzeit' }, 'kartenliebe')).toBe(0);
    expect(seededItems({ component: 'PhotobookOverview', categoryIds: [99] }, 'kartenliebe')).toBe(0);
  });
});

const detailComponents = new Set(['CardDetail', 'CalendarDetail', 'PhotobookDetail', 'AccessoryDetail']);

/**
 * Why a detail block's designer link or article would fail on a channel, or undefined when the seed has what it names
 * (the designer stand-in answers 400 for ids the shop API does not know).
 */
export function detailProblem(blok: Blok, channel: string): string | undefined {
  switch (blok.component) {
    case 'CardDetail': {
      const theme = cardThemeSeeds.find((entry) => entry.channel === channel && entry.id === blok.themeId);
      if (!theme) return `no theme ${String(blok.themeId)}`;
      if (!theme.designIds.includes(Number(blok.designId))) return `theme ${theme.id} has no design ${String(blok.designId)}`;
      if (typeof blok.envelopeSku === 'string' && !accessorySeeds.some((entry) => entry.sku === blok.envelopeSku && entry.channels.includes(channel))) return `no envelope ${blok.envelopeSku}`;
      return undefined;
    }
    case 'CalendarDetail': {
      const group = designGroupSeeds.find((entry) => entry.kind === 'calendar' && entry.id === blok.designGroupId && onChannel(entry, channel));
      return !group ? `no calendar group ${String(blok.designGroupId)}` : group.designs.some((design) => design.id === blok.designId) ? undefined : `no calendar design ${String(blok.designId)}`;
    }
    case 'PhotobookDetail':
      return blok.designGroupSetId === undefined || designGroupSeeds.some((entry) => entry.kind === 'photobook-set' && entry.id === blok.designGroupSetId && onChannel(entry, channel))
        ? undefined
        : `no photobook set ${String(blok.designGroupSetId)}`;
    case 'AccessoryDetail':
      return accessorySeeds.some((entry) => entry.sku === blok.sku && entry.channels.includes(channel)) ? undefined : `no accessory ${String(blok.sku)}`;
    default:
      return `no seed rule for ${String(blok.component)}`;
  }
}

const detailRows = contentBloks(detailComponents);

describe('content and seed agree (every detail block names what the shop API has)', () => {
  it('finds the detail blocks', () => {
    expect(detailRows.length).toBeGreaterThan(20);
  });

  it.each(detailRows.map((row) => [`${row.file} ${String(row.blok.component)}`, row] as const))('%s', (_name, { channel, blok }) => {
    expect(detailProblem(blok, channel)).toBeUndefined();
  });

  it('names what is missing', () => {
    expect(detailProblem({ component: 'CardDetail', themeId: 1201, designId: 120107 }, 'kartenliebe')).toBe('no theme 1201');
    expect(detailProblem({ component: 'PhotobookDetail', designGroupSetId: 52 }, 'kartenliebe')).toBe('no photobook set 52');
    expect(detailProblem({ component: 'AccessoryDetail', sku: 'envelope-c6-kraft' }, 'wallart')).toBe('no accessory envelope-c6-kraft');
  });
});

describe('card theme names', () => {
  it('are words in all six languages, never the machine slug', () => {
    for (const theme of cardThemeSeeds) {
      expect(Object.keys(theme.names).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
      for (const name of Object.values(theme.names)) expect(name).not.toMatch(/^[a-z-]+ (klassisch|modern|classic)$/);
    }
  });
});
