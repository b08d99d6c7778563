import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../server/app-env.ts';

const flyoutGroups = [{ id: 'wedding', title: 'Hochzeit', items: [{ title: 'Einladungen', link: '/karten/hochzeit/einladungen/', subnaviTitle: 'Einladungen', subnaviAsset: null }] }];
const mainNavigationItems = [
  { text: 'Karten', url: '/karten/', navigationType: 'card', flyoutGroups },
  { text: 'Fotobuch', url: '/fotobuch/', navigationType: 'photobook', flyoutGroups: [] },
  { text: 'Merkzettel', url: '/merkzettel/', navigationType: 'wishlist', flyoutGroups, isOnlyInBurgerNavigation: true },
];
const getShellData = vi.fn(async () => ({ mainNavigationItems, burger: { mainNavigationItems: [{ text: 'Karten', url: '/karten/' }], extraMenu: [], footer: [], shops: [] } }));
vi.mock('../data/shell.ts', () => ({ getShellData: (...args: unknown[]) => getShellData(...(args as [])) }));
const { createBurgerRoute, createFlyoutRoute, BURGER_DATA_PATH, FLYOUT_DATA_PATH } = await import('./burger-route.ts');
const { burgerTextIds } = await import('@shop/ui/lib/text-ids');

const env = { shopApiUrl: 'http://127.0.0.1:9' } as AppEnv;
const GET = createBurgerRoute(kartenliebe, env);
const call = (query: string) => GET(new Request(`http://shop${BURGER_DATA_PATH}${query}`));

describe('burger route', () => {
  it('answers the levels of the asked locale and platform, cacheable like the pages', async () => {
    const response = await call('?locale=fr-CH&platform=web');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const body = await response.json();
    expect(body).toEqual({ mainNavigationItems: [{ text: 'Karten', url: '/karten/' }], extraMenu: [], footer: [], shops: [], texts: expect.any(Object) });
    // The burger's texts come with its levels, in the asked locale, not with every page.
    expect(Object.keys(body.texts).sort()).toEqual([...burgerTextIds].sort());
    expect(body.texts['nav.burgerClose']).toBe('Fermer le menu');
    expect(getShellData).toHaveBeenLastCalledWith(kartenliebe, env, 'fr-CH', 'web');
  });

  it.each([
    ['', 'locale'],
    ['?locale=xx-XX&platform=web', 'locale'],
    ['?locale=de-DE', 'platform'],
    ['?locale=de-DE&platform=app', 'platform'],
    ['?locale=de-DE&platform=web&extra=1', 'query'],
    ['?locale=de-DE%00&platform=web', 'locale'],
  ])('refuses %s with 400 naming %s, and loads nothing', async (query, field) => {
    getShellData.mockClear();
    const response = await call(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; field: string } };
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.field).toBe(field);
    expect(getShellData).not.toHaveBeenCalled();
  });
});

describe('flyout route', () => {
  const flyouts = createFlyoutRoute(kartenliebe, env);

  it('answers the flyout groups of the bar items by key (the fields a flyout renders) and the texts in the asked language', async () => {
    const response = await flyouts(new Request(`http://shop${FLYOUT_DATA_PATH}?locale=fr-CH&platform=web`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const body = (await response.json()) as { groups: Record<string, unknown>; texts: Record<string, string> };
    expect(body.groups).toEqual({ 'card|Karten': [{ id: 'wedding', title: 'Hochzeit', items: [{ title: 'Einladungen', link: '/karten/hochzeit/einladungen/' }] }] });
    expect(body.texts.specialHeading).toBe('À découvrir');
    expect(getShellData).toHaveBeenLastCalledWith(kartenliebe, env, 'fr-CH', 'web');
  });

  it('refuses an unknown locale with 400', async () => {
    const response = await flyouts(new Request(`http://shop${FLYOUT_DATA_PATH}?locale=xx-XX&platform=web`));
    expect(response.status).toBe(400);
  });
});
