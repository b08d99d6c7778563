import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { selectThemePages } = await import('./wishlist-theme-pages.ts');

describe('selectThemePages', () => {
  it('maps each occasion to the theme page whose card overview lists it, in the language of the stories', () => {
    const page = (slug: string, body: unknown[]) => ({ fullSlug: `kartenliebe/${slug}`, content: { type: 'Page', body } });
    const stories = [
      page('themes/mariage', [{ type: 'Teaser' }, { type: 'CardOverview', occasion: 'hochzeit' }]),
      page('themes/naissance', [{ type: 'CardOverview', occasion: 'geburt' }]),
      page('themes/autre', [{ type: 'CardOverview', occasion: 'hochzeit' }]),
      page('themes/vide', [{ type: 'CardOverview', occasion: '' }]),
      page('themes', [{ type: 'CardOverview', occasion: 'taufe' }]),
      page('themes/a/b', [{ type: 'CardOverview', occasion: 'taufe' }]),
    ];
    expect(selectThemePages(stories, 'kartenliebe')).toEqual({ hochzeit: '/themes/mariage', geburt: '/themes/naissance' });
  });
});
