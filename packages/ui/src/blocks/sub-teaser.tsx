import { ContentImage } from '../image/content-image.tsx';
import type { ContentAsset, ContentLink } from './block-types.ts';
import { resolveContentLink } from './content-link.ts';

/** `SubTeaser` blok: a smaller teaser with picture, text and link. */
export interface SubTeaserBlok {
  id: string;
  type: 'SubTeaser';
  headline?: string;
  text?: string;
  image?: ContentAsset | null;
  link?: ContentLink | null;
  linkText?: string;
}

/** A card-like teaser; the whole card is one link when the content gives one. */
export function SubTeaser({ blok }: { blok: SubTeaserBlok }) {
  const href = resolveContentLink(blok.link);
  return (
    <article className="sub-teaser">
      <ContentImage asset={blok.image} preset="sub-teaser" alt="" />
      <div className="sub-teaser__body">
        {blok.headline && <h2>{blok.headline}</h2>}
        {blok.text && <p>{blok.text}</p>}
        {href && blok.linkText && (
          <a className="sub-teaser__link" href={href}>
            {blok.linkText}
            {blok.headline && <span className="visually-hidden">: {blok.headline}</span>}
          </a>
        )}
      </div>
    </article>
  );
}
