import { createShopClient } from '@shop/api-client/shop/request';
import { readLaunchParams } from '@shop/domain/designer/read-launch-params';
import { createShopIntl } from '@shop/i18n/intl';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { checkDesignerLaunch, describeLaunchProblems } = await import('./designer-launch.ts');

/** The shop API's catalogue as far as the card designer asks: theme 500 with designs 5000 and 5001. */
function catalogueClient(options: { down?: boolean } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (options.down) return new Response('upstream down', { status: 503 });
    const url = new URL(String(input));
    if (url.pathname !== '/web-api/themes') return Response.json({ error: { code: 'not_found', message: 'no route' } }, { status: 404 });
    if (url.searchParams.get('id') !== '500') return Response.json({ error: { code: 'unknown_theme', message: 'Unknown theme', field: 'id' } }, { status: 404 });
    const theme = { id: 500, slug: 'hochzeit-klassisch', occasion: 'hochzeit', category: 'einladungskarten', name: 'Hochzeit klassisch', designIds: [5000, 5001] };
    return Response.json({ payload: { total: 1, page: 1, perPage: 12, themes: [theme] } });
  });
  return createShopClient({ baseUrl: 'http://shop-api.test', channel: 'kartenliebe', country: 'DE', locale: 'de-DE', fetch, timeoutMs: 2_000 });
}

const card = (query: string) => new URLSearchParams(`locale=de-DE&platform=web&${query}`);

describe('checkDesignerLaunch (the proxy answers 400 for "bad")', () => {
  it('accepts a launch whose theme and design the shop API knows', async () => {
    expect(await checkDesignerLaunch(catalogueClient(), 'card', card('themeId=500&designId=5001'))).toBe('ok');
  });

  it.each([
    ['a theme the shop API does not know', 'themeId=999&designId=5001'],
    ['a design that is not the theme’s', 'themeId=500&designId=9999'],
    ['a malformed id', 'themeId=abc&designId=5001'],
    ['a missing design', 'themeId=500'],
  ])('refuses %s', async (_case, query) => {
    expect(await checkDesignerLaunch(catalogueClient(), 'card', card(query))).toBe('bad');
  });

  it('does not blame the link when the shop API cannot answer', async () => {
    expect(await checkDesignerLaunch(catalogueClient({ down: true }), 'card', card('themeId=500&designId=5001'))).toBe('unavailable');
  });
});

describe('describeLaunchProblems', () => {
  it.each([
    ['de-DE', 'Der Parameter „themeId“ fehlt.', 'Der Parameter „designId“ hat einen ungültigen Wert: „0“.'],
    ['en-GB', 'The parameter “themeId” is missing.', 'The parameter “designId” has an invalid value: “0”.'],
    ['fr-CH', 'Le paramètre « themeId » manque.', 'Le paramètre « designId » a une valeur non valable : « 0 ».'],
  ] as const)('%s: names each bad and missing parameter, with the value it got', (locale, missing, invalid) => {
    const reading = readLaunchParams('card', new URLSearchParams(`locale=${locale}&designId=0`));
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(describeLaunchProblems(reading.problems, reading.params, createShopIntl(locale))).toEqual([invalid, missing]);
  });

  it('has a message in every language for both kinds', () => {
    for (const locale of ['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const) {
      const lines = describeLaunchProblems(
        [
          { param: 'photoboxType', kind: 'missing' },
          { param: 'formatWidth', kind: 'invalid' },
        ],
        { formatWidth: '-150' },
        createShopIntl(locale),
      );
      expect(lines[0]).toContain('photoboxType');
      expect(lines[1]).toContain('formatWidth');
      expect(lines[1]).toContain('-150');
      expect(lines[0]).not.toBe(lines[1]);
    }
  });
});
