'use client';
import { useEffect, useRef, useState } from 'react';
import { FIRST_PICTURE_TIMING, IMAGE_PLACEHOLDER_COLOR } from '../image/image-url.ts';
import { useBlockLogger } from './block-logger.tsx';

export interface TeaserMediaProps {
  image: {
    src: string;
    srcSet: string;
    /** The slot's widths for a `srcset` by width (`640w`); absent for a `srcset` by density. */
    sizes?: string;
    width: number;
    height: number;
    alt: string;
    placeholder: string;
  } | null;
  /** The video instead of the picture, with its fallback text for a browser that cannot play it. */
  video?: { src: string; poster?: string; fallback: string };
  /** Load the picture at once with high priority (the page's first image, unless the channel loads it lazily). */
  eager?: boolean;
}

/**
 * The hero's picture or video: the one client leaf of the teaser, because a failed load must be logged
 * (`teaser-hero-image-failed-to-load`, `teaser-hero-video-failed-to-load`) and leave the grey placeholder.
 */
export function TeaserMedia({ image, video, eager = true }: TeaserMediaProps) {
  const logger = useBlockLogger();
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
  if (!image || failed)
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
