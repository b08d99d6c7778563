import { buildPlaceholderUrl } from '@shop/ui/image/image-url';

/** Placeholders kept in memory (about 200 bytes each): far more pictures than the content has. */
export const PLACEHOLDERS_MAX_ENTRIES = 5_000;
/** A placeholder larger than this is not put into a page (the proxy's are 60–100 bytes). */
export const PLACEHOLDER_MAX_BYTES = 1_024;
/** How long one placeholder request may take. */
export const PLACEHOLDER_FETCH_TIMEOUT_MS = 2_000;
/** After a failed request, the placeholder stays a URL for this long before it is asked for again. */
export const PLACEHOLDER_RETRY_MS = 30_000;

/** The placeholder's query as the picture components write it into `style` (image-url.ts), HTML-escaped. */
const placeholderQuery = buildPlaceholderUrl('http://x/images/x.jpg').split('?')[1]!.replaceAll('&', '&amp;');
/** A proxy picture's path: letters, digits and the URL-safe punctuation of asset names, no `..`. */
const safePath = /^\/images\/(?:[\w~%-]+\/)*[\w~%-]+(?:\.[\w~%-]+)*$/;

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/**
 * Puts the pictures' blurred placeholders into the page as `data:` URLs (issue 16). Every picture of a page carries
 * its 10×10 placeholder (spec: blur 3, quality 50) as the background behind it, which on a phone was a request of its
 * own per picture, made while the page loads (five on a start page), each with its response, decode and repaint on
 * the main thread. The same bytes written into the `style` attribute cost about as many characters as the URL did.
 *
 * Only placeholders of the shop API's own image proxy (`imageOrigin`, the origin the server reads content from) are
 * replaced, and only with what that proxy answered: an image of at most `PLACEHOLDER_MAX_BYTES`. The replacement is
 * synchronous, from memory: a placeholder not read yet stays a URL in this answer (the browser loads it as before)
 * and is read in the background for the next one. The flight data keeps the URL; React keeps the attribute the
 * document has when it hydrates, and sets it again only if the picture changes.
 */
export function createPlaceholderInliner(options: { imageOrigin: string; fetch?: Fetch; now?: () => number; maxEntries?: number }) {
  const { fetch: get = fetch, now = Date.now, maxEntries = PLACEHOLDERS_MAX_ENTRIES } = options;
  const origin = new URL(options.imageOrigin).origin;
  const opening = Buffer.from(`url(&quot;${origin}/images/`);
  const closing = Buffer.from('&quot;)');
  const suffix = `?${placeholderQuery}`;
  const unescapedSuffix = suffix.replaceAll('&amp;', '&');
  const dataUrls = new Map<string, Buffer>();
  const failedAt = new Map<string, number>();
  const pending = new Map<string, Promise<void>>();

  const read = (url: string) => {
    if (pending.has(url) || now() - (failedAt.get(url) ?? -Infinity) < PLACEHOLDER_RETRY_MS) return;
    const request = (async () => {
      try {
        const response = await get(url, { signal: AbortSignal.timeout(PLACEHOLDER_FETCH_TIMEOUT_MS) });
        const type = response.headers.get('content-type') ?? '';
        if (Number(response.headers.get('content-length') ?? 0) > PLACEHOLDER_MAX_BYTES) throw new Error('too large');
        const body = Buffer.from(await response.arrayBuffer());
        if (!response.ok || !/^image\/(webp|png|jpeg|avif)$/.test(type) || body.length === 0 || body.length > PLACEHOLDER_MAX_BYTES) {
          throw new Error(`${response.status} ${type} ${body.length} B`);
        }
        if (dataUrls.size >= maxEntries) dataUrls.delete(dataUrls.keys().next().value!);
        dataUrls.set(url, Buffer.from(`url(&quot;data:${type};base64,${body.toString('base64')}&quot;)`));
        failedAt.delete(url);
      } catch {
        if (failedAt.size >= maxEntries) failedAt.delete(failedAt.keys().next().value!);
        failedAt.set(url, now());
      } finally {
        pending.delete(url);
      }
    })();
    pending.set(url, request);
  };

  /** One piece of the document's body with each known placeholder in place of its URL (bytes, so UTF-8 stays whole). */
  const body = (piece: Buffer): Buffer => {
    let at = piece.indexOf(opening);
    if (at < 0) return piece;
    const parts: Buffer[] = [];
    let copied = 0;
    while (at >= 0) {
      const end = piece.indexOf(closing, at + opening.length);
      if (end < 0) break; // split between two pieces: this one keeps its URL
      const escaped = piece.toString('latin1', at + 'url(&quot;'.length, end);
      const path = escaped.slice(origin.length, escaped.length - suffix.length);
      if (escaped.endsWith(suffix) && safePath.test(path)) {
        const url = `${origin}${path}${unescapedSuffix}`;
        const dataUrl = dataUrls.get(url);
        if (dataUrl) {
          parts.push(piece.subarray(copied, at), dataUrl);
          copied = end + closing.length;
        } else read(url);
      }
      at = piece.indexOf(opening, end + closing.length);
    }
    if (copied === 0) return piece;
    parts.push(piece.subarray(copied));
    return Buffer.concat(parts);
  };

  /** Resolves once every placeholder asked for so far is read or has failed. */
  const settled = async () => {
    while (pending.size > 0) await Promise.all(pending.values());
  };

  return { body, settled };
}
