import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  sendJson,
  sleep,
  startLocalServer,
  type LocalServer,
  type RecordedRequest,
} from '../../test/local-server.ts';
import { createContentClient, type ContentClientOptions } from './client.ts';
import { ContentError } from './errors.ts';
import type { VerifiedPreview } from './preview.ts';

// A stand-in for Storyblok's CDN API on a real port: stories, listings with paging headers, relations and links
// sent as uuids, 429s, slow answers and odd statuses.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const story = (n: number, content: Record<string, unknown> = {}) => ({
  id: n,
  uuid: uuid(n),
  name: `Story ${n}`,
  slug: `s${n}`,
  full_slug: `kartenliebe/s${n}`,
  lang: 'de',
  alternates: [],
  content: { component: 'Page', _uid: `u${n}`, ...content },
});
const all = Array.from({ length: 60 }, (_, index) => story(index + 1));
const byUuid = new Map(Array.from({ length: 200 }, (_, index) => [uuid(index + 1), story(index + 1)]));
const hits = new Map<string, number>();
let cv = 100;

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer(async (request, response) => {
    const path = request.url.pathname.replace(/^\/v2/, '');
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    const params = request.url.searchParams;
    if (path === '/cdn/spaces/me') return sendJson(response, 200, { space: { id: 1, version: cv } });
    if (path === '/cdn/stories') {
      const uuids = params.get('by_uuids');
      if (uuids)
        return sendJson(response, 200, { stories: uuids.split(',').map((id) => byUuid.get(id)), cv });
      const perPage = Number(params.get('per_page') ?? 25);
      const page = Number(params.get('page') ?? 1);
      return sendJson(
        response,
        200,
        { stories: all.slice((page - 1) * perPage, page * perPage), cv },
        { headers: { total: String(all.length), 'per-page': String(perPage) } },
      );
    }
    const slug = path.replace('/cdn/stories/', '');
    if (slug === 'always-429')
      return sendJson(response, 429, { error: 'Too many requests' }, { statusText: 'Too Many Requests' });
    if (slug.startsWith('429-then-ok') && count <= 3)
      return sendJson(response, 429, { error: 'Too many requests' }, { statusText: 'Too Many Requests' });
    if (slug === 'unavailable')
      return sendJson(response, 503, { error: 'down' }, { statusText: 'Service Unavailable' });
    if (slug === 'multi-status')
      return sendJson(response, 207, { story: story(1), cv }, { statusText: 'Multi-Status' });
    if (slug === 'partial')
      return sendJson(response, 206, { story: story(2), cv }, { statusText: 'Partial Content' });
    if (slug === 'missing')
      return sendJson(
        response,
        404,
        { error: 'This record could not be found' },
        { statusText: 'Not Found' },
      );
    if (slug === 'wrong-shape') return sendJson(response, 200, { story: { id: 'x' }, cv });
    if (slug === 'slow') await sleep(Number(params.get('delay') ?? 1500));
    if (slug === 'with-rels') {
      const related = Array.from({ length: 120 }, (_, index) => uuid(index + 1));
      return sendJson(response, 200, { story: story(500, { related }), cv, rel_uuids: related });
    }
    if (slug === 'with-links') {
      const links = Array.from({ length: 70 }, (_, index) => ({
        component: 'Teaser',
        _uid: `t${index}`,
        link: { fieldtype: 'multilink', linktype: 'story', id: uuid(index + 1) },
      }));
      return sendJson(response, 200, {
        story: story(501, { body: links }),
        cv,
        link_uuids: links.map((link) => link.link.id),
      });
    }
    return sendJson(response, 200, { story: story(7), cv: Number(params.get('answerCv') ?? cv) });
  });
});
afterAll(() => server.close());

const client = (options: ContentClientOptions = {}) =>
  createContentClient({ endpoint: `${server.url}/v2`, accessToken: 'public', ...options });
const arrivals = (requests: RecordedRequest[]) => requests.map((request) => request.at);
const span = (times: number[]) => Math.round((times.at(-1) ?? 0) - (times[0] ?? 0));
/** The shortest time between request i and request i+n: at most n requests may start in any window shorter than that. */
const minGap = (times: number[], n: number) =>
  Math.round(Math.min(...times.slice(n).map((time, index) => time - (times[index] ?? 0))));
const requestsTo = (prefix: string) =>
  server.requests.filter((request) => request.url.pathname.startsWith(prefix));

/**
 * A fetch that notes when the client actually sends each request (the limiter's own clock, free of server load), and
 * the longest event-loop stall meanwhile: the limiter spaces request i and i+n by its window, but a busy machine can
 * delay the fetch call of request i by up to one stall, which shortens the gap seen here by as much.
 */
function timedFetch() {
  const sent: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const timed: typeof fetch = (input, init) => {
    sent.push(performance.now());
    return fetch(input, init);
  };
  const stallMs = () => {
    loop.disable();
    return Math.round(loop.max / 1e6);
  };
  return { sent, fetch: timed, stallMs };
}
/** The window minus the margin the fetch call may lag its start: 50 ms, or the longest stall seen if that is more. */
const windowFloor = (stallMs: number) => 1000 - Math.max(50, stallMs + 10);

