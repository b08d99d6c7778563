/**
 * The materials the 3D preview of a wall picture shows, and how deep each one stands off the wall. The spec names the
 * materials (point 3) but not their depth: these are the project's figures, close to what the products measure.
 * - canvas (leinwand): the canvas is stretched over a 2 cm wooden frame, the picture wraps round its edges;
 * - acrylic glass (acrylglas): 5 mm glass in front of the print;
 * - aluminium composite (aludibond): a 3 mm board;
 * - poster: paper, 1 mm (drawn as the thinnest edge that still shows);
 * - framed (poster-gerahmt): a 2.5 cm frame round the print.
 */
export const previewMaterials = ['leinwand', 'acrylglas', 'aludibond', 'poster', 'poster-gerahmt'] as const;
export type PreviewMaterial = (typeof previewMaterials)[number];

export const wallPictureDepthMm: Readonly<Record<PreviewMaterial, number>> = {
  leinwand: 20,
  acrylglas: 5,
  aludibond: 3,
  poster: 1,
  'poster-gerahmt': 25,
};

export function isPreviewMaterial(value: string): value is PreviewMaterial {
  return (previewMaterials as readonly string[]).includes(value);
}

/** Turn limits of the preview, in degrees: far enough to see the edge, never the back. */
export const PREVIEW_MAX_TILT = { y: 60, x: 35 } as const;
/** Degrees one arrow key press (or button) turns the picture. */
export const PREVIEW_STEP_DEGREES = 10;

/** Clamps a rotation to the preview's limits. */
export function clampRotation(rotation: { x: number; y: number }): { x: number; y: number } {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, Math.round(value)));
  return { x: clamp(rotation.x, PREVIEW_MAX_TILT.x), y: clamp(rotation.y, PREVIEW_MAX_TILT.y) };
}
