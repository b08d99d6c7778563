import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/contract/error';
import { createContentRoutes } from './routes.ts';
import { type AnyJson, startTestServer } from './test-server.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../content');
const PREVIEW = 'page-preview';
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer(
    createContentRoutes({
      contentDir,
      previewToken: PREVIEW,
      webhookSecret: 'test-webhook-secret',
      assetBaseUrl: 'http://localhost:4000',
    }),
  );
});
afterAll(() => server.close());

const page = (path: string, channel = 'kartenliebe-DE', init: RequestInit = {}) =>
  fetch(`${server.origin}/frontend-api/mp/storyblok${path}`, {
    ...init,
    headers: { 'X-Channel': channel, ...(init.headers as Record<string, string>) },
  });

describe('GET /frontend-api/mp/storyblok', () => {
  it.each([
    ['/de-DE/fotokalender', 'kartenliebe-DE', 'Fotokalender'],
    ['/fr-CH/calendrier-photo', 'kartenliebe-CH', 'Calendrier photo'],
    ['/it-IT/stampe-da-parete', 'wallart-IT', 'Stampe da parete'],
    ['/en-US/canvas-prints', 'wallart-US', 'Canvas prints'],
    ['/nl-BE/wanddecoratie', 'wallart_BE', 'Wanddecoratie'],
    ['/es-ES/informativa-sulla-privacy', 'wallart-ES', null],
    ['?locale=de-AT&path=/&apiVersion=v2', 'kartenliebe', 'Startseite'],
    ['/de-LI/datenschutz', 'wallart', 'Datenschutz'],
  ])('%s (%s)', async (path, channel, name) => {
    const response = await page(path, channel);
    if (name === null) {
      expect(response.status).toBe(404);
      return;
    }
    expect(response.status).toBe(200);
    const { story } = (await response.json()) as AnyJson;
    expect(story.name).toBe(name);
    expect(story.content.component).toBe('Page');
  });

  it('serves the desktop start page for platform desktop and builds public alternates', async () => {
    const desktop = (await (await page('/de-DE?platform=desktop')).json()) as AnyJson;
    expect(desktop.story.full_slug).toBe('kartenliebe/desktop-startseite');
    const { story } = (await (await page('/de-DE/fotokalender')).json()) as AnyJson;
    const byLocale = Object.fromEntries(
      story.alternates.map((alternate: { locale: string; publicPath: string }) => [
        alternate.locale,
        alternate.publicPath,
      ]),
    );
    expect(byLocale).toMatchObject({
      'de-DE': '/fotokalender/',
      'fr-CH': '/fr/calendrier-photo/',
      'it-IT': '/calendario-personalizzato/',
      'de-IT': '/de/fotokalender/',
      'en-GB': '/photo-calendars/',
    });
    expect(Object.keys(byLocale)).toHaveLength(17);
  });

  it('resolves relations and story links, puts the sku on the page and assets on the proxy origin', async () => {
    const { story } = (await (
      await page('/de-DE/ideen-und-angebote?resolveRelations[]=ThemesOverview.themes&sku=poster-450x300')
    ).json()) as AnyJson;
    const overview = story.content.body.find(
      (blok: { component: string }) => blok.component === 'ThemesOverview',
    );
    expect(overview.themes.map((theme: { name: string }) => theme.name)).toEqual([
      'Hochzeit',
      'Geburt',
      'Weihnachten',
      'Geburtstag',
    ]);
    // Related stories carry the public path the shop shows them under (kartenliebe: trailing slash).
    expect(overview.themes[0].url).toBe('/themes/hochzeit/');
    expect(story.content.sku).toBe('poster-450x300');
    expect(story.content.body[0].link.url).toBe('/fotokalender/');
    expect(story.content.body[0].image.filename).toBe(
      'http://localhost:4000/images/kartenliebe/hero-start.jpg',
    );
  });

  it('gives related stories the public path of the page locale (language prefix)', async () => {
    const { story } = (await (
      await page('/fr-CH/themes?resolveRelations[]=ThemesOverview.themes', 'kartenliebe-CH')
    ).json()) as AnyJson;
    const overview = story.content.body.find(
      (blok: { component: string }) => blok.component === 'ThemesOverview',
    );
    expect(overview.themes.map((theme: { url: string }) => theme.url)).toContain('/fr/themes/mariage/');
  });

  it('gives plain paths and rich text story links the public path of the page locale', async () => {
    const { story } = (await (await page('/fr-CH/aide', 'kartenliebe-CH')).json()) as AnyJson;
    const hrefs: string[] = [];
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(collect);
      if (!node || typeof node !== 'object') return;
      const record = node as { type?: string; attrs?: { href?: string } };
      if (record.type === 'link' && record.attrs?.href) hrefs.push(record.attrs.href);
      Object.values(node).forEach(collect);
    };
    collect(story.content.body);
    expect(hrefs).toEqual(['/fr/frais-de-livraison/', '/fr/moyens-de-paiement/', '/fr/cgv/', '/fr/mentions-legales/']);
    const { story: desktop } = (await (await page('/fr-CH?platform=desktop', 'wallart-CH')).json()) as AnyJson;
    const urls = JSON.stringify(desktop.content);
    expect(urls).toContain('"url":"/fr/d/configurator-photobook"');
    expect(urls).not.toContain('"url":"/configurator-');
  });

  it('returns redirect stories with target and status, and the error story by slug', async () => {
    const { story } = (await (await page('/de-DE/kalender')).json()) as AnyJson;
    expect(story).toMatchObject({ target: '/fotokalender', status: 301 });
    const wallart = (await (await page('/fr-FR/toile', 'wallart-FR')).json()) as AnyJson;
    expect(wallart.story).toMatchObject({ target: '/impression-sur-toile', status: 308 });
    const error = (await (await page('/en-GB/error', 'kartenliebe-GB')).json()) as AnyJson;
    expect(error.story.content.teaser[0].headline).toBe('Sorry, this page does not exist');
  });

  it('shows drafts and releases only with the preview token', async () => {
    expect((await page('/de-DE?version=draft')).status).toBe(401);
    expect((await page('/de-DE?version=draft&token=wrong')).status).toBe(401);
    expect((await page('/de-DE?release=1')).status).toBe(401);
    const draft = (await (await page(`/de-DE?version=draft&token=${PREVIEW}`)).json()) as AnyJson;
    expect(draft.story.content.teaser[0].headline).toBe('Neu: Die Winterkollektion ist da');
    const viaHeader = (await (
      await page('/de-DE/winteraktion?version=draft', 'wallart', { headers: { 'X-Preview-Token': PREVIEW } })
    ).json()) as AnyJson;
    expect(viaHeader.story.name).toBe('Winteraktion (Entwurf)');
    expect((await page('/de-DE/winteraktion', 'wallart')).status).toBe(404);
    const release = (await (
      await page(`/en-GB?version=draft&release=1&token=${PREVIEW}`, 'wallart')
    ).json()) as AnyJson;
    expect(release.story.content.teaser[0].headline).toBe('Merry Christmas: 20% off all photo gifts');
    const response = await page(`/de-DE?version=draft&token=${PREVIEW}`);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it.each([
    ['/xx-XX/fotokalender', 'kartenliebe', 400, 'locale'],
    ['/fr-CH/calendrier-photo', 'kartenliebe-DE', 400, 'X-Channel'],
    ['/de-DE/fotokalender', 'kartenliebe-XX', 400, 'X-Channel'],
    ['/de-DE/fotokalender', '', 400, 'X-Channel'],
    ['/de-DE/fotokalender', 'otherchannel', 400, 'X-Channel'],
    ['/de-DE/Fotokalender', 'kartenliebe', 400, null],
    ['/de-DE/foto%20kalender', 'kartenliebe', 400, null],
    ['/de-DE/fotokalender?apiVersion=v1', 'kartenliebe', 400, 'apiVersion'],
    ['/de-DE/fotokalender?platform=tv', 'kartenliebe', 400, 'platform'],
    ['/de-DE/fotokalender?version=latest', 'kartenliebe', 400, 'version'],
    ['/de-DE/fotokalender?release=-1', 'kartenliebe', 400, 'release'],
    ['/de-DE/fotokalender?release=99', 'kartenliebe', 401, 'token'],
    [`/de-DE/fotokalender?release=99&token=${PREVIEW}`, 'kartenliebe', 404, 'release'],
    ['/de-DE/fotokalender?sku=%3Cscript%3E', 'kartenliebe', 400, 'sku'],
    ['/de-DE/fotokalender?resolveRelations=Page', 'kartenliebe', 400, 'resolveRelations.0'],
    [
      '/de-DE/fotokalender?resolveRelations[]=a.b&resolveRelations=c.d',
      'kartenliebe',
      400,
      'resolveRelations',
    ],
    ['/de-DE/fotokalender?_baseUrl=javascript:alert(1)', 'kartenliebe', 400, '_baseUrl'],
    ['/de-DE/fotokalender?foo=1', 'kartenliebe', 400, 'foo'],
    ['?path=/fotokalender', 'kartenliebe', 400, 'locale'],
    ['?locale=de-DE', 'kartenliebe', 400, 'path'],
    ['?locale=de-DE&path=../../etc/passwd', 'kartenliebe', 400, 'path'],
    ['/de-DE/gibt-es-nicht', 'kartenliebe', 404, 'path'],
    ['/breadcrumb?locale=de-DE', 'kartenliebe', 400, 'path'],
    ['/breadcrumb?locale=de-DE&path=/gibt-es-nicht', 'kartenliebe', 404, 'path'],
    ['/transform?locale=de-DE', 'kartenliebe', 400, 'id'],
    ['/transform?locale=de-DE&id=abc', 'kartenliebe', 400, 'id'],
  ])('%s with X-Channel "%s" → %i', async (path, channel, status, field) => {
    const response = await page(path, channel);
    expect(response.status).toBe(status);
    const body = (await response.json()) as AnyJson;
    expect(body.error.code).toEqual(expect.any(String));
    if (field) expect(body.error.field).toBe(field);
    // The one error shape the typed client parses: no field at all when no field failed.
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
  });

  it('takes the locale from X-Locale when the path has none', async () => {
    const response = await page('?path=/wall-art', 'wallart', { headers: { 'X-Locale': 'en-US' } });
    expect(((await response.json()) as AnyJson).story.name).toBe('Wall Art');
  });
});

describe('breadcrumb and transform', () => {
  it('builds the breadcrumb from the start page down', async () => {
    const response = await page('/breadcrumb?locale=fr-CH&path=/themes/mariage', 'kartenliebe-CH');
    const { breadcrumb } = (await response.json()) as AnyJson;
    expect(
      breadcrumb.map((item: { name: string; publicPath: string }) => [item.name, item.publicPath]),
    ).toEqual([
      ['Accueil', '/fr/'],
      ['Thèmes', '/fr/themes/'],
      ['Mariage', '/fr/themes/mariage/'],
    ]);
  });

  it('transforms a story by id (GET) and a posted story (POST)', async () => {
    const { story } = (await (await page('/de-DE/fotokalender')).json()) as AnyJson;
    const byId = (await (await page(`/transform?locale=de-DE&id=${story.id}`)).json()) as AnyJson;
    expect(byId.story.uuid).toBe(story.uuid);
    const byUuid = await page(`/transform?locale=de-DE&uuid=${story.uuid}`, 'wallart');
    expect(byUuid.status).toBe(404);

    const posted = { ...story, content: { ...story.content, title: 'Edited in the visual editor' } };
    const response = await page('/transform?resolveRelations=ThemesOverview.themes', 'kartenliebe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ locale: 'de-CH', story: posted }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AnyJson).story.content.title).toBe('Edited in the visual editor');
  });

  it.each([
    ['bad origin', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{}', 403],
    ['not json', { 'content-type': 'text/plain' }, 'hello', 415],
    ['malformed json', { 'content-type': 'application/json' }, '{"story":', 400],
    ['missing story', { 'content-type': 'application/json' }, '{"locale":"de-DE"}', 400],
    [
      'unknown field',
      { 'content-type': 'application/json' },
      '{"locale":"de-DE","evil":1,"story":{"uuid":"00000000-0000-4000-8000-000000000001","full_slug":"x","content":{"_uid":"a","component":"Page"}}}',
      400,
    ],
    ['wrong type', { 'content-type': 'application/json' }, '{"locale":42}', 400],
    ['huge body', { 'content-type': 'application/json' }, JSON.stringify({ pad: 'x'.repeat(600_000) }), 413],
  ])('POST transform refuses %s', async (_name, headers, body, status) => {
    const response = await page('/transform', 'kartenliebe', { method: 'POST', headers, body });
    expect(response.status).toBe(status);
    expect(((await response.json()) as AnyJson).error.code).toEqual(expect.any(String));
  });
});
