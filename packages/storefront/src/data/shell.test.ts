import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { packNavigationTypes, selectNavigationTypes } = await import('./shell.ts');

describe('selectNavigationTypes', () => {
  const stories = [
    { fullSlug: 'kartenliebe/home', content: { navigationType: 'home' } },
    { fullSlug: 'kartenliebe/karten', content: { navigationType: 'card' } },
    { fullSlug: 'kartenliebe/karten/dankeskarten', content: { navigationType: 'card' } },
    { fullSlug: 'kartenliebe/feed-card', content: { navigationType: 'card' } },
    { fullSlug: 'kartenliebe/fotokalender', content: { navigationType: 'calendar' } },
    { fullSlug: 'kartenliebe/error', content: { navigationType: 'error' } },
    { fullSlug: 'kartenliebe/winteraktion', content: {} },
  ];

  it('maps content paths to the types a main navigation item carries, and leaves the rest out', () => {
    expect(selectNavigationTypes(stories, 'kartenliebe', new Set(['card', 'calendar']))).toEqual({
      '/karten': 'card',
      '/karten/dankeskarten': 'card',
      '/feed-card': 'card',
      '/fotokalender': 'calendar',
    });
  });

  it('names the start page `/`', () => {
    expect(selectNavigationTypes(stories, 'kartenliebe', new Set(['home']))).toEqual({ '/': 'home' });
  });

  it('is empty when no item carries a type', () => {
    expect(selectNavigationTypes(stories, 'kartenliebe', new Set())).toEqual({});
  });
});

describe('packNavigationTypes', () => {
  const byPath = { '/karten': 'card', '/karten/dankeskarten': 'card', '/feed-card': 'card', '/fotokalender': 'calendar', '/wandbilder': 'wallart', '/wandbilder/poster': 'wallart', '/merkzettel': 'wishlist' };
  const items = [
    { url: '/karten/', navigationType: 'card' },
    { url: '/fotokalender/', navigationType: 'calendar' },
    { url: '/wandbilder/', navigationType: 'wallart' },
    { url: '/leinwanddruck/', navigationType: 'wallart' },
  ];

  it('groups the paths by type and leaves out those that select only their own link or nothing', () => {
    // `/karten` selects only the Karten item, which its own link selects already; no bar item is of type wishlist.
    // `/wandbilder` stays: it selects Leinwanddruck too.
    expect(packNavigationTypes(byPath, items, '/')).toEqual({ card: ['/karten/dankeskarten', '/feed-card'], wallart: ['/wandbilder', '/wandbilder/poster'] });
  });

  it('compares under the locale prefix, as the main navigation does', () => {
    const prefixed = items.map((item) => ({ ...item, url: `/fr${item.url}` }));
    expect(packNavigationTypes(byPath, prefixed, '/fr')).toEqual(packNavigationTypes(byPath, items, '/'));
    // Without the prefix the links are other paths: nothing is left out but the type without an item.
    expect(packNavigationTypes(byPath, items, '/fr/')).toEqual({ card: ['/karten', '/karten/dankeskarten', '/feed-card'], calendar: ['/fotokalender'], wallart: ['/wandbilder', '/wandbilder/poster'] });
  });
});
