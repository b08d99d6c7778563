import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels as channelSettings } from '@shop/config/channels';
import { languages, locales, localeSettings } from '@shop/config/markets';
import { getRouteGroup, getRoutePath, hasRoute, routeGroupIds } from '@shop/config/routes';
import { createContentRoutes } from './routes.ts';
import { storyFileSchema, type StoryFile } from './story-file.ts';
import { recordingFetch, startTestServer } from './test-server.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../content');
const PREVIEW = 'seed-preview-token';
const channels = ['kartenliebe', 'wallart'] as const;

interface SeedStory extends StoryFile {
  file: string;
}

let seed: SeedStory[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;
let publicClient: StoryblokClient;
let previewClient: StoryblokClient;

beforeAll(async () => {
  const files = (await readdir(contentDir, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('.json') && file.includes('/') && !file.startsWith('assets/'));
  seed = await Promise.all(
    files.map(async (file) => ({
      ...storyFileSchema.parse(JSON.parse(await readFile(join(contentDir, file), 'utf8'))),
      file,
    })),
  );
  server = await startTestServer(
    createContentRoutes({ contentDir, previewToken: PREVIEW, webhookSecret: 'test-webhook-secret' }),
  );
  // A high client-side rate limit only makes the walk through every story faster; the client is otherwise unchanged.
  publicClient = new StoryblokClient({
    accessToken: 'public-token',
    endpoint: `${server.origin}/v2`,
    rateLimit: 1000,
  });
  previewClient = new StoryblokClient({
    accessToken: PREVIEW,
    endpoint: `${server.origin}/v2`,
    rateLimit: 1000,
  });
});
afterAll(() => server.close());

const find = (channel: string, lang: string, slug: string) =>
  seed.find((story) => story.full_slug === `${channel}/${slug}` && story.lang === lang);
const blocksOf = (story: SeedStory): string[] => {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.component === 'string') found.push(record.component);
      Object.values(record).forEach(walk);
    }
  };
  walk(story.published ?? story.draft);
  return found;
};

