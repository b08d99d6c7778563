import type { Format } from '../format/format.ts';

export const previewSizes = ['l', 'm', 's', 'xs', 'xxs'] as const;
export type PreviewSize = (typeof previewSizes)[number];

/** The largest area a preview is made for (spec point 9: l ends at 10,000,000 px²). */
export const MAX_PREVIEW_AREA = 10_000_000;

/**
 * Lower area bound (exclusive) of each bucket, largest first. The spec fixes l (from 934,001) and xxs (up to 40,000);
 * m, s and xs are ours: s ends at 270,000 so that the 600×450 teaser preset is an s, xs at 120,000 (400×300).
 */
const lowerBounds: readonly [PreviewSize, number][] = [
  ['l', 934_000],
  ['m', 270_000],
  ['s', 120_000],
  ['xs', 40_000],
  ['xxs', 0],
];

/** The preview bucket of an area in px²; undefined for no area (0, negative, not a number) or above 10,000,000. */
export function selectPreviewSize(area: number): PreviewSize | undefined {
  if (!Number.isFinite(area) || area <= 0 || area > MAX_PREVIEW_AREA) return undefined;
  for (const [size, bound] of lowerBounds) {
    if (area > bound) return size;
  }
  return undefined;
}

/** The preview bucket of a width × height. */
export function selectPreviewSizeForFormat(format: Format): PreviewSize | undefined {
  return selectPreviewSize(format.width * format.height);
}
