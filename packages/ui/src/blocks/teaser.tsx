import { createShopIntl } from '@shop/i18n/intl';
import { ContentImage } from '../image/content-image.tsx';
import { isSafeImageSrc } from '../image/image-url.ts';
import type { BlockContext, ContentAsset, ContentLink } from './block-types.ts';
import { resolveContentLink } from './content-link.ts';
import { TeaserMedia } from './teaser-media.tsx';

/** `Teaser` blok: the hero (`preset: "hero"`) or the 600×450 wall-picture teaser (`preset: "wall-picture"`). */
export interface TeaserBlok {
  id: string;
  type: 'Teaser';
  headline?: string;
  text?: string;
  image?: ContentAsset | null;
  video?: ContentAsset | null;
  link?: ContentLink | null;
  ctaText?: string;
  preset?: 'hero' | 'wall-picture' | string;
}

/** The teaser: headline, text, picture or video, call to action; the hero's media logs its load failures. */
export function Teaser({
  blok,
  context,
  priority = false,
  eagerImage = priority,
}: {
  blok: TeaserBlok;
  context: BlockContext;
  /** The page's first block: its headline is the page's h1 and its picture loads first. */
  priority?: boolean;
  /** The page's first picture (the start page's h1 is the channel hero's, so this comes without `priority` there). */
  eagerImage?: boolean;
}) {
  const isHero = (blok.preset ?? 'hero') === 'hero';
  const href = resolveContentLink(blok.link);
  const videoSrc = blok.video?.filename;
  const heroImage =
    isHero && blok.image && isSafeImageSrc(blok.image.filename) ? { filename: blok.image.filename, alt: blok.image.alt ?? '' } : null;
  const media = isHero ? (
    <TeaserMedia
      image={heroImage}
      // Only a video's props travel to the island: a picture's hero sends no fallback text (issue 16, flight data).
      {...(isSafeImageSrc(videoSrc) ? { video: { src: videoSrc, fallback: createShopIntl(context.locale).t('blocks.video.unsupported') } } : {})}
      eager={eagerImage}
    />
  ) : (
    <ContentImage asset={blok.image} preset="wall-picture" className="teaser__image" priority={eagerImage && !context.settings.features.lazyFirstImage} />
  );
  return (
    <section
      className={`teaser teaser--${isHero ? 'hero' : 'wall-picture'}`}
      aria-label={blok.headline || undefined}
    >
      <div className="teaser__media">{media}</div>
      <div className="teaser__body">
        {blok.headline &&
          (priority ? (
            <h1 className="teaser__headline">{blok.headline}</h1>
          ) : (
            <h2 className="teaser__headline">{blok.headline}</h2>
          ))}
        {blok.text && <p className="teaser__text">{blok.text}</p>}
        {href && blok.ctaText && (
          <a className="block-button teaser__cta" href={href}>
            {blok.ctaText}
          </a>
        )}
      </div>
    </section>
  );
}
