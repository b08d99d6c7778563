import { expect, test } from '@playwright/test';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { channelOf, channelPorts, documentScripts } from './stack.ts';

/** A raw GET to the shop on loopback: the bytes as sent, before any decoding. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

test('the build’s scripts reach a brotli client in the best compression after their first request, the same code as gzip sends', async () => {
  const port = channelPorts[channelOf(test.info().project.name)];
  const page = await rawGet(port, '/', { 'accept-encoding': 'identity' });
  const scripts = documentScripts(page.body.toString('utf8'));
  expect(scripts.length).toBeGreaterThan(3);
  // The largest of the page's scripts (the framework's): small files go uncompressed.
  const answers = await Promise.all(scripts.map(async (path) => ({ path, ...(await rawGet(port, path, { 'accept-encoding': 'gzip' })) })));
  const gzip = answers.reduce((largest, answer) => (answer.body.length > largest.body.length ? answer : largest));
  const script = gzip.path;
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const code = gunzipSync(gzip.body);
  // The first brotli request may be answered on the fly; the file is compressed at the best level behind it.
  await expect
    .poll(async () => (await rawGet(port, script, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-length'], { timeout: 10_000 })
    .toBeDefined();
  const best = await rawGet(port, script, { 'accept-encoding': 'gzip, deflate, br' });
  expect(best.status).toBe(200);
  expect(best.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });
  expect(brotliDecompressSync(best.body).equals(code)).toBe(true);
  expect(best.body.length).toBeLessThan(gzip.body.length);
});

test('on a phone the pictures further down load when the visitor scrolls to them: the hero’s request and first frame do not wait behind them', async ({ page }) => {
  const port = channelPorts[channelOf(test.info().project.name)];
  const requested: string[] = [];
  page.on('request', (request) => {
    // The pictures themselves: a blurred preview (`blur=`) is a few dozen bytes.
    const url = new URL(request.url());
    if (request.resourceType() === 'image' && !url.searchParams.has('blur')) requested.push(url.pathname);
  });
  await page.setViewportSize({ width: 390, height: 720 });
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
  // The story's last picture that appears nowhere else on the page, far below the first screen.
  const below = await page.evaluate(() => {
    const paths = [...document.querySelectorAll<HTMLImageElement>('img')].map((image) => new URL(image.src).pathname);
    const images = [...document.querySelectorAll<HTMLImageElement>('[data-story] img')];
    const last = images.findLast((image) => paths.filter((path) => path === new URL(image.src).pathname).length === 1);
    // Measured at its block, which has a box of its own: measuring inside it would lay the block out, pictures and all.
    const block = last?.closest('[data-story] > *');
    return last && block ? { path: new URL(last.src).pathname, top: block.getBoundingClientRect().top + window.scrollY } : undefined;
  });
  expect(below).toBeDefined();
  expect(below?.top).toBeGreaterThan(2 * 720);
  const hero = page.locator('[data-story] img[fetchpriority="high"]').first();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The picture further down has not been asked for yet.
  await page.waitForTimeout(500);
  expect(requested).not.toContain(below?.path);
  const picture = page.locator(`[data-story] img[src*="${below?.path}"]`);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(requested).toContain(below?.path);
});
