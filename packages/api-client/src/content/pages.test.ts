import { describe, expect, it, vi } from 'vitest';
import { createShopClient } from '../shop/request.ts';
import { findPage, loadBreadcrumb, loadPage } from './pages.ts';
import { signPreviewParams, verifyPreview, type VerifiedPreview } from './preview.ts';

const story = (component: string) => ({
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Wandbilder',
  slug: 'wandbilder',
  full_slug: 'wallart/wandbilder',
  alternates: [],
  content: { component },
});

function setup(answer: () => Response) {
  const fetchSpy = vi.fn<typeof fetch>(async () => answer());
  const client = createShopClient({
    baseUrl: 'http://shop.test',
    channel: 'wallart',
    country: 'CH',
    locale: 'de-CH',
    fetch: fetchSpy,
  });
  const sent = () => {
    const [input, init] = fetchSpy.mock.calls.at(-1) ?? [];
    return { url: new URL(String(input)), headers: new Headers(init?.headers) };
  };
  return { client, fetchSpy, sent };
}
const ok = (body: unknown) => () => Response.json(body);

async function verified(): Promise<VerifiedPreview> {
  const now = Date.now();
  const query = await signPreviewParams({
    storyId: 9,
    releaseId: 1,
    spaceId: '1',
    previewToken: 'secret',
    timestamp: Math.floor(now / 1000),
  });
  const result = await verifyPreview({ query, previewToken: 'secret', now: () => now });
  if (!result.ok) throw new Error(result.reason);
  return result.preview;
}

describe('loadPage (spec point 7)', () => {
  it('asks the backend page route with apiVersion, path, platform, resolveRelations, sku and version', async () => {
    const { client, sent } = setup(ok({ story: story('Page') }));
    await loadPage(client, {
      locale: 'de-CH',
      path: '/wandbilder',
      platform: 'web',
      sku: 'wall-poster-300x200',
      resolveRelations: ['FlyoutItem.fullStoryData', 'ThemesOverview.themes'],
    });
    const { url, headers } = sent();
    expect(url.pathname).toBe('/frontend-api/mp/storyblok/de-CH/wandbilder');
    expect([...url.searchParams]).toEqual([
      ['apiVersion', 'v2'],
      ['path', '/wandbilder'],
      ['platform', 'web'],
      ['resolveRelations[]', 'FlyoutItem.fullStoryData'],
      ['resolveRelations[]', 'ThemesOverview.themes'],
      ['sku', 'wall-poster-300x200'],
      ['version', 'published'],
    ]);
    expect(headers.get('x-channel')).toBe('wallart-CH');
    expect(headers.get('x-locale')).toBe('de-CH');
    expect(headers.has('x-preview-token')).toBe(false);
  });

  it('asks for the draft of the release, with the preview token, only for a verified preview', async () => {
    const { client, sent, fetchSpy } = setup(ok({ story: story('Page') }));
    await loadPage(client, {
      locale: 'de-CH',
      path: '/',
      platform: 'desktop',
      preview: await verified(),
      previewToken: 'secret',
    });
    expect(sent().url.pathname).toBe('/frontend-api/mp/storyblok/de-CH');
    expect(sent().url.searchParams.get('version')).toBe('draft');
    expect(sent().url.searchParams.get('release')).toBe('1');
    expect(sent().headers.get('x-preview-token')).toBe('secret');
    const forged = { storyId: 9, releaseId: 1, spaceId: '1' } satisfies VerifiedPreview;
    await expect(
      loadPage(client, {
        locale: 'de-CH',
        path: '/',
        platform: 'web',
        preview: forged,
        previewToken: 'secret',
      }),
    ).rejects.toMatchObject({
      code: 'preview_required',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a missing story',
      () =>
        Response.json({ error: { code: 'story_not_found', message: 'No story for /x' } }, { status: 404 }),
    ],
    ['a story whose component is not Page', ok({ story: story('GlobalNavigation') })],
  ])('findPage answers null for %s', async (_name, answer) => {
    const { client } = setup(answer);
    expect(await findPage(client, { locale: 'de-CH', path: '/x', platform: 'web' })).toBeNull();
  });

  it('findPage throws other failures', async () => {
    const { client } = setup(() =>
      Response.json({ error: { code: 'internal_error', message: 'boom' } }, { status: 500 }),
    );
    await expect(findPage(client, { locale: 'de-CH', path: '/x', platform: 'web' })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('loads the breadcrumb with path and platform', async () => {
    const { client, sent } = setup(
      ok({ breadcrumb: [{ name: 'Start', path: '/', publicPath: '/', uuid: 'u' }] }),
    );
    expect(
      await loadBreadcrumb(client, { locale: 'de-CH', path: '/wandbilder', platform: 'web' }),
    ).toHaveLength(1);
    expect(sent().url.pathname).toBe('/frontend-api/mp/storyblok/breadcrumb');
    expect(sent().url.searchParams.get('path')).toBe('/wandbilder');
  });
});
