import { describe, expect, it } from 'vitest';
import {
  IMAGE_PROXY_BLURS,
  IMAGE_PROXY_QUALITIES,
  IMAGE_PROXY_SIZES,
  ImageConfigError,
  imageDefaults,
  imagePresets,
  nearestProxySize,
  resolveDensities,
  resolveImagePreset,
  resolveImageProvider,
} from './image-defaults.ts';

describe('image defaults', () => {
  it('carries the spec values', () => {
    expect(imageDefaults).toEqual({
      quality: 85,
      densities: [1, 2],
      format: 'webp',
      cdnFormat: 'auto',
      placeholder: { color: '#EFEFEF', blur: 3, quality: 50, width: 10, height: 10 },
    });
  });

  it.each([
    [undefined, [1, 2]],
    [[1], [1]],
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
  ])('densities %j → %j', (densities, expected) => {
    expect(resolveDensities(densities)).toEqual(expected);
  });

  it.each([
    [() => resolveDensities([]), 'empty-densities'],
    [() => resolveImagePreset('hero'), 'unknown-image-preset'],
    [() => resolveImagePreset('toString'), 'unknown-image-preset'],
    [() => resolveImageProvider('imgix'), 'unknown-image-provider'],
  ])('%o throws %s', (run, code) => {
    expect(run).toThrow(ImageConfigError);
    expect(run).toThrow(expect.objectContaining({ code }));
  });

  it('resolves known providers and presets', () => {
    expect(resolveImageProvider('proxy')).toBe('proxy');
    expect(resolveImageProvider('cdn')).toBe('cdn');
    expect(resolveImagePreset('wall-picture-teaser')).toEqual({ width: 600, height: 450 });
  });
});

describe('image proxy sizes', () => {
  it('covers next/image default widths, every content preset side and the placeholder', () => {
    for (const size of [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840, 10])
      expect(IMAGE_PROXY_SIZES).toContain(size);
    for (const { width, height } of Object.values(imagePresets)) expect(IMAGE_PROXY_SIZES).toEqual(expect.arrayContaining([width, height]));
    expect([...IMAGE_PROXY_SIZES]).toEqual([...IMAGE_PROXY_SIZES].sort((a, b) => a - b));
    expect(IMAGE_PROXY_QUALITIES).toContain(imageDefaults.quality);
    expect(IMAGE_PROXY_QUALITIES).toContain(imageDefaults.placeholder.quality);
    expect(IMAGE_PROXY_BLURS).toContain(imageDefaults.placeholder.blur);
  });

  it.each([
    [1, 10],
    [500, 600],
    [600, 600],
    [5000, 3840],
  ])('nearestProxySize(%i) = %i', (width, expected) => {
    expect(nearestProxySize(width)).toBe(expected);
  });
});
