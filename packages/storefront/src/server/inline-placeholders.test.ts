import { describe, expect, it } from 'vitest';
import { buildPlaceholderUrl } from '@shop/ui/image/image-url';
import { createPlaceholderInliner, PLACEHOLDER_RETRY_MS } from './inline-placeholders.ts';

const origin = 'http://localhost:4170';
const webp = Buffer.from('UklGRjIAAABXRUJQVlA4ICYAAAAwAQCdASoKAAoAAUAmJaQAA3AA/v89WAAAAA==', 'base64');
/** The `style` attribute a picture component writes (React escapes the quotes and ampersands). */
const styleOf = (src: string) => `style="background-image:url(&quot;${buildPlaceholderUrl(src).replaceAll('&', '&amp;')}&quot;)"`;
const dataUrl = `url(&quot;data:image/webp;base64,${webp.toString('base64')}&quot;)`;

function proxy(answer: (url: string) => Response | Promise<Response> = () => new Response(webp, { headers: { 'content-type': 'image/webp' } })) {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    return answer(url);
  };
  return { asked, fetch };
}

describe('createPlaceholderInliner', () => {
  it('leaves the URL in the first answer, reads the placeholder once, and puts it into the next answers', async () => {
    const { asked, fetch } = proxy();
    const inliner = createPlaceholderInliner({ imageOrigin: origin, fetch });
    const page = `<p>Grüße</p><img src="x" ${styleOf(`${origin}/images/kartenliebe/hero-start.jpg`)}/><p>ü</p>`;
    expect(inliner.body(Buffer.from(page)).toString()).toBe(page);
    await inliner.settled();
    expect(asked).toEqual([`${origin}/images/kartenliebe/hero-start.jpg?w=10&h=10&format=webp&q=50&blur=3`]);
    expect(inliner.body(Buffer.from(page)).toString()).toBe(`<p>Grüße</p><img src="x" style="background-image:${dataUrl}"/><p>ü</p>`);
    inliner.body(Buffer.from(page));
    expect(asked).toHaveLength(1);
  });

  it('replaces every known placeholder of a piece and keeps the bytes around them (UTF-8 split at the edges)', async () => {
    const { fetch } = proxy();
    const inliner = createPlaceholderInliner({ imageOrigin: origin, fetch });
    const a = styleOf(`${origin}/images/a.jpg`);
    const b = styleOf(`${origin}/images/tiles/b-1.png`);
    inliner.body(Buffer.from(a + b));
    await inliner.settled();
    const page = Buffer.from(`ä${a}–${b}€`);
    // A piece that ends inside a character and one that starts inside one: only whole matches are touched.
    const first = page.subarray(0, 1);
    const rest = page.subarray(1);
    expect(inliner.body(first)).toBe(first);
    const out = Buffer.concat([first, inliner.body(rest)]).toString();
    expect(out).toBe(`ä${`style="background-image:${dataUrl}"`}–${`style="background-image:${dataUrl}"`}€`);
  });

  it('touches no other picture: another origin, another size, an unsafe path, a URL split between two pieces', async () => {
    const { asked, fetch } = proxy();
    const inliner = createPlaceholderInliner({ imageOrigin: origin, fetch });
    const others = [
      styleOf('https://cdn.example/images/a.jpg'),
      `style="background-image:url(&quot;${origin}/images/a.jpg?w=20&amp;h=10&amp;format=webp&amp;q=50&amp;blur=3&quot;)"`,
      `style="background-image:url(&quot;${origin}/images/../admin?w=10&amp;h=10&amp;format=webp&amp;q=50&amp;blur=3&quot;)"`,
      `style="background-image:url(&quot;${origin}/images/a b.jpg?w=10&amp;h=10&amp;format=webp&amp;q=50&amp;blur=3&quot;)"`,
    ].join('');
    expect(inliner.body(Buffer.from(others)).toString()).toBe(others);
    const split = styleOf(`${origin}/images/c.jpg`);
    expect(inliner.body(Buffer.from(split.slice(0, 40))).toString()).toBe(split.slice(0, 40));
    await inliner.settled();
    expect(asked).toEqual([]);
  });

  it('keeps the URL when the proxy fails, answers no image or a large one, and asks again only after the retry time', async () => {
    let now = 0;
    const answers = [
      new Response('no', { status: 404, headers: { 'content-type': 'text/plain' } }),
      new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      new Response(Buffer.alloc(2_000), { headers: { 'content-type': 'image/webp' } }),
    ];
    const { asked, fetch } = proxy(() => answers.shift() ?? Promise.reject(new Error('down')));
    const inliner = createPlaceholderInliner({ imageOrigin: origin, fetch, now: () => now });
    const page = styleOf(`${origin}/images/a.jpg`);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(inliner.body(Buffer.from(page)).toString()).toBe(page);
      await inliner.settled();
      expect(inliner.body(Buffer.from(page)).toString()).toBe(page);
      now += PLACEHOLDER_RETRY_MS;
    }
    expect(asked).toHaveLength(4);
  });

  it('keeps at most maxEntries placeholders, the oldest dropped first', async () => {
    const { asked, fetch } = proxy();
    const inliner = createPlaceholderInliner({ imageOrigin: origin, fetch, maxEntries: 2 });
    for (const name of ['a', 'b', 'c']) inliner.body(Buffer.from(styleOf(`${origin}/images/${name}.jpg`)));
    await inliner.settled();
    expect(inliner.body(Buffer.from(styleOf(`${origin}/images/c.jpg`))).toString()).toContain('data:image/webp');
    expect(inliner.body(Buffer.from(styleOf(`${origin}/images/a.jpg`))).toString()).not.toContain('data:');
    await inliner.settled();
    expect(asked).toHaveLength(4);
  });
});