describe('rate limiting (measured on a real server)', () => {
  it('sends at most 5 requests per second', async () => {
    const { sent, fetch: timed, stallMs } = timedFetch();
    const content = client({ fetch: timed });
    await Promise.all(Array.from({ length: 12 }, (_, index) => content.getStory(`pace5-${index}`)));
    const stall = stallMs();
    const arrived = arrivals(requestsTo('/v2/cdn/stories/pace5-'));
    console.info(
      `5/s: 12 requests sent over ${span(sent)} ms (arrived over ${span(arrived)} ms), request i to i+5 sent at least ${minGap(sent, 5)} ms apart, longest event-loop stall ${stall} ms`,
    );
    expect(arrived).toHaveLength(12);
    // The library spaces the starts of request i and i+5 by 1000 ms (its Date.now() window); the fetch call itself
    // follows its start by a few ms to a few tens of ms (the first calls are slower, a loaded machine stalls), hence
    // the margin. Without the limiter the twelve calls would start within a few ms of each other.
    expect(minGap(sent, 5)).toBeGreaterThanOrEqual(windowFloor(stall));
    expect(span(sent)).toBeGreaterThanOrEqual(1950);
    expect(span(sent)).toBeLessThan(3000);
    // The server saw the same pacing: the first and the last arrival are as far apart as their sends, less what a
    // stall of this process (the server shares its event loop) can delay the first arrival by. Unpaced, all twelve
    // would arrive within a few tens of ms.
    expect(span(arrived)).toBeGreaterThanOrEqual(span(sent) - 2 * Math.max(100, stall));
  });

  it('sends at most 3 requests per second with an OAuth token', async () => {
    const { sent, fetch: timed, stallMs } = timedFetch();
    const content = client({ oauthToken: 'oauth-token', fetch: timed });
    await Promise.all(Array.from({ length: 7 }, (_, index) => content.getStory(`pace3-${index}`)));
    const stall = stallMs();
    const requests = requestsTo('/v2/cdn/stories/pace3-');
    console.info(
      `3/s (OAuth): 7 requests sent over ${span(sent)} ms (arrived over ${span(arrivals(requests))} ms), request i to i+3 sent at least ${minGap(sent, 3)} ms apart`,
    );
    expect(requests[0]?.headers.authorization).toBe('oauth-token');
    expect(minGap(sent, 3)).toBeGreaterThanOrEqual(windowFloor(stall));
    expect(span(sent)).toBeGreaterThanOrEqual(1950);
    expect(span(arrivals(requests))).toBeGreaterThanOrEqual(span(sent) - 2 * Math.max(100, stall));
  });
});

describe('429 and status handling', () => {
  it('retries a 429 every 300 ms until it succeeds, keeping the per-call fetch options', async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const tags = { next: { tags: ['story'] } } as unknown as RequestInit;
    const result = await client({ fetch: fetchSpy }).getStory('429-then-ok-a', { fetchOptions: tags });
    const times = arrivals(requestsTo('/v2/cdn/stories/429-then-ok-a'));
    const gaps = times.slice(1).map((time, index) => Math.round(time - (times[index] ?? 0)));
    console.info(`429 retry: gaps ${gaps.join(', ')} ms`);
    expect(result.id).toBe(7);
    expect(times).toHaveLength(4);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(290);
    // The toolchain note says retries drop fetchOptions; storyblok-js-client 7.7.6 keeps them (monoblok PR #779).
    for (const call of fetchSpy.mock.calls) expect(call[1]).toMatchObject({ next: { tags: ['story'] } });
  });

  it('gives up after 10 retries and rejects with the status text', async () => {
    const started = performance.now();
    const error = await client()
      .getStory('always-429')
      .catch((caught: unknown) => caught);
    const elapsed = Math.round(performance.now() - started);
    const attempts = requestsTo('/v2/cdn/stories/always-429').length;
    console.info(`429 forever: ${attempts} attempts in ${elapsed} ms`);
    expect(attempts).toBe(11);
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, message: 'Too Many Requests' });
  });

  it.each([
    ['503', 'unavailable', { code: 'http_error', status: 503, message: 'Service Unavailable' }],
    ['207', 'multi-status', { code: 'http_error', status: 207, message: 'Multi-Status' }],
    ['404', 'missing', { code: 'not_found', status: 404, message: 'Not Found' }],
  ])('rejects a %s with its status text', async (_name, slug, expected) => {
    const error = await client()
      .getStory(slug)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject(expected);
  });

  it('accepts a 206 (inside 200–206)', async () => {
    expect((await client().getStory('partial')).id).toBe(2);
  });

  it('rejects an unknown story shape with a typed error', async () => {
    await expect(client().getStory('wrong-shape')).rejects.toMatchObject({
      name: 'ContentError',
      code: 'invalid_response',
    });
  });

  it('times out a slow answer', async () => {
    const started = performance.now();
    const error = await client({ timeoutSeconds: 0.3 })
      .getStory('slow', { language: 'de' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ContentError', code: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1400);
  });
});

