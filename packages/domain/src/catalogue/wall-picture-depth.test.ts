import { describe, expect, it } from 'vitest';
import { isMaterial } from './materials.ts';
import { clampRotation, isPreviewMaterial, previewMaterials, wallPictureDepthMm, PREVIEW_MAX_TILT } from './wall-picture-depth.ts';

describe('wall picture depth', () => {
  it('names materials of the catalogue (point 3), the framed one as the poster with its -gerahmt variant', () => {
    for (const material of previewMaterials) expect(isMaterial(material.replace(/-gerahmt$/, ''))).toBe(true);
  });

  it('orders the depths as the products stand off the wall: frame > canvas > acrylic > aluminium > poster', () => {
    const d = wallPictureDepthMm;
    expect(d['poster-gerahmt']).toBeGreaterThan(d.leinwand);
    expect(d.leinwand).toBeGreaterThan(d.acrylglas);
    expect(d.acrylglas).toBeGreaterThan(d.aludibond);
    expect(d.aludibond).toBeGreaterThan(d.poster);
    expect(d.poster).toBeGreaterThan(0);
  });

  it('clamps turns to the limits and rounds them', () => {
    expect(clampRotation({ x: 100, y: -200 })).toEqual({ x: PREVIEW_MAX_TILT.x, y: -PREVIEW_MAX_TILT.y });
    expect(clampRotation({ x: 4.6, y: -9.2 })).toEqual({ x: 5, y: -9 });
  });

  it('knows its materials only', () => {
    expect(isPreviewMaterial('acrylglas')).toBe(true);
    expect(isPreviewMaterial('fototapete')).toBe(false);
  });
});
