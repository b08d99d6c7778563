import type { ContentStory } from '@shop/api-client/content/story';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { describe, expect, it, vi } from 'vitest';
import { createStoryRedirects, selectStoryRedirects } from './story-redirects.ts';

function story(path: string, redirect: ContentStory['redirect']): ContentStory {
  return {
    id: 1,
    uuid: path,
    name: path,
    slug: path.slice(1),
    fullSlug: `kartenliebe${path}`,
    lang: 'de',
    path,
    content: { id: path, type: 'Page' },
    alternates: [],
    tagList: [],
    publishedAt: null,
    releaseId: null,
    redirect,
  };
}

const seed = [
  story('/kalender', { target: '/fotokalender', status: 301 }),
  story('/angebote', { target: '/ideen-und-angebote', status: 302 }),
  story('/fotokalender', null),
  story('/weg', { target: 'https://evil.example/', status: 301 }),
  story('/kaputt', { target: '/ziel', status: 200 }),
];

describe('selectStoryRedirects', () => {
  it('keeps redirect stories with a shop target and a redirect status, by content path', () => {
    expect([...selectStoryRedirects(kartenliebe, seed)]).toEqual([
      ['/kalender', { target: '/fotokalender', status: 301 }],
      ['/angebote', { target: '/ideen-und-angebote', status: 302 }],
    ]);
  });

  it('accepts an absolute target on one of the channel’s own domains', () => {
    const domain = Object.values(kartenliebe.domains)[0];
    const table = selectStoryRedirects(kartenliebe, [story('/alt/', { target: `https://${domain}/neu/`, status: 308 })]);
    expect(table.get('/alt')).toEqual({ target: `https://${domain}/neu/`, status: 308 });
  });
});

describe('createStoryRedirects', () => {
  it('answers with the story’s own status, one load per locale while the table is fresh', async () => {
    const load = vi.fn(async () => seed);
    const redirects = createStoryRedirects({ settings: kartenliebe, load });
    expect(await redirects.find('de-DE', '/kalender/')).toEqual({ target: '/fotokalender', status: 301 });
    expect(await redirects.find('de-DE', '/angebote')).toEqual({ target: '/ideen-und-angebote', status: 302 });
    expect(await redirects.find('de-DE', '/fotokalender')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    await redirects.find('fr-CH', '/calendriers');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads the tables of the given locales one after another, so their first visitors find them ready', async () => {
    const answers: ((stories: ContentStory[]) => void)[] = [];
    const load = vi.fn(() => new Promise<ContentStory[]>((resolve) => answers.push(resolve)));
    const redirects = createStoryRedirects({ settings: kartenliebe, load, firstLoadWaitMs: 0 });
    const preloaded = redirects.preload(['de-DE', 'de-AT', 'fr-FR']);
    // One load in flight at a time: the next locale starts when the one before has its table.
    await vi.waitFor(() => expect(load.mock.calls).toEqual([['de-DE']]));
    answers[0]?.(seed);
    await vi.waitFor(() => expect(load.mock.calls).toEqual([['de-DE'], ['de-AT']]));
    // A visitor of a locale not loaded yet starts its load at once.
    void redirects.find('fr-FR', '/kalender');
    expect(load.mock.calls).toEqual([['de-DE'], ['de-AT'], ['fr-FR']]);
    answers[1]?.(seed);
    answers[2]?.(seed);
    await preloaded;
    expect(await redirects.find('de-AT', '/kalender')).toEqual({ target: '/fotokalender', status: 301 });
    expect(await redirects.find('fr-FR', '/kalender')).toEqual({ target: '/fotokalender', status: 301 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('serves the stale table while the next one loads after the time to live', async () => {
    let time = 0;
    let stories: ContentStory[] = seed;
    const load = vi.fn(async () => stories);
    const redirects = createStoryRedirects({ settings: kartenliebe, load, ttlMs: 300_000, now: () => time });
    await redirects.find('de-DE', '/kalender');
    stories = [];
    time = 300_001;
    expect(await redirects.find('de-DE', '/kalender')).toEqual({ target: '/fotokalender', status: 301 });
    await vi.waitFor(async () => expect(await redirects.find('de-DE', '/kalender')).toBeUndefined());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a slow content API holds a request no longer than the first-load wait; the table is used once it arrives', async () => {
    vi.useFakeTimers();
    try {
      let answer: (stories: ContentStory[]) => void = () => {};
      const load = vi.fn(() => new Promise<ContentStory[]>((resolve) => (answer = resolve)));
      const redirects = createStoryRedirects({ settings: kartenliebe, load, firstLoadWaitMs: 250 });
      const first = redirects.find('de-DE', '/kalender');
      await vi.advanceTimersByTimeAsync(250);
      expect(await first).toBeUndefined();
      answer(seed);
      await vi.advanceTimersByTimeAsync(0);
      expect(await redirects.find('de-DE', '/kalender')).toEqual({ target: '/fotokalender', status: 301 });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failing load is reported, keeps the last table and is retried only after the pause', async () => {
    let time = 0;
    let fail = false;
    const onError = vi.fn();
    const load = vi.fn(async () => {
      if (fail) throw new Error('content API answered 500');
      return seed;
    });
    const redirects = createStoryRedirects({ settings: kartenliebe, load, onError, ttlMs: 1000, retryMs: 10_000, now: () => time });
    await redirects.find('de-DE', '/kalender');
    fail = true;
    time = 1001;
    await redirects.find('de-DE', '/kalender');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('de-DE', expect.any(Error)));
    expect(await redirects.find('de-DE', '/kalender')).toEqual({ target: '/fotokalender', status: 301 });
    expect(load).toHaveBeenCalledTimes(2);
    time = 1001 + 10_000;
    fail = false;
    await redirects.find('de-DE', '/kalender');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
