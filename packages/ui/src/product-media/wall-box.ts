import { wallPictureDepthMm, type PreviewMaterial } from '@shop/domain/catalogue/wall-picture-depth';

/** The preview's picture fits this box (px) and stands for a picture 40 cm on its long side. */
export const PREVIEW_BOX = { width: 320, height: 260, longSideMm: 400 } as const;

export interface WallBox {
  width: number;
  height: number;
  /** Depth in px, at the same scale as the picture (at least 1 px, so a poster's edge still shows). */
  depth: number;
}

/**
 * The size of the box the 3D preview draws: the motif's proportions fitted into the preview box, and the material's
 * depth (packages/domain `wallPictureDepthMm`) at the scale of a picture 40 cm on its long side.
 */
export function wallBox(motif: { width: number; height: number }, material: PreviewMaterial): WallBox {
  const ratio = motif.width > 0 && motif.height > 0 ? motif.width / motif.height : 4 / 3;
  const width = Math.round(Math.min(PREVIEW_BOX.width, PREVIEW_BOX.height * ratio));
  const height = Math.round(width / ratio);
  const pxPerMm = Math.max(width, height) / PREVIEW_BOX.longSideMm;
  return { width, height, depth: Math.max(1, Math.round(wallPictureDepthMm[material] * pxPerMm)) };
}
