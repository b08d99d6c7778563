import type { ContentStory } from '@shop/api-client/content/story';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const published = vi.hoisted(() => ({ story: null as unknown, fail: false }));
vi.mock('../data/content.ts', () => ({
  getPublishedPage: async () => {
    if (published.fail) throw new Error('content API down');
    return published.story;
  },
}));
const { createStartPageMetadata } = await import('./start-page.tsx');
const { kartenliebe } = await import('@shop/config/channels/kartenliebe');
const { wallart } = await import('@shop/config/channels/wallart');
const { readAppEnv } = await import('../server/app-env.ts');

const env = readAppEnv({}, { portVariable: 'KL_PORT', defaultPort: 3000 });
const params = (locale: string, platform = 'web') => ({ params: Promise.resolve({ locale, platform, variant: 'v0' }) });

function startStory(content: Record<string, unknown>): ContentStory {
  return { uuid: 'u1', name: 'Startseite', path: '/', redirect: null, tagList: [], alternates: [], content: { type: 'Page', ...content } } as unknown as ContentStory;
}

describe('createStartPageMetadata', () => {
  it("takes title and description from the start story's SEO fields", async () => {
    published.fail = false;
    published.story = startStory({ seoTitle: 'Startseite | kartenliebe', seoDescription: 'Gestalte Einladungen.' });
    const metadata = await createStartPageMetadata(kartenliebe, env)(params('de-DE'));
    expect(metadata.title).toEqual({ absolute: 'Startseite | kartenliebe' });
    expect(metadata.description).toBe('Gestalte Einladungen.');
  });

  it.each([
    ['de-DE', kartenliebe, 'Persönliche Karten'],
    ['en-GB', kartenliebe, 'Personalised cards'],
    ['fr-FR', wallart, 'Vos photos en décoration murale'],
    ['nl-NL', wallart, "Jouw foto's als wanddecoratie"],
  ] as const)('%s %o: a story without description gets the translated channel intro', async (locale, settings, start) => {
    published.fail = false;
    published.story = startStory({ title: 'Home' });
    const description = (await createStartPageMetadata(settings, env)(params(locale))).description;
    expect(description).toEqual(expect.any(String));
    expect((description ?? '').length).toBeGreaterThan(30);
    expect(description?.startsWith(start)).toBe(true);
  });

  it('content API down: still a description (the translated intro), no error', async () => {
    published.fail = true;
    const metadata = await createStartPageMetadata(wallart, env)(params('de-DE'));
    expect(metadata.description).toBe('Deine Fotos als Wandbild: Poster, Leinwand, Acrylglas, Alu-Dibond und Bilderrahmen.');
  });
});