describe('the seeded content space', () => {
  it('has both channels in all six languages', () => {
    for (const channel of channels)
      for (const lang of languages)
        expect(
          seed.filter((s) => s.full_slug.startsWith(`${channel}/`) && s.lang === lang).length,
        ).toBeGreaterThan(15);
  });

  it.each([
    [
      'kartenliebe',
      [
        'home',
        'desktop-startseite',
        'themes',
        'error',
        'fotokalender',
        'karten',
        'fotobuch',
        'collage',
        'merkzettel',
        'global/navigation',
        'global/header',
        'global/footer',
        'global/burger',
        'global/shops',
      ],
    ],
    [
      'wallart',
      [
        'home',
        'desktop-startseite',
        'themes',
        'error',
        'wandbilder',
        'leinwanddruck',
        'bilderbox',
        'fotoabzuege',
        'fotokalender',
        'global/navigation',
        'global/header',
        'global/footer',
        'global/burger',
        'global/shops',
      ],
    ],
  ])('%s has its German pages and global data', (channel, slugs) => {
    for (const slug of slugs) expect(find(channel, 'de', slug), `${channel}/de/${slug}`).toBeDefined();
  });

  it.each([
    [
      'photo boxes',
      'wallart',
      { de: 'bilderbox', nl: 'fotobox', fr: 'box-photos', it: 'scatola-con-foto', es: 'caja-de-foto' },
    ],
    [
      'photo prints',
      'wallart',
      {
        de: 'fotoabzuege',
        fr: 'tirages-photos',
        it: 'stampa-foto',
        es: 'revelado-de-fotos',
        en: 'photo-prints',
      },
    ],
    [
      'photo calendars',
      'kartenliebe',
      {
        de: 'fotokalender',
        it: 'calendario-personalizzato',
        fr: 'calendrier-photo',
        es: 'calendario-personalizado',
      },
    ],
    [
      'photo calendars',
      'wallart',
      {
        de: 'fotokalender',
        it: 'calendario-personalizzato',
        fr: 'calendrier-photo',
        es: 'calendario-personalizado',
      },
    ],
    [
      'canvas prints',
      'wallart',
      {
        de: 'leinwanddruck',
        nl: 'afdruk-op-canvas',
        fr: 'impression-sur-toile',
        it: 'stampa-su-tela',
        es: 'impresion-sobre-lienzo',
        en: 'canvas-prints',
      },
    ],
    [
      'wall art',
      'wallart',
      {
        de: 'wandbilder',
        en: 'wall-art',
        fr: 'deco-murale',
        it: 'stampe-da-parete',
        es: 'cuadros-personalizados',
        nl: 'wanddecoratie',
      },
    ],
  ])('seeds the %s category paths of spec point 2 (%s)', (_name, channel, paths) => {
    for (const [lang, slug] of Object.entries(paths))
      expect(find(channel, lang, slug), `${channel}/${lang}/${slug}`).toBeDefined();
  });

  it('has a privacy page for every locale at its configured path, in both channels', () => {
    for (const channel of channels) {
      for (const locale of locales) {
        const { language, privacyPath } = localeSettings[locale];
        expect(find(channel, language, privacyPath.slice(1)), `${channel} ${locale}`).toBeDefined();
      }
    }
  });

  it('has a wishlist only in the channel that has one', () => {
    expect(find('kartenliebe', 'en', 'wishlist')).toBeDefined();
    expect(seed.some((s) => s.full_slug.startsWith('wallart/') && blocksOf(s).includes('Wishlist'))).toBe(
      false,
    );
  });

  it('has one page with every block type of spec point 2 per channel and language', () => {
    const required = [
      'Teaser',
      'SubTeaser',
      'Feed',
      'Shop',
      'Voucher',
      'ContactForm',
      'ProductMatrix',
      'ThemesOverview',
      'Countdown',
      'AbContentBlock',
      'CalendarDetail',
      'CalendarOverview',
      'CardDetail',
      'CardOverview',
      'CollageDetail',
      'CollageOverview',
      'PhotobookDetail',
      'PhotobookOverview',
      'AccessoryDetail',
      'AccessoryOverview',
      'DeliveryCutOffMessage',
      'NewsletterForm',
      'PriceCalculator',
    ];
    for (const channel of channels) {
      for (const lang of languages) {
        const pages = seed.filter((s) => s.full_slug.startsWith(`${channel}/`) && s.lang === lang);
        expect(
          pages.some((page) => required.every((block) => blocksOf(page).includes(block))),
          `${channel}/${lang}`,
        ).toBe(true);
      }
    }
  });

  it('names the wall-art category in each language and carries the framed and Hahnemühle items', () => {
    const names: Record<string, string> = {
      de: 'Wandbilder',
      en: 'Wall Art',
      es: 'Cuadros personalizados',
      fr: 'Déco murale',
      it: 'Stampe da parete',
      nl: 'Wanddecoratie',
    };
    for (const lang of languages) {
      const nav = find('wallart', lang, 'global/navigation');
      const items = (
        nav?.published as unknown as {
          mainNavigationItems: {
            text: string;
            flyoutGroups: { flyoutGroupItems: { storyblokTitle: string }[] }[];
          }[];
        }
      ).mainNavigationItems;
      const wallArt = items.find((item) => item.text === names[lang]);
      expect(wallArt, lang).toBeDefined();
      const titles = wallArt!.flyoutGroups.flatMap((group) =>
        group.flyoutGroupItems.map((item) => item.storyblokTitle.replace(/\u00a0/g, ' ')),
      );
      expect(titles.some((title) => title.includes('Hahnemühle'))).toBe(true);
      expect(titles.length).toBeGreaterThan(10);
    }
  });

  it('lists a Disney shop and three kinds of sub-navigation tiles', () => {
    for (const channel of channels) {
      const shops = JSON.stringify(find(channel, 'fr', 'global/shops')?.published);
      expect(shops.toLowerCase()).toContain('disney');
      const nav = JSON.stringify(find(channel, 'fr', 'global/navigation')?.published);
      for (const kind of ['"circle"', '"square"', '"square-image"'])
        expect(nav).toContain(`"tileType":${kind}`);
    }
  });

  it('links only to stories that exist, in the same channel and language', () => {
    const byUuid = new Map(seed.map((story) => [story.uuid, story]));
    let links = 0;
    for (const story of seed) {
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (!node || typeof node !== 'object') return;
        const record = node as Record<string, unknown>;
        const attrs = record.attrs as Record<string, unknown> | undefined;
        const target =
          record.fieldtype === 'multilink' && record.linktype === 'story'
            ? record.id
            : record.type === 'link' && attrs?.linktype === 'story'
              ? attrs.uuid
              : undefined;
        if (typeof target === 'string') {
          links++;
          const linked = byUuid.get(target);
          expect(linked, `${story.file} links to ${target}`).toBeDefined();
          expect(linked!.full_slug.split('/')[0]).toBe(story.full_slug.split('/')[0]);
          expect(linked!.lang).toBe(story.lang);
        }
        Object.values(record).forEach(walk);
      };
      walk([story.published, story.draft, story.releases]);
    }
    expect(links).toBeGreaterThan(1000);
  });

  it('has a story for every content route group at its path, in each language its channel sells it (route table)', () => {
    let checked = 0;
    for (const channel of channels) {
      const settings = channelSettings[channel]!;
      for (const locale of locales) {
        for (const id of routeGroupIds.filter((group) => getRouteGroup(group).system === 'content' && hasRoute(settings, locale, group))) {
          const path = getRoutePath(settings, locale, id)!;
          const story = find(channel, localeSettings[locale].language, path.slice(1));
          expect(story, `${channel} ${locale} ${id} ${path}`).toBeDefined();
          expect(story!.published?.component, `${channel} ${locale} ${id}`).toBe('Page');
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('links by URL only to paths of the route table or to stories, in the story’s channel and language', () => {
    const localeOf = (lang: string) => locales.find((locale) => localeSettings[locale].language === lang)!;
    let links = 0;
    for (const story of seed) {
      const [channel] = story.full_slug.split('/') as [(typeof channels)[number]];
      const settings = channelSettings[channel]!;
      const routePaths = new Set(
        routeGroupIds.flatMap((id) => {
          const path = getRoutePath(settings, localeOf(story.lang), id);
          return path === null ? [] : [path];
        }),
      );
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (!node || typeof node !== 'object') return;
        const record = node as Record<string, unknown>;
        if (record.fieldtype === 'multilink' && record.linktype === 'url' && typeof record.url === 'string' && record.url.startsWith('/')) {
          links++;
          const path = record.url.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
          const isStory = path === '/' || find(channel, story.lang, path.slice(1)) !== undefined;
          expect(routePaths.has(path) || isStory, `${story.file} links to ${record.url}`).toBe(true);
        }
        Object.values(record).forEach(walk);
      };
      walk([story.published, story.draft, story.releases]);
    }
    expect(links).toBeGreaterThan(50);
  });

  it('has alternates that point at existing stories, redirects with a status, drafts that differ and a release', () => {
    for (const story of seed) {
      for (const alternate of story.alternates) {
        const slug = alternate.path === '/' ? 'home' : alternate.path.slice(1);
        expect(
          find(story.full_slug.split('/')[0]!, alternate.locale.slice(0, 2), slug),
          `${story.file} → ${alternate.locale}`,
        ).toBeDefined();
      }
    }
    expect(seed.filter((s) => s.target !== null && s.status !== null).length).toBeGreaterThanOrEqual(12);
    expect(seed.some((s) => s.draft && JSON.stringify(s.draft) !== JSON.stringify(s.published))).toBe(true);
    expect(seed.some((s) => s.published === null)).toBe(true);
    expect(seed.some((s) => Object.keys(s.releases).length > 0)).toBe(true);
  });
});

describe('storyblok-js-client against the seeded space', () => {
  it('fetches every seeded story in both versions', async () => {
    let published = 0;
    let drafts = 0;
    for (const story of seed) {
      const draft = await previewClient.getStory(story.full_slug, { version: 'draft', language: story.lang });
      expect(draft.data.story.uuid).toBe(story.uuid);
      expect(draft.data.story.content._uid).toBe((story.draft ?? story.published)!._uid);
      expect(JSON.stringify(draft.data.story.content)).toContain((story.draft ?? story.published)!.component);
      drafts++;
      if (story.published) {
        const live = await publicClient.getStory(story.full_slug, {
          version: 'published',
          language: story.lang,
        });
        expect(live.data.story.uuid).toBe(story.uuid);
        expect(live.data.story.content.component).toBe(story.published.component);
        published++;
      } else {
        await expect(
          publicClient.getStory(story.full_slug, { version: 'published', language: story.lang }),
        ).rejects.toMatchObject({ status: 404 });
      }
    }
    expect(drafts).toBe(seed.length);
    expect(published).toBe(seed.filter((s) => s.published).length);
  });

  it('shows the draft-only headline in preview and the published one without it', async () => {
    const live = await publicClient.getStory('kartenliebe/home', { language: 'de' });
    const draft = await previewClient.getStory('kartenliebe/home', { language: 'de', version: 'draft' });
    expect(live.data.story.content.teaser[0].headline).toBe('Karten, die von Herzen kommen');
    expect(draft.data.story.content.teaser[0].headline).toBe('Neu: Die Winterkollektion ist da');
  });

  it('pages through the stories by 25 with the total header', async () => {
    const recorder = recordingFetch();
    const client = new StoryblokClient({
      accessToken: 'public-token',
      endpoint: `${server.origin}/v2`,
      fetch: recorder.fetch,
    });
    const all = await client.getAll('cdn/stories', { starts_with: 'wallart/', language: 'de' });
    const expected = seed.filter(
      (s) => s.full_slug.startsWith('wallart/') && s.lang === 'de' && s.published,
    ).length;
    expect(all).toHaveLength(expected);
    expect(new Set(all.map((story: { uuid: string }) => story.uuid)).size).toBe(expected);
    const pages = recorder.urls.filter((url) => url.pathname.endsWith('/cdn/stories'));
    expect(pages).toHaveLength(Math.ceil(expected / 25));
    expect(pages.every((url) => url.searchParams.get('per_page') === '25')).toBe(true);
  });

  it('resolves the burger relations and the start page links of every language', async () => {
    for (const channel of channels) {
      for (const lang of languages) {
        const burger = await publicClient.getStory(`${channel}/global/burger`, {
          language: lang,
          resolve_relations: ['GlobalBurger.footer', 'GlobalBurger.shops'],
        });
        expect(burger.data.story.content.footer.content.component).toBe('GlobalFooter');
        expect(burger.data.story.content.shops.content.component).toBe('GlobalShops');
        const home = await publicClient.getStory(`${channel}/home`, {
          language: lang,
          resolve_links: 'story',
          resolve_relations: 'ThemesOverview.themes',
        });
        const teaserLink = home.data.story.content.teaser[0].link;
        expect(teaserLink.story.full_slug.startsWith(`${channel}/`)).toBe(true);
        const themes = home.data.story.content.body.find(
          (blok: { component: string }) => blok.component === 'ThemesOverview',
        ).themes;
        expect(themes).toHaveLength(4);
        expect(themes.every((theme: { lang: string }) => theme.lang === lang)).toBe(true);
      }
    }
  });
});
