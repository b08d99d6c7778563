import type { ContentLink } from './block-types.ts';

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link target that is safe to put into `href`: http(s), mailto, tel, or relative (path, query, fragment).
 * Anything else (`javascript:`, `data:`, `vbscript:`, obfuscated variants) gives undefined.
 */
export function sanitizeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"): judge without them.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return ALLOWED_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`) ? href.trim() : undefined;
  // No scheme: a relative reference; "//host" would be protocol-relative, allowed like https.
  return href.trim();
}

/** The href of a content multilink: the resolved story URL, a plain URL, or an email; undefined when unsafe or empty. */
export function resolveContentLink(link: ContentLink | null | undefined): string | undefined {
  if (!link) return undefined;
  let href: string | undefined;
  if (link.linktype === 'email' && link.email) href = `mailto:${link.email}`;
  else if (link.linktype === 'story')
    href = link.url || (link.cached_url ? `/${link.cached_url.replace(/^[^/]+\//, '')}` : undefined);
  else href = link.url || link.cached_url;
  if (!href) return undefined;
  const safe = sanitizeHref(href);
  if (!safe) return undefined;
  return link.anchor ? `${safe}#${encodeURIComponent(link.anchor)}` : safe;
}
