import { describe, expect, it, vi } from 'vitest';
import { createShopRevalidator } from './revalidate-shops.ts';

const urls = { kartenliebe: 'http://localhost:3000', wallart: 'http://localhost:3001' };

describe('shop revalidator', () => {
  it('posts the slug with the secret to the story’s channel only', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const results = await createShopRevalidator({ urls, secret: 's3cret-value', fetch })('wallart/wandbilder');
    expect(results).toEqual([{ channel: 'wallart', ok: true, status: 200 }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe('http://localhost:3001/api/revalidate');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer s3cret-value');
    expect(JSON.parse(String(init.body))).toEqual({ slug: 'wallart/wandbilder' });
  });

  it('without a slug tells every shop to drop its whole channel, and reports a shop that is down', async () => {
    const onResult = vi.fn();
    const fetch = vi.fn(async (url: URL | string, _init?: RequestInit) => {
      if (String(url).includes('3000')) throw new TypeError('fetch failed');
      return new Response('{}', { status: 200 });
    });
    const results = await createShopRevalidator({ urls, secret: 's3cret-value', fetch: fetch as typeof globalThis.fetch, onResult })(undefined);
    expect(results).toEqual([
      { channel: 'kartenliebe', ok: false, error: 'fetch failed' },
      { channel: 'wallart', ok: true, status: 200 },
    ]);
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ slug: 'kartenliebe' }, { slug: 'wallart' }]);
    expect(onResult).toHaveBeenCalledWith({ channel: 'kartenliebe', ok: false, error: 'fetch failed', slug: 'kartenliebe' });
  });
});
