import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { selectNavigationTypes } = await import('./shell.ts');

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
