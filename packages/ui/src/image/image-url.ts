import type { Format } from '@shop/domain/format';
import {
  IMAGE_PROXY_DEFAULTS,
  IMAGE_PROXY_SIZES,
  ImageConfigError,
  imageDefaults,
  imagePresets as domainImagePresets,
  resolveDensities,
} from '@shop/domain/image/image-defaults';
import { selectPreviewSize, type PreviewSize } from '@shop/domain/image/preview-size';

/** Output formats of the shop API's image proxy (`/images/<path>?format=`). */
export type ProxyImageFormat = 'webp' | 'png' | 'jpeg' | 'jpg' | 'auto';
/** How the proxy fits the picture into `w` × `h` (sharp's fit modes). */
export type ProxyImageFit = 'cover' | 'contain' | 'inside' | 'outside' | 'fill';

/**
 * The Element Timing name (`elementtiming`) of the page's first picture, the hero loaded with high priority: the
 * storefront's server starts the page's scripts once the browser reports this picture painted, so that they do not
 * compete with it for the phone's network and main thread (issue 16).
 */
export const FIRST_PICTURE_TIMING = 'first-picture';

/**
 * Named image sizes of the content blocks. The wall-picture teaser is the spec's 600×450 (point 2), taken from the
 * domain table; the others are ours, sized for the blocks' largest layout slot at density 1.
 */
export const imagePresets: Readonly<Record<string, Format>> = {
  hero: { width: 1440, height: 600 },
  'wall-picture': domainImagePresets['wall-picture-teaser'] ?? { width: 600, height: 450 },
  'wall-picture-teaser': domainImagePresets['wall-picture-teaser'] ?? { width: 600, height: 450 },
  'sub-teaser': { width: 600, height: 400 },
  tile: { width: 320, height: 320 },
  voucher: { width: 480, height: 320 },
  newsletter: { width: 480, height: 320 },
  avatar: { width: 96, height: 96 },
  // Product pictures (4:3): the detail page's main picture, and the image-magnify dialog's large one.
  product: { width: 640, height: 480 },
  magnify: { width: 1440, height: 1080 },
};
export type ImagePresetName = keyof typeof imagePresets;

/** A preset's size; an unknown preset is a programming error and throws (spec point 8). */
export function resolvePreset(name: string): Format {
  const preset = Object.hasOwn(imagePresets, name) ? imagePresets[name] : undefined;
  if (!preset) throw new ImageConfigError('unknown-image-preset', `Unknown image preset "${name}"`);
  return preset;
}

export interface ImageUrlOptions {
  /** The asset URL the content gives (absolute to the shop API, or the `/images/…` path). */
  src: string;
  width?: number;
  height?: number;
  fit?: ProxyImageFit;
  format?: ProxyImageFormat;
  /** 1–100; default 85 (spec point 9). */
  quality?: number;
  /** Pixel density: the proxy multiplies `w` and `h` by it (1, 1.5, 2 or 3). */
  dpr?: number;
  blur?: number;
}

const PROXY_PREFIX = '/images/';
const SAFE_ABSOLUTE = /^https?:\/\//i;

/** True for a URL an `<img>` may load: http(s) or a path on this origin; never `javascript:` or `data:`. */
export function isSafeImageSrc(src: unknown): src is string {
  if (typeof src !== 'string' || src.trim() === '') return false;
  const value = src.trim();
  if (SAFE_ABSOLUTE.test(value)) return true;
  return value.startsWith('/') && !value.startsWith('//');
}

