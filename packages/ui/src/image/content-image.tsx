import { validateImageProps, type ImageLoading } from '@shop/domain/validation/image-props';
import type { CSSProperties } from 'react';
import {
  IMAGE_PLACEHOLDER_COLOR,
  buildResponsiveImage,
  isSafeImageSrc,
  type ProxyImageFit,
  type ProxyImageFormat,
} from './image-url.ts';

/** A content asset as the content service sends it (`fieldtype: "asset"`). */
export interface ContentAsset {
  filename: string;
  alt?: string | null;
  title?: string | null;
  focus?: string | null;
}

export interface ContentImageProps {
  asset: ContentAsset | null | undefined;
  /** A named size (`hero`, `wall-picture`, `sub-teaser`, …); unknown names throw. */
  preset?: string;
  width?: number;
  height?: number;
  densities?: readonly number[];
  format?: ProxyImageFormat;
  fit?: ProxyImageFit;
  loading?: ImageLoading;
  /** The first image above the fold: loaded eagerly and with high priority. */
  priority?: boolean;
  className?: string;
  /** Alt text that overrides the asset's (decorative images pass ''). */
  alt?: string;
}

/**
 * A content picture through the shop API's image proxy: 1x/2x srcset, quality 85, webp, and the grey, blurred
 * 10×10 placeholder behind it while it loads (and when it fails). A missing or unsafe source renders the grey box.
 */
export function ContentImage({
  asset,
  preset,
  width,
  height,
  densities,
  format,
  fit,
  loading = 'lazy',
  priority = false,
  className,
  alt,
}: ContentImageProps) {
  const src = asset?.filename;
  const image = buildResponsiveImage({
    src: isSafeImageSrc(src) ? src : '',
    preset,
    width,
    height,
    densities,
    format,
    fit,
  });
  const classes = ['content-image', className].filter(Boolean).join(' ');
  const text = alt ?? asset?.alt ?? '';
  const issues = validateImageProps({ src, loading });
  if (image.src === '' || issues.length > 0) {
    return (
      <span
        className={`${classes} content-image--empty`}
        style={{
          backgroundColor: IMAGE_PLACEHOLDER_COLOR,
          aspectRatio: image.width && image.height ? `${image.width} / ${image.height}` : undefined,
        }}
        role={text ? 'img' : undefined}
        aria-label={text || undefined}
        aria-hidden={text ? undefined : true}
      />
    );
  }
  // The `src` is the density-1 candidate of the `srcset` already (HTML's rule): the list names only the others, which
  // keeps one URL per picture out of the document and its flight data twice over (issue 16).
  const srcSet = image.srcSet
    .split(', ')
    .filter((candidate) => candidate !== `${image.src} 1x`)
    .join(', ');
  // The grey and the cover sizing are the `.content-image` rule's (blocks.css): per picture only its blurred preview.
  const style: CSSProperties | undefined = image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined;
  return (
    <img
      className={classes}
      src={image.src}
      srcSet={srcSet || undefined}
      {...(image.width ? { width: image.width } : {})}
      {...(image.height ? { height: image.height } : {})}
      alt={text}
      loading={priority ? 'eager' : loading}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      data-size={image.sizeBucket}
      style={style}
    />
  );
}