describe('paging and batches', () => {
  it('pages stories by 25', async () => {
    const before = requestsTo('/v2/cdn/stories').filter(
      (request) => request.url.pathname === '/v2/cdn/stories',
    ).length;
    const stories = await client().getStories({ language: 'de' });
    const listing = requestsTo('/v2/cdn/stories')
      .filter((request) => request.url.pathname === '/v2/cdn/stories')
      .slice(before);
    expect(stories).toHaveLength(60);
    expect(
      listing.map((request) => [
        request.url.searchParams.get('page'),
        request.url.searchParams.get('per_page'),
      ]),
    ).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['3', '25'],
    ]);
  });

  it('leaves out the content and story fields a list does not read, on every page', async () => {
    const before = server.requests.length;
    const stories = await client().getStories({ language: 'de', excludingFields: ['body', 'teaser'], excludingStoryFields: ['alternates'] });
    const listing = server.requests.slice(before).filter((request) => request.url.pathname === '/v2/cdn/stories');
    expect(stories).toHaveLength(60);
    expect(listing.map((request) => [request.url.searchParams.get('excluding_fields'), request.url.searchParams.get('excluding_story_fields')])).toEqual([
      ['body,teaser', 'alternates'],
      ['body,teaser', 'alternates'],
      ['body,teaser', 'alternates'],
    ]);
    expect(stories.every((story) => Array.isArray(story.alternates))).toBe(true);
  });

  it('fetches relations sent as uuids in batches of 50 and resolves them', async () => {
    const before = server.requests.length;
    const result = await client().getStory('with-rels', { resolveRelations: ['Page.related'] });
    const batches = server.requests
      .slice(before)
      .filter((request) => request.url.searchParams.has('by_uuids'));
    expect(batches.map((request) => request.url.searchParams.get('by_uuids')?.split(',').length)).toEqual([
      50, 50, 20,
    ]);
    expect((result.content.related as { uuid: string }[])[119]?.uuid).toBe(uuid(120));
  });

  it('fetches links sent as uuids in batches of 50', async () => {
    const before = server.requests.length;
    await client().getStory('with-links', { resolveLinks: 'url' });
    const batches = server.requests
      .slice(before)
      .filter((request) => request.url.searchParams.has('by_uuids'));
    expect(batches.map((request) => request.url.searchParams.get('by_uuids')?.split(',').length)).toEqual([
      50, 20,
    ]);
  });
});

describe('cache version after a publish', () => {
  it('sends the newest cv and never goes back to an older one', async () => {
    cv = 100;
    const content = client();
    await content.getStory('cv-a');
    expect(content.cacheVersion).toBe(100);
    const slow = content.getStory('slow', { language: 'de' });
    await sleep(50);
    cv = 200;
    expect(await content.notePublished(200)).toBe(200);
    await content.getStory('cv-b');
    expect(requestsTo('/v2/cdn/stories/cv-b').at(-1)?.url.searchParams.get('cv')).toBe('200');
    // The slow answer was started before the publish and carries cv 100; it must not undo the publish.
    await slow;
    await content.getStory('cv-c');
    expect(requestsTo('/v2/cdn/stories/cv-c').at(-1)?.url.searchParams.get('cv')).toBe('200');
  });

  it('asks the space for its version when the webhook carries none', async () => {
    cv = 300;
    const content = client();
    expect(await content.notePublished()).toBe(300);
    await content.getStory('cv-d');
    expect(requestsTo('/v2/cdn/stories/cv-d').at(-1)?.url.searchParams.get('cv')).toBe('300');
  });

  it('falls back to the clock when the space cannot be asked', async () => {
    const content = createContentClient({
      endpoint: 'http://127.0.0.1:1/v2',
      now: () => 1_800_000_000_000,
      timeoutSeconds: 1,
    });
    expect(await content.notePublished()).toBe(1_800_000_000);
  });
});

describe('drafts', () => {
  it('refuses a preview that verifyPreview did not produce, before any request', async () => {
    const before = server.requests.length;
    const forged = { storyId: 7, releaseId: undefined, spaceId: '1' } satisfies VerifiedPreview;
    await expect(
      client({ previewToken: 'secret' }).getStory('draft-one', { preview: forged }),
    ).rejects.toMatchObject({ code: 'preview_required' });
    expect(server.requests.length).toBe(before);
  });

  it('talks to real Storyblok only with a token and a region', () => {
    expect(createContentClient({ accessToken: 'x', region: 'eu' }).isStoryblok).toBe(true);
    expect(createContentClient({ accessToken: 'x' }).isStoryblok).toBe(false);
    expect(createContentClient({ region: 'us' }).isStoryblok).toBe(false);
  });
});
