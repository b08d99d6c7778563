import type { Format } from '../format/format.ts';

/** Image defaults of spec point 9. */
export const imageDefaults = {
  quality: 85,
  densities: [1, 2],
  format: 'webp',
  /** The CDN negotiates the format itself when none is asked for. */
  cdnFormat: 'auto',
  placeholder: { color: '#EFEFEF', blur: 3, quality: 50, width: 10, height: 10 },
} as const;

/** Where image URLs are built: through the image proxy or straight from the CDN (spec point 7). */
export const imageProviders = ['proxy', 'cdn'] as const;
export type ImageProvider = (typeof imageProviders)[number];

/** Named sizes; the wall-picture teaser uses 600×450 (spec point 2); the header draws the channel's logo at 140×32. */
export const imagePresets: Readonly<Record<string, Format>> = {
  'wall-picture-teaser': { width: 600, height: 450 },
  'header-logo': { width: 140, height: 32 },
};

/** A misconfigured image (unknown provider or preset, empty densities): thrown, since it is a programming error. */
export class ImageConfigError extends Error {
  readonly code: 'unknown-image-provider' | 'unknown-image-preset' | 'empty-densities';

  constructor(code: ImageConfigError['code'], message: string) {
    super(message);
    this.name = 'ImageConfigError';
    this.code = code;
  }
}

/** Returns the provider, or throws for one the shop does not know. */
export function resolveImageProvider(name: string): ImageProvider {
  if ((imageProviders as readonly string[]).includes(name)) return name as ImageProvider;
  throw new ImageConfigError('unknown-image-provider', `Unknown image provider "${name}"`);
}

/** Returns the preset's size, or throws for an unknown preset. */
export function resolveImagePreset(name: string): Format {
  const preset = Object.hasOwn(imagePresets, name) ? imagePresets[name] : undefined;
  if (!preset) throw new ImageConfigError('unknown-image-preset', `Unknown image preset "${name}"`);
  return preset;
}

/** The pixel densities to render; the defaults when none are given, an error for an empty list. */
export function resolveDensities(densities?: readonly number[]): readonly number[] {
  if (densities === undefined) return imageDefaults.densities;
  if (densities.length === 0)
    throw new ImageConfigError('empty-densities', 'Image densities must not be empty');
  return densities;
}

/**
 * Edge lengths (px, before the density factor) the shop API's image proxy renders, for `w` and `h` alike: next/image's
 * default device and image sizes, plus the sides of the content presets and the placeholder. Any other size is a 400,
 * so nobody can make the proxy render (and cache) endless variants. Responsive `srcset`s pick their widths from here.
 */
export const IMAGE_PROXY_SIZES = [
  10, 16, 32, 48, 64, 96, 128, 140, 256, 320, 384, 400, 450, 480, 600, 640, 750, 828, 1080, 1200, 1440, 1920, 2048, 3840,
] as const;

/**
 * What the shop API's image proxy uses for a parameter the URL leaves out: cover (sharp's default fit) and the spec's
 * quality 85. Image URLs name only what differs (issue 16: every URL is in the document twice, as HTML and flight data).
 */
export const IMAGE_PROXY_DEFAULTS = { fit: 'cover', quality: imageDefaults.quality } as const;

/** Qualities the image proxy renders: the placeholder's 50, next/image's 75, the shop's default 85 (spec point 9), lossless 100. */
export const IMAGE_PROXY_QUALITIES = [50, 75, 85, 100] as const;

/** Blur strengths the image proxy renders: none, and the placeholder's 3 (spec point 9). */
export const IMAGE_PROXY_BLURS = [0, 3] as const;

/** The smallest size of IMAGE_PROXY_SIZES that is at least `width` (the largest when none is), for building srcsets. */
export function nearestProxySize(width: number): number {
  return IMAGE_PROXY_SIZES.find((size) => size >= width) ?? 3840;
}
