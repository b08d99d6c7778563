import { createShopIntl } from '@shop/i18n/intl';
import { ContentImage } from '../image/content-image.tsx';
import { buildResponsiveImage, isSafeImageSrc } from '../image/image-url.ts';
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
}: {
  blok: TeaserBlok;
  context: BlockContext;
  priority?: boolean;
}) {
  const isHero = (blok.preset ?? 'hero') === 'hero';
  // The page's first teaser carries its h1; its picture loads eagerly unless the channel prefers a lazy first image.
  const eager = priority && !context.settings.features.lazyFirstImage;
  const href = resolveContentLink(blok.link);
  const videoSrc = blok.video?.filename;
  const media = isHero ? (
    <TeaserMedia
      image={
        blok.image && isSafeImageSrc(blok.image.filename)
          ? {
              ...buildResponsiveImage({ src: blok.image.filename, preset: 'hero' }),
              alt: blok.image.alt ?? '',
            }
          : null
      }
      video={isSafeImageSrc(videoSrc) ? { src: videoSrc } : null}
      videoFallback={createShopIntl(context.locale).t('blocks.video.unsupported')}
      eager={eager}
    />
  ) : (
    <ContentImage asset={blok.image} preset="wall-picture" className="teaser__image" priority={eager} />
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
