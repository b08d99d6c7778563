import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { locales } from '@shop/config/markets';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
const { createRevalidateRoute, tagsForStory } = await import('./revalidate-route.ts');

const secret = 'test-revalidate-secret';
const POST = createRevalidateRoute(kartenliebe, secret);

function call(body: unknown, authorization = `Bearer ${secret}`) {
  return POST(
    new Request('http://shop/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('revalidation route', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('expires the locale tags of the channel’s story at once', async () => {
    const response = await call({ slug: 'kartenliebe/fotobuch', locales: ['de-DE', 'de-CH'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['content:kartenliebe:de-DE', 'content:kartenliebe:de-CH'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['content:kartenliebe:de-DE', { expire: 0 }],
      ['content:kartenliebe:de-CH', { expire: 0 }],
    ]);
  });

  it('without locales refreshes all 17; another channel’s story refreshes nothing', () => {
    expect(tagsForStory(kartenliebe, { slug: 'kartenliebe/global/navigation' })).toHaveLength(locales.length);
    expect(tagsForStory(kartenliebe, { slug: 'wallart/wandbilder' })).toEqual([]);
  });

  it('refuses a missing or wrong secret and bad bodies, touching no cache', async () => {
    expect((await call({ slug: 'kartenliebe/x' }, '')).status).toBe(401);
    expect((await call({ slug: 'kartenliebe/x' }, 'Bearer guessed')).status).toBe(401);
    expect((await call('{not json')).status).toBe(400);
    const bad = await call({ slug: 'kartenliebe/x', locales: ['xx-XX'] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    expect((await call({ slug: '../etc', extra: 1 })).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
