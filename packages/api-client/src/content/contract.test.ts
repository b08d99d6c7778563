import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/shop-api.ts';
import { createShopClient, type ShopClientOptions } from '../shop/request.ts';
import { createContentClient } from './client.ts';
import { findPage, loadBreadcrumb, loadErrorPageStory, loadPage, loadPreviewStory } from './pages.ts';
import { signPreviewParams, verifyPreview, type VerifiedPreview } from './preview.ts';

// The content client and page loaders against the content routes the shop API mounts (`/v2`, `/frontend-api/...`).
const previewToken = 'contract-preview-token';
let server: TestServer;
const urls: URL[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { CONTENT_PREVIEW_TOKEN: previewToken } });
});
afterAll(async () => {
  await server?.close();
});

const recording: typeof fetch = (input, init) => {
  urls.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
  return fetch(input, init);
};
const content = () => createContentClient({ endpoint: `${server.url}/v2`, accessToken: 'public', previewToken, fetch: recording });
const shop = (options: Partial<ShopClientOptions> = {}) => createShopClient({ baseUrl: server.url, channel: 'kartenliebe', country: 'DE', locale: 'de-DE', ...options });
const heroHeadline = (story: { content: Record<string, unknown> }) => (story.content.teaser as { headline?: string }[] | undefined)?.[0]?.headline;

async function preview(storyId: number, releaseId?: number): Promise<VerifiedPreview> {
  const now = Date.now();
  const query = await signPreviewParams({ storyId, spaceId: '1', previewToken, timestamp: Math.floor(now / 1000), releaseId });
  const result = await verifyPreview({ query, previewToken, spaceId: '1', now: () => now });
  if (!result.ok) throw new Error(result.reason);
  return result.preview;
}

describe('content client against the shop API content routes', () => {
  it('loads a published story and maps it into ContentStory', async () => {
    const story = await content().getStory('kartenliebe/home', { language: 'de' });
    expect(story).toMatchObject({ fullSlug: 'kartenliebe/home', lang: 'de', redirect: null, content: { component: 'Page' } });
    expect(heroHeadline(story)).toBe('Karten, die von Herzen kommen');
  });

  it('pages all stories of a channel by 25', async () => {
    const before = urls.length;
    const stories = await content().getStories({ startsWith: 'kartenliebe/', language: 'de' });
    const listing = urls.slice(before).filter((url) => url.pathname.endsWith('/cdn/stories'));
    expect(stories.length).toBeGreaterThan(25);
    expect(listing.length).toBe(Math.ceil(stories.length / 25));
    expect(listing.every((url) => url.searchParams.get('per_page') === '25')).toBe(true);
    expect(new Set(stories.map((story) => story.uuid)).size).toBe(stories.length);
  });

  it('resolves relations the way the library does', async () => {
    const burger = await content().getStory('kartenliebe/global/burger', { language: 'de', resolveRelations: ['GlobalBurger.footer', 'GlobalBurger.shops'] });
    expect(burger.content.footer).toMatchObject({ uuid: expect.any(String), content: { component: 'GlobalFooter' } });
  });

  it('loads the error page story by slug without relations', async () => {
    const before = urls.length;
    const story = await loadErrorPageStory(content(), { channel: 'wallart', language: 'fr' });
    expect(story.fullSlug).toBe('wallart/error');
    expect(urls.slice(before).every((url) => !url.searchParams.has('resolve_relations'))).toBe(true);
  });

  it('reads drafts and releases only with a verified preview', async () => {
    const client = content();
    const published = await client.getStory('kartenliebe/home', { language: 'de' });
    const draft = await client.getStory('kartenliebe/home', { language: 'de', preview: await preview(published.id) });
    const release = await client.getStory('kartenliebe/home', { language: 'de', preview: await preview(published.id, 1) });
    expect(heroHeadline(draft)).toBe('Neu: Die Winterkollektion ist da');
    expect(heroHeadline(release)).toBe('Frohe Weihnachten: 20 % auf alle Fotogeschenke');
    await expect(client.getStory('kartenliebe/winteraktion', { language: 'de' })).rejects.toMatchObject({ code: 'not_found', status: 404, message: 'Not Found' });
    expect((await client.getStory('kartenliebe/winteraktion', { language: 'de', preview: await preview(published.id) })).slug).toBe('winteraktion');
  });

  it('follows the publish webhook: the next published request carries the new cv', async () => {
    const client = content();
    await client.getStory('kartenliebe/home', { language: 'de' });
    const before = client.cacheVersion ?? 0;
    const hook = await fetch(`${server.url}/v2/webhooks/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"published"}' });
    const { cv } = (await hook.json()) as { cv: number };
    expect(cv).toBeGreaterThan(before);
    expect(await client.notePublished(cv)).toBe(cv);
    const start = urls.length;
    await client.getStory('kartenliebe/home', { language: 'de' });
    expect(urls.slice(start)[0]?.searchParams.get('cv')).toBe(String(cv));
    // Without the webhook's cv the client asks the space for its version.
    const other = content();
    expect(await other.notePublished()).toBe(cv);
  });
});

describe('page loading through the backend page route', () => {
  it('loads a page with the shop headers, sku and relations', async () => {
    const story = await loadPage(shop({ channel: 'wallart', country: 'CH', locale: 'de-CH' }), { locale: 'de-CH', path: '/wandbilder', platform: 'web', sku: 'wall-leinwand-600x400', resolveRelations: ['FlyoutItem.fullStoryData'] });
    expect(story).toMatchObject({ slug: 'wandbilder', content: { component: 'Page', sku: 'wall-leinwand-600x400' } });
    expect(story.alternates.some((alternate) => alternate.publicPath !== undefined)).toBe(true);
  });

  it('answers the desktop start page on / for the desktop platform', async () => {
    expect((await loadPage(shop(), { locale: 'de-DE', path: '/', platform: 'desktop' })).slug).toBe('desktop-startseite');
  });

  it('makes a redirect story explicit', async () => {
    expect((await loadPage(shop(), { locale: 'de-DE', path: '/kalender', platform: 'web' })).redirect).toEqual({ target: expect.any(String), status: 301 });
  });

  it('finds no published page for a draft-only story, and the draft with a verified preview', async () => {
    expect(await findPage(shop(), { locale: 'de-DE', path: '/winteraktion', platform: 'web' })).toBeNull();
    const home = await content().getStory('kartenliebe/home', { language: 'de' });
    const draft = await loadPage(shop(), { locale: 'de-DE', path: '/winteraktion', platform: 'web', preview: await preview(home.id), previewToken });
    expect(draft.slug).toBe('winteraktion');
  });

  it('loads the breadcrumb from the start page down', async () => {
    const trail = await loadBreadcrumb(shop({ channel: 'wallart', country: 'DE', locale: 'de-DE' }), { locale: 'de-DE', path: '/wandbilder/acrylglas', platform: 'web' });
    expect(trail.map((item) => item.path)).toEqual(['/', '/wandbilder', '/wandbilder/acrylglas']);
  });

  it('loads the story the visual editor opened (_storyblok=<id>) through the transform route', async () => {
    const home = await content().getStory('kartenliebe/home', { language: 'de' });
    const story = await loadPreviewStory(shop(), { locale: 'de-DE', platform: 'web', preview: await preview(home.id), previewToken });
    expect(heroHeadline(story)).toBe('Neu: Die Winterkollektion ist da');
  });
});
