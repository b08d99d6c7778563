import { ContentImage } from '../image/content-image.tsx';
import type { ContentAsset } from './block-types.ts';
import { sanitizeHref } from './content-link.ts';

/** A theme story as `resolve_relations=ThemesOverview.themes` inlines it. */
export interface ThemeStory {
  uuid: string;
  name: string;
  slug?: string;
  full_slug?: string;
  /** Public path the page route adds, when present. */
  url?: string;
  path?: string;
  content?: { teaser?: readonly { image?: ContentAsset | null }[] } | null;
}

/** `ThemesOverview` blok: `themes` is a list of uuids, or of stories once the relation is resolved. */
export interface ThemesOverviewBlok {
  id: string;
  type: 'ThemesOverview';
  headline?: string;
  themes?: readonly (string | ThemeStory)[];
}

function themeHref(theme: ThemeStory): string | undefined {
  const path =
    theme.url ?? theme.path ?? (theme.full_slug ? `/${theme.full_slug.replace(/^[^/]+\//, '')}` : undefined);
  return sanitizeHref(path);
}

/** Tiles of the resolved themes; unresolved uuids are skipped (the page asked for no relations). */
export function ThemesOverview({ blok }: { blok: ThemesOverviewBlok }) {
  const themes = (blok.themes ?? []).filter(
    (theme): theme is ThemeStory => typeof theme === 'object' && theme !== null,
  );
  return (
    <section className="themes-overview" aria-label={blok.headline || undefined}>
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      <ul className="block-list">
        {/* Keys by place: the list is static, and its uuids were bytes in every page's flight data (issue 16). */}
        {themes.map((theme, index) => {
          const href = themeHref(theme);
          const image = theme.content?.teaser?.[0]?.image;
          return (
            <li key={index}>
              {href ? (
                <a href={href}>
                  <ContentImage asset={image} preset="tile" alt="" />
                  <span>{theme.name}</span>
                </a>
              ) : (
                <span className="block-list__link">
                  <ContentImage asset={image} preset="tile" alt="" />
                  <span>{theme.name}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
