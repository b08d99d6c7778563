import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRoutes } from './routes.ts';
import { type AnyJson, recordingFetch, startTestServer } from './test-server.ts';

const PREVIEW = 'fixture-preview';
const PUBLIC = 'fixture-public';
const SECRET = 'webhook-secret';
const ITEMS = 120;

let dir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let now = new Date('2026-11-21T10:00:00Z');

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const blok = (n: number, component: string, fields: Record<string, unknown> = {}) => ({
  _uid: `uid-${n}-${component}`,
  component,
  ...fields,
});

function storyFile(n: number, slug: string, lang: string, fields: Record<string, unknown>) {
  return {
    id: 1000 + n,
    uuid: uuid(n),
    name: `Story ${n}`,
    slug: slug.slice(slug.lastIndexOf('/') + 1),
    full_slug: `shop/${slug}`,
    lang,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-02-01T00:00:00.000Z',
    first_published_at: '2026-02-01T00:00:00.000Z',
    ...fields,
  };
}

async function writeStory(lang: string, slug: string, story: unknown) {
  const file = join(dir, 'shop', lang, `${slug}.json`);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, JSON.stringify(story));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-fixture-'));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'releases.json'), JSON.stringify([{ id: 7, name: 'Spring', release_at: null }]));
  for (let n = 1; n <= ITEMS; n++) {
    await writeStory(
      'de',
      `items/item-${n}`,
      storyFile(n, `items/item-${n}`, 'de', {
        position: n,
        published: blok(n, 'Page', { title: `Item ${n}` }),
      }),
    );
  }
  const all = Array.from({ length: ITEMS }, (_, i) => uuid(i + 1));
  await writeStory(
    'de',
    'index',
    storyFile(500, 'index', 'de', {
      is_startpage: false,
      published: blok(500, 'Collection', {
        items: all,
        few: all.slice(0, 3),
        links: all.map((id, i) => ({
          _uid: `link-${i}`,
          component: 'LinkItem',
          link: { fieldtype: 'multilink', linktype: 'story', id, url: '', cached_url: '' },
        })),
      }),
      draft: blok(500, 'Collection', { items: all.slice(0, 2), few: [], links: [], headline: 'draft only' }),
      releases: {
        '7': blok(500, 'Collection', { items: [], few: [], links: [], headline: 'spring release' }),
      },
    }),
  );
  await writeStory(
    'en',
    'index',
    storyFile(501, 'index', 'en', { published: blok(501, 'Collection', { items: [], few: [], links: [] }) }),
  );
  await writeStory(
    'de',
    'hidden',
    storyFile(502, 'hidden', 'de', { published: null, draft: blok(502, 'Page', { title: 'Hidden' }) }),
  );
  server = await startTestServer(
    createContentRoutes({
      contentDir: dir,
      previewToken: PREVIEW,
      publicTokens: [PUBLIC],
      webhookSecret: SECRET,
      reloadIntervalMs: 0,
      clock: () => now,
    }),
  );
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${server.origin}${path}`, init);

describe('relations and links', () => {
  it('sends more than 50 relations as rel_uuids and the client fetches them by uuid in batches of 50', async () => {
    const recorder = recordingFetch();
    const client = new StoryblokClient({
      accessToken: PUBLIC,
      endpoint: `${server.origin}/v2`,
      fetch: recorder.fetch,
    });
    const raw = (await (
      await get(`/v2/cdn/stories/shop/index?token=${PUBLIC}&resolve_relations=Collection.items`)
    ).json()) as AnyJson;
    expect(raw.rel_uuids).toHaveLength(ITEMS);
    expect(raw.rels).toBeUndefined();

    const { data } = await client.getStory('shop/index', { resolve_relations: 'Collection.items' });
    expect(data.story.content.items).toHaveLength(ITEMS);
    expect(
      data.story.content.items.every(
        (item: { content: { component: string } }) => item.content.component === 'Page',
      ),
    ).toBe(true);
    const batches = recorder.urls.filter((url) => url.searchParams.has('by_uuids'));
    expect(batches.map((url) => url.searchParams.get('by_uuids')!.split(',').length)).toEqual([50, 50, 20]);
    expect(batches.every((url) => url.searchParams.get('per_page') === '50')).toBe(true);
  });

  it('inlines up to 50 relations as rels', async () => {
    const client = new StoryblokClient({ accessToken: PUBLIC, endpoint: `${server.origin}/v2` });
    const { data } = await client.getStory('shop/index', { resolve_relations: ['Collection.few'] });
    expect(data.rels).toHaveLength(3);
    expect(data.story.content.few.map((story: { name: string }) => story.name)).toEqual([
      'Story 1',
      'Story 2',
      'Story 3',
    ]);
  });

  it('sends more than 50 links as link_uuids and the client resolves them in batches of 50', async () => {
    const recorder = recordingFetch();
    const client = new StoryblokClient({
      accessToken: PUBLIC,
      endpoint: `${server.origin}/v2`,
      fetch: recorder.fetch,
    });
    const { data } = await client.getStory('shop/index', { resolve_links: 'url' });
    expect(
      data.story.content.links.every(
        (item: { link: { id: string; story?: { uuid: string } } }) => item.link.story?.uuid === item.link.id,
      ),
    ).toBe(true);
    const batches = recorder.urls.filter((url) => url.searchParams.has('by_uuids'));
    expect(batches.map((url) => url.searchParams.get('by_uuids')!.split(',').length)).toEqual([50, 50, 20]);
  });

  it('answers links as url objects when there are few', async () => {
    const body = (await (
      await get(
        `/v2/cdn/stories?token=${PUBLIC}&by_slugs=shop/items/item-1,shop/items/item-2&resolve_links=url`,
      )
    ).json()) as AnyJson;
    expect(body.stories).toHaveLength(2);
    expect(body.links).toEqual([]);
  });
});

describe('versions, tokens and releases', () => {
  it.each([
    ['no token', `/v2/cdn/stories/shop/index`, 'token'],
    ['unknown token', `/v2/cdn/stories/shop/index?token=nope`, 'token'],
    ['draft with the public token', `/v2/cdn/stories/shop/index?token=${PUBLIC}&version=draft`, 'version'],
    ['draft listing with the public token', `/v2/cdn/stories?token=${PUBLIC}&version=draft`, 'version'],
    ['draft links with the public token', `/v2/cdn/links?token=${PUBLIC}&version=draft`, 'version'],
    [
      'a release with the public token',
      `/v2/cdn/stories/shop/index?token=${PUBLIC}&from_release=7`,
      'from_release',
    ],
  ])('401 for %s', async (_name, path, field) => {
    const response = await get(path);
    expect(response.status).toBe(401);
    expect(((await response.json()) as AnyJson).error).toMatchObject({ code: 'unauthorized', field });
  });

  it('the client gets 401 for draft without the preview token', async () => {
    const client = new StoryblokClient({ accessToken: PUBLIC, endpoint: `${server.origin}/v2` });
    await expect(client.getStory('shop/index', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });

  it('serves draft, unpublished stories and releases with the preview token', async () => {
    const client = new StoryblokClient({ accessToken: PREVIEW, endpoint: `${server.origin}/v2` });
    const draft = (await client.getStory('shop/index', { version: 'draft' })).data.story;
    expect(draft.content.headline).toBe('draft only');
    expect(draft.content._editable).toBe(
      '<!--#storyblok#{"name":"Collection","space":"1","uid":"uid-500-Collection","id":"1500"}-->',
    );
    expect((await client.getStory('shop/index')).data.story.content._editable).toBeUndefined();
    expect((await client.getStory('shop/hidden', { version: 'draft' })).data.story.name).toBe('Story 502');
    const release = await client.getStory('shop/index', { version: 'draft', from_release: '7' } as never);
    expect(release.data.story.content.headline).toBe('spring release');
    expect(release.data.story.release_id).toBe(7);
    expect((await get(`/v2/cdn/stories/shop/index?token=${PREVIEW}&from_release=8`)).status).toBe(404);
    const publicClient = new StoryblokClient({ accessToken: PUBLIC, endpoint: `${server.origin}/v2` });
    await expect(publicClient.getStory('shop/hidden')).rejects.toMatchObject({ status: 404 });
  });

  it('finds a story by id, by uuid and by slug in a language, and sends no-store for drafts', async () => {
    expect(
      ((await (await get(`/v2/cdn/stories/1500?token=${PUBLIC}`)).json()) as AnyJson).story.full_slug,
    ).toBe('shop/index');
    expect(
      ((await (await get(`/v2/cdn/stories/${uuid(501)}?token=${PUBLIC}`)).json()) as AnyJson).story.lang,
    ).toBe('en');
    expect(
      ((await (await get(`/v2/cdn/stories/${uuid(3)}?token=${PUBLIC}&find_by=uuid`)).json()) as AnyJson).story
        .name,
    ).toBe('Story 3');
    expect(
      ((await (await get(`/v2/cdn/stories/shop/index?token=${PUBLIC}&language=en`)).json()) as AnyJson).story
        .id,
    ).toBe(1501);
    expect(
      ((await (await get(`/v2/cdn/stories/shop/index?token=${PUBLIC}&language=en-GB`)).json()) as AnyJson)
        .story.id,
    ).toBe(1501);
    const draft = await get(`/v2/cdn/stories/shop/index?token=${PREVIEW}&version=draft`);
    expect(draft.headers.get('cache-control')).toContain('no-store');
    expect(draft.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('listing', () => {
  it('pages with total and per-page headers, caps per_page at 100', async () => {
    const first = await get(`/v2/cdn/stories?token=${PUBLIC}&starts_with=shop/items/&per_page=25&page=5`);
    expect(first.headers.get('total')).toBe(String(ITEMS));
    expect(first.headers.get('per-page')).toBe('25');
    expect(((await first.json()) as AnyJson).stories).toHaveLength(20);
    const capped = await get(`/v2/cdn/stories?token=${PUBLIC}&per_page=500`);
    expect(capped.headers.get('per-page')).toBe('100');
    expect((await get(`/v2/cdn/stories?token=${PUBLIC}&starts_with=shop/items/&page=99`)).status).toBe(200);
  });

  it('filters by uuids (ordered), slugs, content type and start page, sorts and drops fields', async () => {
    const ordered = (await (
      await get(`/v2/cdn/stories?token=${PUBLIC}&by_uuids_ordered=${uuid(9)},${uuid(2)},${uuid(501)}`)
    ).json()) as AnyJson;
    expect(ordered.stories.map((story: { id: number }) => story.id)).toEqual([1009, 1002, 1501]);
    const wildcard = (await (
      await get(`/v2/cdn/stories?token=${PUBLIC}&by_slugs=shop/items/item-1*&per_page=100`)
    ).json()) as AnyJson;
    expect(wildcard.stories.length).toBe(32);
    const collections = (await (
      await get(`/v2/cdn/stories?token=${PUBLIC}&content_type=Collection`)
    ).json()) as AnyJson;
    expect(collections.stories.map((story: { lang: string }) => story.lang)).toEqual(['de']);
    const sorted = (await (
      await get(
        `/v2/cdn/stories?token=${PUBLIC}&starts_with=shop/items/&sort_by=position:desc&per_page=2&excluding_fields=title`,
      )
    ).json()) as AnyJson;
    expect(sorted.stories.map((story: { position: number }) => story.position)).toEqual([120, 119]);
    expect(sorted.stories[0].content.title).toBeUndefined();
    const excluded = (await (
      await get(
        `/v2/cdn/stories?token=${PUBLIC}&starts_with=shop/items/&excluding_slugs=shop/items/item-1*&per_page=1`,
      )
    ).json()) as AnyJson;
    expect(excluded.stories[0].full_slug).not.toMatch(/item-1/);
  });

  it('lists links keyed by uuid, paginated on request', async () => {
    const client = new StoryblokClient({ accessToken: PUBLIC, endpoint: `${server.origin}/v2` });
    const links = await client.getAll('cdn/links', {});
    expect(links).toHaveLength(ITEMS + 1);
    const paged = await get(`/v2/cdn/links?token=${PUBLIC}&paginated=1&per_page=50&page=3`);
    expect(paged.headers.get('total')).toBe(String(ITEMS + 1));
    expect(Object.keys(((await paged.json()) as AnyJson).links)).toHaveLength(21);
  });
});

describe('cache version', () => {
  it('moves cv forward when a story file changes and the client sends the cv it got', async () => {
    const recorder = recordingFetch();
    const client = new StoryblokClient({
      accessToken: PUBLIC,
      endpoint: `${server.origin}/v2`,
      fetch: recorder.fetch,
    });
    const space = await client.get('cdn/spaces/me');
    const cv = space.data.space.version as number;
    const before = await client.getStory('shop/items/item-1');
    expect(before.data.cv).toBe(cv);
    expect(recorder.urls.at(-1)!.searchParams.get('cv')).toBe(String(cv));

    now = new Date(now.getTime() + 60_000);
    await writeStory(
      'de',
      'items/item-1',
      storyFile(1, 'items/item-1', 'de', {
        position: 1,
        published: blok(1, 'Page', { title: 'Item 1, edited' }),
      }),
    );
    const after = await client.getStory('shop/items/item-1');
    expect(after.data.cv).toBeGreaterThan(cv);
    expect(after.data.story.content.title).toBe('Item 1, edited');
  });

  it('lets a caching client see the change once it learns the new cv', async () => {
    const client = new StoryblokClient({
      accessToken: PUBLIC,
      endpoint: `${server.origin}/v2`,
      cache: { type: 'memory', clear: 'auto' },
    });
    await client.get('cdn/spaces/me');
    expect((await client.getStory('shop/items/item-2')).data.story.content.title).toBe('Item 2');
    now = new Date(now.getTime() + 60_000);
    await writeStory(
      'de',
      'items/item-2',
      storyFile(2, 'items/item-2', 'de', {
        position: 2,
        published: blok(2, 'Page', { title: 'Item 2, edited' }),
      }),
    );
    // Still the client's cached copy: it asks with the old cv.
    expect((await client.getStory('shop/items/item-2')).data.story.content.title).toBe('Item 2');
    // spaces/me is never cached; its new cv makes the client flush and ask again.
    await client.get('cdn/spaces/me');
    expect((await client.getStory('shop/items/item-2')).data.story.content.title).toBe('Item 2, edited');
  });

  it('keeps serving the last good content when a file is broken', async () => {
    await writeFile(join(dir, 'shop', 'de', 'broken.json'), '{ not json');
    expect((await get(`/v2/cdn/stories/shop/index?token=${PUBLIC}`)).status).toBe(200);
    await rm(join(dir, 'shop', 'de', 'broken.json'));
  });

  it('the publish webhook bumps cv; it checks signature, origin and body', async () => {
    const cvNow = async () =>
      ((await (await get(`/v2/cdn/spaces/me?token=${PUBLIC}`)).json()) as AnyJson).space.version as number;
    const before = await cvNow();
    const body = JSON.stringify({
      action: 'published',
      story_id: 1500,
      space_id: 1,
      full_slug: 'shop/index',
    });
    const sign = (text: string) => createHmac('sha1', SECRET).update(text).digest('hex');
    const post = (text: string, headers: Record<string, string>) =>
      get('/v2/webhooks/publish', {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const ok = await post(body, { 'webhook-signature': sign(body) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as AnyJson).cv).toBeGreaterThan(before);
    expect((await post(body, { 'webhook-signature': 'bad' })).status).toBe(401);
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, {})).status).toBe(401);
    expect(
      (await post(body, { 'webhook-signature': sign(body), origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await post('{', { 'webhook-signature': sign('{') })).status).toBe(400);
    expect((await post('{"action":42}', { 'webhook-signature': sign('{"action":42}') })).status).toBe(400);
    expect((await post('x'.repeat(70_000), {})).status).toBe(413);
  });
});

describe('bad input answers 4xx with the field', () => {
  const t = `token=${PUBLIC}`;
  it.each([
    [`/v2/cdn/stories?${t}&per_page=abc`, 400, 'per_page'],
    [`/v2/cdn/stories?${t}&per_page=0`, 400, 'per_page'],
    [`/v2/cdn/stories?${t}&per_page=-1`, 400, 'per_page'],
    [`/v2/cdn/stories?${t}&page=0`, 400, 'page'],
    [`/v2/cdn/stories?${t}&page=1.5`, 400, 'page'],
    [`/v2/cdn/stories?${t}&version=preview`, 400, 'version'],
    [`/v2/cdn/stories?${t}&language=xx`, 400, 'language'],
    [`/v2/cdn/stories?${t}&language=de-XX`, 400, 'language'],
    [`/v2/cdn/stories?${t}&starts_with=../etc`, 400, 'starts_with'],
    [`/v2/cdn/stories?${t}&starts_with=%27%20OR%201%3D1--`, 400, 'starts_with'],
    [`/v2/cdn/stories?${t}&by_uuids=not-a-uuid`, 400, 'by_uuids.0'],
    [`/v2/cdn/stories?${t}&by_slugs=%3Cscript%3E`, 400, 'by_slugs.0'],
    [`/v2/cdn/stories?${t}&resolve_relations=Page`, 400, 'resolve_relations.0'],
    [`/v2/cdn/stories?${t}&resolve_links=all`, 400, 'resolve_links'],
    [`/v2/cdn/stories?${t}&resolve_level=9`, 400, 'resolve_level'],
    [`/v2/cdn/stories?${t}&cv=yesterday`, 400, 'cv'],
    [`/v2/cdn/stories?${t}&from_release=abc`, 400, 'from_release'],
    [`/v2/cdn/stories?${t}&sort_by=name;drop`, 400, 'sort_by'],
    [`/v2/cdn/stories?${t}&content_type=page`, 400, 'content_type'],
    [`/v2/cdn/stories?${t}&unknown=1`, 400, 'unknown'],
    [`/v2/cdn/stories?${t}&page=1&page=2`, 400, 'page'],
    [`/v2/cdn/stories?${t}&per_page=99999999999`, 400, 'per_page'],
    [`/v2/cdn/stories/shop/index?${t}&per_page=5`, 400, 'per_page'],
    [`/v2/cdn/stories/shop/INDEX?${t}`, 400, null],
    // The URL parser folds the dot segments before routing: the request never reaches the story route.
    [`/v2/cdn/stories/shop/%2e%2e/%2e%2e/%2e%2e/secret?${t}`, 404, null],
    [`/v2/cdn/stories/shop/a%20b?${t}`, 400, null],
    [`/v2/cdn/stories/shop/%3Cscript%3E?${t}`, 400, null],
    [`/v2/cdn/stories/shop/%E0%A4%A?${t}`, 400, null],
    [`/v2/cdn/stories/shop/nothing-here?${t}`, 404, null],
    [`/v2/cdn/stories/999999?${t}`, 404, null],
    [`/v2/cdn/links?${t}&paginated=yes`, 400, 'paginated'],
    [`/v2/cdn/spaces/me?${t}&foo=bar`, 400, 'foo'],
    [`/v2/cdn/nothing?${t}`, 404, null],
  ])('%s → %i', async (path, status, field) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as AnyJson;
    expect(body.error.code).toEqual(expect.any(String));
    if (field) expect(body.error.field).toBe(field);
  });
});
