import type { ShopBaseUrls } from './shop-links.ts';

/** The shops' revalidation route (packages/storefront/src/app/revalidate-path.ts). */
export const SHOP_REVALIDATE_PATH = '/api/revalidate';

export interface ShopRevalidation {
  channel: string;
  ok: boolean;
  status?: number;
  error?: string;
}

/**
 * Tells the shops that a story was published: POST `{ slug }` with the shared secret to each shop's revalidation
 * route, which expires that channel's cached content. A story's `full_slug` starts with its channel
 * (`kartenliebe/fotobuch`), so only that shop is called; without a slug (a merged release) every shop drops its
 * whole channel. A shop that does not answer in time is reported, not retried: its 300 s cache lifetime is the backstop.
 */
export function createShopRevalidator(options: {
  urls: ShopBaseUrls;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  onResult?: (result: ShopRevalidation & { slug: string }) => void;
}) {
  const { urls, secret, timeoutMs = 3000, onResult } = options;
  const send = options.fetch ?? fetch;
  return async function revalidateShops(fullSlug: string | undefined): Promise<ShopRevalidation[]> {
    const channel = fullSlug?.split('/')[0];
    const targets = Object.entries(urls).filter(([id]) => fullSlug === undefined || id === channel);
    return Promise.all(
      targets.map(async ([id, base]): Promise<ShopRevalidation> => {
        const slug = fullSlug ?? id;
        let result: ShopRevalidation;
        try {
          const response = await send(new URL(SHOP_REVALIDATE_PATH, base), {
            method: 'POST',
            headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
            body: JSON.stringify({ slug }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          result = { channel: id, ok: response.ok, status: response.status };
        } catch (error) {
          result = { channel: id, ok: false, error: error instanceof Error ? error.message : String(error) };
        }
        onResult?.({ ...result, slug });
        return result;
      }),
    );
  };
}
