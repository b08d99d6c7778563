import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRoutes } from './routes.ts';
import { type AnyJson, startTestServer } from './test-server.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../content');
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer(
    createContentRoutes({ contentDir, previewToken: 'x', webhookSecret: 'test-webhook-secret' }),
  );
});
afterAll(() => server.close());

const image = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/images/${path}`, { headers });
const meta = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('image proxy', () => {
  it.each([
    ['wallart/hero-start.jpg?w=600&h=450&format=webp', 'image/webp', 'webp', 600, 450],
    ['wallart/hero-start.jpg?w=320&format=png', 'image/png', 'png', 320, 160],
    ['wallart/hero-start.jpg?h=96&format=jpeg&q=50', 'image/jpeg', 'jpeg', 192, 96],
    ['wallart/hero-start.jpg?w=320&h=320&fit=contain&format=jpg', 'image/jpeg', 'jpeg', 320, 320],
    ['wallart/hero-start.jpg?w=320&h=320&fit=inside&format=webp', 'image/webp', 'webp', 320, 160],
    ['wallart/hero-start.jpg?w=320&dpr=2&format=webp', 'image/webp', 'webp', 640, 320],
    ['wallart/hero-start.jpg?w=10&h=10&blur=3&q=50&format=webp', 'image/webp', 'webp', 10, 10],
    ['wallart/hero-start.jpg?w=256&rotate=90&format=png', 'image/png', 'png', 256, 512],
    ['tiles/circle-poster.png', 'image/png', 'png', 152, 152],
  ])('%s → %s', async (path, type, format, width, height) => {
    const response = await image(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    const info = await meta(response);
    expect(info.format).toBe(format);
    expect([info.width, info.height]).toEqual([width, height]);
  });

  it('negotiates format=auto by Accept and says so in Vary', async () => {
    const webp = await image('kartenliebe/hero-cards.jpg?w=96', { accept: 'image/avif,image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const jpeg = await image('kartenliebe/hero-cards.jpg?w=96', { accept: 'image/jpeg' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const png = await image('shops/disney.png?w=48&format=auto', { accept: '*/*' });
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('sends long cache headers and an ETag that answers 304', async () => {
    const first = await image('themes/nature.jpg?w=128&format=webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await image('themes/nature.jpg?w=128&format=webp', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    const other = await image('themes/nature.jpg?w=96&format=webp', { 'if-none-match': etag! });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('renders cover at quality 85 when the URL names neither (the shops leave the defaults out)', async () => {
    const short = await image('themes/nature.jpg?w=128&h=96&format=webp');
    const named = await image('themes/nature.jpg?w=128&h=96&fit=cover&format=webp&q=85');
    expect(short.headers.get('etag')).toBe(named.headers.get('etag'));
    expect([(await meta(short)).width, (await meta(named)).height]).toEqual([128, 96]);
  });

  it('is smaller at lower quality', async () => {
    const high = (await (await image('wallart/hero-canvas.jpg?w=828&format=jpeg&q=100')).arrayBuffer())
      .byteLength;
    const low = (await (await image('wallart/hero-canvas.jpg?w=828&format=jpeg&q=50')).arrayBuffer())
      .byteLength;
    expect(low).toBeLessThan(high);
  });

  it.each([
    ['wallart/hero-start.jpg?w=0', 400, 'w'],
    ['wallart/hero-start.jpg?w=-5', 400, 'w'],
    ['wallart/hero-start.jpg?w=abc', 400, 'w'],
    ['wallart/hero-start.jpg?w=4001', 400, 'w'],
    ['wallart/hero-start.jpg?w=2048&dpr=2', 400, 'w'],
    ['wallart/hero-start.jpg?w=300', 400, 'w'],
    ['wallart/hero-start.jpg?w=3000', 400, 'w'],
    ['wallart/hero-start.jpg?h=451', 400, 'h'],
    ['wallart/hero-start.jpg?q=80', 400, 'q'],
    ['wallart/hero-start.jpg?blur=4', 400, 'blur'],
    ['wallart/hero-start.jpg?h=1.5', 400, 'h'],
    ['wallart/hero-start.jpg?fit=stretch', 400, 'fit'],
    ['wallart/hero-start.jpg?format=gif', 400, 'format'],
    ['wallart/hero-start.jpg?q=0', 400, 'q'],
    ['wallart/hero-start.jpg?q=101', 400, 'q'],
    ['wallart/hero-start.jpg?dpr=5', 400, 'dpr'],
    ['wallart/hero-start.jpg?rotate=45', 400, 'rotate'],
    ['wallart/hero-start.jpg?blur=500', 400, 'blur'],
    ['wallart/hero-start.jpg?w=10&w=20', 400, 'w'],
    ['wallart/hero-start.jpg?crop=1', 400, 'crop'],
    ['wallart/HERO.jpg', 400, 'path'],
    ['wallart/hero-start.gif', 400, 'path'],
    ['..%2F..%2Fpackage.json', 400, 'path'],
    // The URL parser folds dot segments: the request leaves /images/ and is not found.
    ['wallart/%2e%2e/%2e%2e/releases.json', 404, null],
    ['wallart/missing.jpg', 404, 'path'],
  ])('%s → %i', async (path, status, field) => {
    const response = await image(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as AnyJson;
    if (field) expect(body.error.field).toBe(field);
    else expect(body.error.code).toBe('not_found');
  });
});
