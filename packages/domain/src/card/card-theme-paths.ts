/** The themes section (spec point 2: `/themes/{id}`, the same in every language). */
export const THEMES_PATH = '/themes';

/** A path segment as the shop writes theme ids and slugs: lower-case words joined by dashes. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** Design ids as the shop API numbers them. */
const DESIGN_ID = /^[1-9]\d{0,8}$/;

/** Where a card theme path points: the theme page `{id}`, a card theme of it, and on the card detail path its design. */
export interface CardThemePath {
  id: string;
  theme: string;
  designId?: number;
}

/** True for a theme page's content path, `/themes/{id}`. */
export function isThemePagePath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 2 && `/${segments[0]}` === THEMES_PATH && SLUG.test(segments[1] ?? '');
}

/** `themes-id-theme` (spec point 2): one card theme of a theme page, `/themes/{id}/{theme}`. */
export function buildCardThemePath(themePagePath: string, themeSlug: string): string {
  return `${themePagePath.replace(/\/+$/, '')}/${themeSlug}`;
}

/**
 * The card detail page path (spec point 2): built from the current path, the theme page, and the card's theme and
 * design, `/themes/{id}/{theme}/{designId}`.
 */
export function buildCardDetailPath(themePagePath: string, themeSlug: string, designId: number): string {
  return `${buildCardThemePath(themePagePath, themeSlug)}/${designId}`;
}

/** Reads `/themes/{id}/{theme}` and `/themes/{id}/{theme}/{designId}`; anything else (or a malformed part) is null. */
export function parseCardThemePath(path: string): CardThemePath | null {
  const segments = path.split('/').filter(Boolean);
  if (`/${segments[0]}` !== THEMES_PATH || segments.length < 3 || segments.length > 4) return null;
  const [, id = '', theme = '', design] = segments;
  if (!SLUG.test(id) || !SLUG.test(theme)) return null;
  if (design === undefined) return { id, theme };
  return DESIGN_ID.test(design) ? { id, theme, designId: Number(design) } : null;
}