function splitUrl(src: string): { base: string; path: string; query: URLSearchParams } {
  const match = /^(https?:\/\/[^/?#]+)?([^?#]*)(?:\?([^#]*))?/i.exec(src.trim());
  return { base: match?.[1] ?? '', path: match?.[2] ?? '', query: new URLSearchParams(match?.[3] ?? '') };
}

/** True when the URL points at the shop API's image proxy, which understands the resize parameters. */
export function isProxyImage(src: string): boolean {
  return splitUrl(src).path.startsWith(PROXY_PREFIX);
}

/**
 * The proxy URL of an asset with resize parameters, in the proxy's own order (`w, h, fit, format, q, dpr, blur`);
 * a fit or quality equal to the proxy's default (IMAGE_PROXY_DEFAULTS) is left out, the proxy renders the same picture.
 * A URL outside the proxy is returned unchanged (it cannot be resized); an unsafe one gives ''.
 */
export function buildImageUrl(options: ImageUrlOptions): string {
  if (!isSafeImageSrc(options.src)) return '';
  if (!isProxyImage(options.src)) return options.src.trim();
  const { base, path } = splitUrl(options.src);
  const query = new URLSearchParams();
  if (options.width !== undefined) query.set('w', String(Math.round(options.width)));
  if (options.height !== undefined) query.set('h', String(Math.round(options.height)));
  const fit = options.fit ?? IMAGE_PROXY_DEFAULTS.fit;
  const quality = options.quality ?? imageDefaults.quality;
  if (fit !== IMAGE_PROXY_DEFAULTS.fit) query.set('fit', fit);
  query.set('format', options.format ?? imageDefaults.format);
  if (quality !== IMAGE_PROXY_DEFAULTS.quality) query.set('q', String(quality));
  if (options.dpr !== undefined && options.dpr !== 1) query.set('dpr', String(options.dpr));
  if (options.blur !== undefined && options.blur > 0) query.set('blur', String(options.blur));
  return `${base}${path}?${query.toString()}`;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** The preview bucket (spec point 9) of the density-1 size. */
  sizeBucket: PreviewSize | undefined;
  placeholder: string;
}

/**
 * `src` (density 1), `srcSet` with one entry per density (`… 1x, … 2x`), size bucket and blurred placeholder of an
 * asset at a preset or explicit size. Empty densities throw (spec point 8).
 */
export function buildResponsiveImage(options: {
  src: string;
  preset?: string;
  width?: number;
  height?: number;
  densities?: readonly number[];
  format?: ProxyImageFormat;
  quality?: number;
  fit?: ProxyImageFit;
}): ResponsiveImage {
  const size = options.preset === undefined ? undefined : resolvePreset(options.preset);
  const width = options.width ?? size?.width ?? 0;
  const height = options.height ?? size?.height ?? 0;
  const densities = resolveDensities(options.densities);
  const at = (dpr: number) =>
    buildImageUrl({
      src: options.src,
      width: width || undefined,
      height: height || undefined,
      format: options.format,
      quality: options.quality,
      fit: options.fit,
      dpr,
    });
  const src = at(densities[0] ?? 1);
  return {
    src,
    srcSet: src === '' ? '' : densities.map((dpr) => `${at(dpr)} ${dpr}x`).join(', '),
    width,
    height,
    sizeBucket: selectPreviewSize(width * height),
    placeholder: buildPlaceholderUrl(options.src),
  };
}

/**
 * Widths of a full-width picture's `srcset`, five of the proxy's fixed sizes: a 320 px phone at density 2 (640), a
 * 412 px phone at 1.75–2 (828), a 360 px one at 3 (1080), the 1440 px preset and a wide screen. Each entry costs its
 * URL twice in the document (preload and picture), so the list stays short.
 */
export const FLUID_IMAGE_WIDTHS: readonly number[] = [640, 828, 1080, 1440, 1920].filter((width) => (IMAGE_PROXY_SIZES as readonly number[]).includes(width));

export interface FluidImage {
  src: string;
  /** One entry per width (`… 640w, … 828w`): the browser picks by the slot's `sizes` and its pixel density. */
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  placeholder: string;
}

/**
 * A picture that fills its slot's width (the hero): `srcset` by width from the proxy's fixed sizes, so a 412 px phone
 * at density 1.75 loads the 750 px rendering, not the 1440 px one twice over. Only the width is asked of the proxy (the
 * picture keeps its own proportions); the slot crops it with `object-fit: cover` to the preset's aspect ratio.
 */
export function buildFluidImage(options: { src: string; preset: string; sizes: string; widths?: readonly number[] }): FluidImage {
  const { width, height } = resolvePreset(options.preset);
  const widths = options.widths ?? FLUID_IMAGE_WIDTHS;
  const at = (w: number) => buildImageUrl({ src: options.src, width: w });
  const src = buildImageUrl({ src: options.src, width, height });
  const resizable = src !== '' && isProxyImage(options.src);
  return {
    src,
    srcSet: resizable ? widths.map((w) => `${at(w)} ${w}w`).join(', ') : '',
    sizes: options.sizes,
    width,
    height,
    placeholder: buildPlaceholderUrl(options.src),
  };
}

/** The tiny blurred placeholder of spec point 9: 10×10, blur 3, quality 50. */
export function buildPlaceholderUrl(src: string): string {
  const { placeholder } = imageDefaults;
  if (!isSafeImageSrc(src) || !isProxyImage(src)) return '';
  return buildImageUrl({
    src,
    width: placeholder.width,
    height: placeholder.height,
    blur: placeholder.blur,
    quality: placeholder.quality,
  });
}

/** The grey shown while a picture loads or when it fails (spec points 8 and 9). */
export const IMAGE_PLACEHOLDER_COLOR = imageDefaults.placeholder.color;

/**
 * A custom `next/image` loader (`loader` prop or `images.loaderFile`): width and quality in, proxy URL out. Pure,
 * no Next import, so the apps and Storybook share it.
 */
export function contentImageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  return buildImageUrl({ src, width, quality: quality ?? imageDefaults.quality, fit: 'inside' });
}
