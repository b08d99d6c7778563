'use client';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { buildFluidImage, FIRST_PICTURE_TIMING, IMAGE_PLACEHOLDER_COLOR } from '../image/image-url.ts';
import { useBlockLogger } from './block-logger.tsx';

/** The hero fills the content column: the full viewport width on phones, at most the preset's 1440 px. */
export const HERO_IMAGE_SIZES = '(min-width: 1440px) 1440px, 100vw';

export interface TeaserMediaProps {
  /**
   * The content's picture (a safe URL): the island builds its sizes from the `hero` preset, so the page's flight data
   * carries one URL, not the seven of `src`, `srcset` and the blurred preview (issue 16).
   */
  image: { filename: string; alt: string } | null;
  /** The video instead of the picture, with its fallback text for a browser that cannot play it. */
  video?: { src: string; poster?: string; fallback: string };
  /** Load the picture at once with high priority (the page's first image, unless the channel loads it lazily). */
  eager?: boolean;
}

/**
 * The hero's picture or video: the one client leaf of the teaser, because a failed load must be logged
 * (`teaser-hero-image-failed-to-load`, `teaser-hero-video-failed-to-load`) and leave the grey placeholder.
 *
 * The page's first picture is its largest paint on a phone (issue 16): it is preloaded from the document's head and
 * fetched with high priority, never lazily. The preload is asked for here, while the server renders the document, so
 * it is a `<link>` in the head and not a hint in the flight data as well.
 */
export function TeaserMedia({ image: content, video, eager = true }: TeaserMediaProps) {
  const logger = useBlockLogger();
  const image = content && { ...buildFluidImage({ src: content.filename, preset: 'hero', sizes: HERO_IMAGE_SIZES }), alt: content.alt };
  if (eager && image?.src && !video) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet || undefined, imageSizes: image.sizes, fetchPriority: 'high' });
  }
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  // One report per picture, whether the error event or the hydration check sees the failure first.
  const reported = useRef(false);

  const onImageError = () => {
    setFailed(true);
    if (reported.current) return;
    reported.current = true;
    logger.error('teaser-hero-image-failed-to-load', { src: image?.src });
  };

  useEffect(() => {
    // An error before hydration fired no React handler: a complete image without pixels has failed.
    const element = imageRef.current;
    if (!reported.current && element?.complete && element.naturalWidth === 0 && element.getAttribute('src')) {
      reported.current = true;
      logger.error('teaser-hero-image-failed-to-load', { src: element.getAttribute('src') });
    }
  }, [logger]);

  if (video) {
    return (
      <video
        className="teaser__video"
        src={video.src}
        poster={video.poster}
        autoPlay
        muted
        loop
        playsInline
        style={{ backgroundColor: IMAGE_PLACEHOLDER_COLOR }}
        onError={() => logger.error('teaser-hero-video-failed-to-load', { src: video.src })}
      >
        {video.fallback}
      </video>
    );
  }
  if (!image?.src || failed)
    return (
      <span
        className="teaser__image teaser__image--failed"
        style={{ backgroundColor: IMAGE_PLACEHOLDER_COLOR }}
        aria-hidden="true"
      />
    );
  return (
    <img
      ref={imageRef}
      className="teaser__image"
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // The browser reports when the first picture is painted; the page's scripts wait for it.
      {...(eager ? { elementtiming: FIRST_PICTURE_TIMING } : {})}
      decoding="async"
      style={{
        backgroundColor: IMAGE_PLACEHOLDER_COLOR,
        backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined,
        backgroundSize: 'cover',
      }}
      onError={onImageError}
    />
  );
}
